import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  METRICS_CONTENT_TYPE,
  metricsText,
  processMetricsRegistry,
} from '@coffee/service-defaults/observability';
import { AggregatorRegistry } from 'prom-client';
import { z } from 'zod';
import { gatewayRegistry } from './metrics';

const metricsEnv = z.object({
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  // Loopback unless told otherwise: metrics say much about traffic and must not be public.
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export interface MetricsListen {
  port: number;
  host: string;
}

/** METRICS_PORT (default 9464) and METRICS_HOST (default 127.0.0.1); throws listing bad keys. */
export function metricsListenFrom(env: Record<string, string | undefined> = process.env) {
  const parsed = metricsEnv.safeParse(env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid metrics configuration: ${keys.join('; ')}`);
  }
  return { port: parsed.data.METRICS_PORT, host: parsed.data.METRICS_HOST } as MetricsListen;
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

function serve(listen: MetricsListen, collect: () => Promise<string>): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    collect().then(
      (text) => {
        res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${listen.host.includes(':') ? `[${listen.host}]` : listen.host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** The single-process gateway: its own metrics on a separate listener (not the public port). */
export function startMetricsServer(listen: MetricsListen = metricsListenFrom()) {
  return serve(listen, () => metricsText([processMetricsRegistry(), gatewayRegistry]));
}

/**
 * The primary of a node:cluster gateway: asks every worker for its metrics and answers the sum
 * (counters and histograms add up; per-process gauges are summed too, so read them per worker
 * only through their sum). Workers answer through metrics.ts's registries.
 */
export function startClusterMetricsServer(listen: MetricsListen = metricsListenFrom()) {
  const aggregator = new AggregatorRegistry();
  return serve(listen, () => aggregator.clusterMetrics());
}
