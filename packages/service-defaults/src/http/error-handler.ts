import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDuplicateKeyError } from '../db/duplicate-key';
import { requestIdOf } from '../logging/request-logger';
import mongoose from 'mongoose';
import { z } from 'zod';
import { AppError, type ErrorIssue } from './app-error';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableError } from './database-gate';
import { validationError } from './validate';

export interface ErrorBody {
  message: string;
  code?: string;
  requestId?: string;
  issues?: ErrorIssue[];
}

// body-parser's error types (express.json) and what the client is told.
const bodyParserErrors: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'Malformed JSON body'],
  'entity.too.large': [413, 'Request body too large'],
  'entity.verify.failed': [400, 'Invalid request body'],
  'encoding.unsupported': [415, 'Unsupported content encoding'],
  'charset.unsupported': [415, 'Unsupported charset'],
  'parameters.too.many': [413, 'Too many parameters'],
  'request.aborted': [400, 'Request aborted'],
  'request.size.invalid': [400, 'Request size did not match Content-Length'],
};

const unavailableErrors = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  // The connection pool was cleared under the query (the server went away mid-request).
  'MongoPoolClearedError',
  'MongoServerClosedError',
]);

/** Mongoose's own "the database is not there": a query buffered while disconnected gave up. */
const isBufferingTimeout = (e: { name?: unknown; message?: unknown }) =>
  e.name === 'MongooseError' &&
  typeof e.message === 'string' &&
  /buffering timed out/.test(e.message);

/** Maps any thrown value to an AppError, or null when it is unexpected (a 500). */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  // $ZodError, not classic ZodError: a contract (zod/mini) schema's parse throws the core error.
  if (err instanceof z.core.$ZodError) return validationError(err);
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { type?: unknown; status?: unknown; code?: unknown; name?: unknown };

  if (typeof e.type === 'string' && e.type in bodyParserErrors) {
    const [status, message] = bodyParserErrors[e.type] as [number, string];
    return new AppError(status, message);
  }
  if (err instanceof mongoose.Error.CastError) {
    return new AppError(400, `Invalid value for ${err.path}`, 'INVALID_VALUE');
  }
  if (err instanceof mongoose.Error.ValidationError) {
    const issues = Object.values(err.errors).map((item) => ({
      path: item.path,
      message: item.message,
    }));
    return new AppError(400, issues[0]?.message ?? 'Invalid data', 'VALIDATION_FAILED', issues);
  }
  if (err instanceof mongoose.Error.StrictModeError) {
    return new AppError(400, 'Unknown field in query', 'VALIDATION_FAILED');
  }
  if (isDuplicateKeyError(e)) return new AppError(409, 'Duplicate value', 'DUPLICATE');
  if ((typeof e.name === 'string' && unavailableErrors.has(e.name)) || isBufferingTimeout(e)) {
    return unavailableError();
  }
  // Other http-errors-style client errors from Express itself (e.g. an undecodable URL param).
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return new AppError(e.status, e.status === 404 ? 'Not found' : 'Bad request');
  }
  return null;
}

/** The one error handler: a JSON body for every error, never an internal detail in a 5xx. */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const known = toAppError(err);
  const requestId = requestIdOf(req);
  if (known === null || known.status === 500) {
    req.log?.error({ err }, 'request failed');
  } else if (known.status > 500) {
    // Expected unavailability (no database, a service it needs is down): one line, no stack,
    // since an outage makes one per request.
    req.log?.warn(
      { code: known.code, cause: (err as Error).message },
      'request refused: unavailable',
    );
  }
  const appError = known ?? new AppError(500, 'Internal server error', 'INTERNAL');
  const body: ErrorBody = { message: appError.message };
  if (appError.code !== undefined) body.code = appError.code;
  if (requestId !== undefined) body.requestId = requestId;
  if (appError.issues !== undefined) body.issues = appError.issues;
  // A throttle's 429 or a busy 503 (an AppError with retryAfterSeconds) says when to try again;
  // any other 503 too (a client, or the gateway, must never take one for a final answer).
  const { retryAfterSeconds } = appError as { retryAfterSeconds?: unknown };
  if (typeof retryAfterSeconds === 'number')
    res.setHeader('retry-after', String(retryAfterSeconds));
  else if (appError.status === 503)
    res.setHeader('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  res.status(appError.status).json(body);
};

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError(404, 'Not found', 'NOT_FOUND'));
};
