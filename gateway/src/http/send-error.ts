import type { ServerResponse } from 'node:http';
import type { ApiErrorBody } from '@coffee/contracts';
import { contextOf } from './request-context';

/** A JSON answer written by hand: it works on the raw responses of the API path and of http-proxy. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.setHeader('cache-control', 'no-store');
  res.end(text);
}

/**
 * Retry-After of a 503 that knows no better: a session check that could not be made, a service's
 * 503 that did not say.
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** Every answer the gateway makes itself uses the shared error body. */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  code?: string,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // A 503 always says when to come back (the no-instance answer sets its own, from the breakers).
  if (status === 503 && !res.hasHeader('retry-after'))
    res.setHeader('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
  const body: ApiErrorBody = { message };
  if (code) body.code = code;
  const requestId = contextOf(res.req)?.requestId;
  if (requestId) body.requestId = requestId;
  sendJson(res, status, body);
}
