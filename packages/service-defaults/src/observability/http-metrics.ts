import { performance } from 'node:perf_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Histogram, type Registry } from 'prom-client';

/** A route label when no route pattern matched: the raw URL would make the label unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';

// Seconds; from a cache hit (~1 ms) to the gateway's proxy timeout (5 s) and the sign-in wait.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface HttpMetrics {
  /** Starts timing a request; the counts are taken when the response ends (or is aborted). */
  observe(req: IncomingMessage, res: ServerResponse, routeOf: () => string | undefined): void;
}

/**
 * `http_requests_total{service,method,route,status}` and the `http_request_duration_seconds`
 * histogram with the same labels. `route` is a pattern (`/api/orders/:id`) or UNMATCHED_ROUTE.
 */
export function createHttpMetrics(registry: Registry, service: string): HttpMetrics {
  const labelNames = ['service', 'method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its response',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return {
    observe(req, res, routeOf) {
      const startedAt = performance.now();
      let done = false;
      const record = () => {
        if (done) return;
        done = true;
        const labels = {
          service,
          // Anything but the usual methods is one bucket: a client chooses the method string.
          method: KNOWN_METHODS.has(req.method ?? '') ? (req.method as string) : 'OTHER',
          route: routeOf() ?? UNMATCHED_ROUTE,
          // 0: the client went away before an answer was sent.
          status: res.headersSent ? String(res.statusCode) : '0',
        };
        requests.inc(labels);
        duration.observe(labels, (performance.now() - startedAt) / 1000);
      };
      res.once('finish', record);
      res.once('close', record);
    },
  };
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
