import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  injectTraceHeaders,
  startTracingFromEnv,
  tracingEnabled,
  withServerSpan,
} from '@coffee/service-defaults/observability';
import { gatewayHttpMetrics } from './metrics';
import { createGatewayRouteLabel } from './routes-label';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Wraps the gateway's request handler: counts every request (metrics.ts) and, when tracing is
 * configured (OTEL_TRACES_EXPORTER / OTEL_EXPORTER_OTLP_ENDPOINT), runs it in a SERVER span whose
 * `traceparent` replaces the client's before the proxy copies the headers, so each service
 * continues the gateway's trace. The public edge starts its own traces: a client's traceparent
 * is not trusted (it could join or flood someone's traces), and is dropped when tracing is off.
 */
export function observeRequests(handler: Handler): Handler {
  startTracingFromEnv('gateway');
  const routeOf = createGatewayRouteLabel();
  return (req, res) => {
    let route: string | undefined;
    const label = () => (route ??= routeOf(req));
    gatewayHttpMetrics.observe(req, res, label);
    if (!tracingEnabled()) {
      delete req.headers.traceparent;
      delete req.headers.tracestate;
      handler(req, res);
      return;
    }
    withServerSpan(
      req,
      res,
      { routeOf: label, attributes: { 'coffee.service': 'gateway' }, trustIncoming: false },
      () => {
        injectTraceHeaders(req.headers);
        handler(req, res);
      },
    );
  };
}
