import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { tracer, tracingEnabled } from './tracing';

export interface ServerSpanOptions {
  /** Called when the response is done: the bounded route label for the span's name. */
  routeOf?: () => string | undefined;
  /** Extra attributes (the request id, for finding the logs of a trace). */
  attributes?: Record<string, string>;
  /** False at a public edge: start a new trace whatever `traceparent` the client sent. */
  trustIncoming?: boolean;
}

/**
 * Runs `handle` inside a SERVER span continued from the request's W3C `traceparent` (a new
 * trace without one). The span ends when the response is finished or the connection closes.
 * With tracing off it only calls `handle`.
 */
export function withServerSpan(
  req: IncomingMessage,
  res: ServerResponse,
  options: ServerSpanOptions,
  handle: (span: Span | undefined) => void,
): void {
  if (!tracingEnabled()) {
    handle(undefined);
    return;
  }
  const parent =
    options.trustIncoming === false
      ? context.active()
      : propagation.extract(context.active(), req.headers);
  const method = req.method ?? 'GET';
  const span = tracer().startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': method,
        // The path only: a query string may hold what a log or a trace must not.
        'url.path': (req.url ?? '/').split('?')[0] ?? '/',
        ...options.attributes,
      },
    },
    parent,
  );
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    const route = options.routeOf?.();
    if (route) {
      span.setAttribute('http.route', route);
      span.updateName(`${method} ${route}`);
    }
    span.setAttribute('http.response.status_code', res.statusCode);
    // The request id ties the trace to its log lines (each service logs it as reqId).
    const requestId = res.getHeader('x-request-id');
    if (typeof requestId === 'string') span.setAttribute('coffee.request_id', requestId);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    if (!res.writableFinished) span.setAttribute('http.aborted', true);
    span.end();
  };
  res.once('finish', end);
  res.once('close', end);
  context.with(trace.setSpan(parent, span), () => handle(span));
}

/**
 * Writes the active span's context (`traceparent`, `tracestate`) into outgoing headers, replacing
 * whatever a client sent: a service downstream continues our trace, not one a caller made up.
 */
export function injectTraceHeaders(
  headers: Record<string, string | string[] | undefined>,
  ctx: Context = context.active(),
): void {
  if (!tracingEnabled()) return;
  delete headers.traceparent;
  delete headers.tracestate;
  propagation.inject(ctx, headers);
}

/** Runs `call` inside a CLIENT span (a call to another service); the span records failure. */
export async function withClientSpan<T>(
  name: string,
  attributes: Record<string, string>,
  call: (span?: Span) => Promise<T>,
): Promise<T> {
  if (!tracingEnabled()) return call();
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes });
  try {
    return await context.with(trace.setSpan(context.active(), span), () => call(span));
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}
