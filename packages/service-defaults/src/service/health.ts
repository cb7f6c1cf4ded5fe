import { Router } from 'express';
import type { Connection } from 'mongoose';
import { isDbConnected } from '../db/connection';

/**
 * /healthz: the process is up (liveness). /readyz: it can serve, i.e. started, not draining and
 * connected to its database (readiness; 503 otherwise so a load balancer stops routing to it).
 */
export function healthRoutes(db: Connection, accepting: () => boolean): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    if (accepting() && isDbConnected(db)) {
      res.json({ status: 'ready' });
      return;
    }
    const message = isDbConnected(db)
      ? 'Service is not accepting requests'
      : 'Database not connected';
    res.status(503).json({ message, code: 'NOT_READY' });
  });
  return router;
}
