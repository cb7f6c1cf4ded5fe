import type { RequestHandler } from 'express';
import { expressRouteOf } from './service-metrics';
import { withServerSpan } from './trace-http';

/** A SERVER span per request, continued from the caller's traceparent (see withServerSpan). */
export function traceRequests(service: string): RequestHandler {
  return (req, res, next) =>
    withServerSpan(
      req,
      res,
      { routeOf: () => expressRouteOf(req), attributes: { 'coffee.service': service } },
      () => next(),
    );
}
