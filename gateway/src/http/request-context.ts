import { randomUUID } from 'node:crypto';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { REQUEST_ID_HEADER } from '@coffee/contracts';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { parseCookies } from './cookies';

/** Per-request state shared by the gateway's middleware and the proxy callbacks. */
export interface RequestContext {
  requestId: string;
  startedAt: number;
  /** Parsed on first use. */
  cookies?: Record<string, string>;
  /** A CSRF token issued on this response (the request had none). */
  issuedCsrfToken?: string;
  /** The route is public: a service's own Cache-Control may stand (catalog lists, images). */
  publicRoute?: boolean;
  /** The service the request went to, for the access log. */
  upstream?: string;
  /** Fires when the upstream has not answered in time. */
  timer?: NodeJS.Timeout;
  /** The outgoing request, once http-proxy created it: aborted on timeout or an oversized body. */
  proxyReq?: ClientRequest;
  /** Set once the gateway answered itself (timeout, 413): later proxy events must stay quiet. */
  settled?: boolean;
}

const CONTEXT = Symbol('gateway.requestContext');
type WithContext = IncomingMessage & { [CONTEXT]?: RequestContext };

// Compiled once; an id from the client is reused only if it is plain and short, so it cannot forge
// log lines or carry markup into a log viewer (`:` and `.` let tracing ids such as `span:1.2` through).
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function contextOf(req: IncomingMessage): RequestContext | undefined {
  return (req as WithContext)[CONTEXT];
}

export function cookiesOf(req: IncomingMessage): Record<string, string> {
  const ctx = contextOf(req);
  if (!ctx) return parseCookies(req.headers.cookie);
  ctx.cookies ??= parseCookies(req.headers.cookie);
  return ctx.cookies;
}

function pathOnly(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Gives the request its id (x-request-id in and out) and writes one access-log line when it ends. */
export function beginRequest(
  req: IncomingMessage,
  res: ServerResponse,
  logger: Logger,
): RequestContext {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const requestId =
    typeof incoming === 'string' && CLIENT_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  const ctx: RequestContext = { requestId, startedAt: performance.now() };
  (req as WithContext)[CONTEXT] = ctx;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const method = req.method;
  const path = pathOnly(req.url ?? '/');

  res.once('close', () => {
    if (ctx.timer) clearTimeout(ctx.timer);
    const status = res.statusCode;
    const line = {
      reqId: requestId,
      method,
      path,
      status,
      ms: Math.round((performance.now() - ctx.startedAt) * 100) / 100,
      upstream: ctx.upstream,
      aborted: res.writableFinished ? undefined : true,
    };
    if (status >= 500) logger.error(line, 'request');
    else if (status >= 400) logger.warn(line, 'request');
    else logger.info(line, 'request');
  });
  return ctx;
}

export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    beginRequest(req, res, logger);
    next();
  };
}
