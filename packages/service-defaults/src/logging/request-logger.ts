import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@coffee/contracts';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

// An incoming id is reused only if it is short and plain, so a client cannot forge log lines.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const quietPaths = new Set(['/healthz', '/readyz']);
const secretHeaders = ['authorization', 'cookie', 'set-cookie', 'x-internal-token', 'x-csrf-token'];

/** Done in the serializers, not only in the logger's redact paths, so a caller-supplied logger is safe too. */
function redactHeaders<T extends { headers?: Record<string, unknown> }>(value: T): T {
  if (!value?.headers) return value;
  const headers = { ...value.headers };
  for (const name of secretHeaders) if (name in headers) headers[name] = '[redacted]';
  return { ...value, headers };
}

/** The caller's id when it is safe to reuse, else a new one. */
function newRequestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The id the request logger gave this request (`req.id`): for error bodies and for the calls a
 * handler makes to other services, so one id follows a request through every service.
 */
export function requestIdOf(req: IncomingMessage & { id?: unknown }): string | undefined {
  return typeof req.id === 'string' ? req.id : undefined;
}

/**
 * pino-http with the gateway's request id: taken from x-request-id (or generated), echoed in the
 * response header and bound to req.log, so every line about a request carries `reqId`.
 */
export function createRequestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    serializers: { req: redactHeaders, res: redactHeaders },
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = newRequestId(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: { ignore: (req) => quietPaths.has((req.url ?? '').split('?')[0] ?? '') },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
  }) as unknown as RequestHandler;
}
