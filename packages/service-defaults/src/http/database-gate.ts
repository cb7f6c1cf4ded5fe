import type { RequestHandler } from 'express';
import { AppError } from './app-error';

/** Seconds a client is asked to wait when the service cannot reach its database. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The 503 of a service without its database: the error handler adds Retry-After. */
export function unavailableError(): AppError {
  return Object.assign(new AppError(503, 'Service temporarily unavailable', 'UNAVAILABLE'), {
    retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
  });
}

/**
 * While a started service has lost its database, every route (probes and metrics are mounted
 * before this) answers 503 with Retry-After at once. Without it a query waits for the driver's
 * server selection or Mongoose's buffering (5-10 s), so requests would hang past the gateway's
 * timeout (504) while /readyz already says the service is not ready. The driver keeps
 * reconnecting on its own; the first request after it has is served normally.
 *
 * `available`: the service's verdict on its database (true before start and while draining:
 * nothing to guard yet, and requests already in go on to their end, whatever they meet).
 */
export function databaseGate(available: () => boolean): RequestHandler {
  return (_req, _res, next) => {
    next(available() ? undefined : unavailableError());
  };
}
