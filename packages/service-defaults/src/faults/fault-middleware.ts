import type { RequestHandler } from 'express';
import type { FaultPoints } from './fault-points';

/**
 * The fault point `http.<service>` in front of a service's routes (not its probes or metrics): the
 * fault suite arms `http.catalog: delay 3000ms` to make one service answer slowly without touching
 * its code. createService mounts it only when fault points are enabled.
 */
export function faultPointMiddleware(points: FaultPoints, name: string): RequestHandler {
  return (req, _res, next) => {
    if (!points.armed(name)) {
      next();
      return;
    }
    points.hit(name, { method: req.method, path: req.path }).then(() => next(), next);
  };
}
