import type { ServerResponse } from 'node:http';
import type { ApiErrorBody } from '@coffee/contracts';

/** An answer the shell's server makes itself: the shop's error body, never cached. */
export function sendError(res: ServerResponse, status: number, message: string, code?: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body: ApiErrorBody = { message };
  if (code) body.code = code;
  const text = JSON.stringify(body);
  res.statusCode = status;
  if (status === 503) res.setHeader('retry-after', '5');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.setHeader('cache-control', 'no-store');
  res.end(text);
}
