import cluster from 'node:cluster';
import { createHttpMetrics, processMetricsRegistry } from '@coffee/service-defaults/observability';
import { AggregatorRegistry, Counter, Registry } from 'prom-client';
import type { LimitName } from '../ratelimit/rate-limiter';

/**
 * The gateway's metrics, one set per process: a process runs one gateway (tests that start
 * several compare differences). Served on its own listener (metrics-server.ts), never on the
 * public port.
 */
export const gatewayRegistry = new Registry();

export const gatewayHttpMetrics = createHttpMetrics(gatewayRegistry, 'gateway');

const rateLimitRejections = new Counter({
  name: 'gateway_rate_limit_rejections_total',
  help: 'Requests answered 429 by a gateway rate limit, by the limit that refused them',
  labelNames: ['limit'] as const,
  registers: [gatewayRegistry],
});

/** The rate limiter's hook: a request refused by `limit`. */
export function countRateLimitRejection(limit: LimitName): void {
  rateLimitRejections.inc({ limit });
}

// A worker under node:cluster answers the primary's AggregatorRegistry with these registries
// (prom-client's default would be its global registry, which holds nothing of ours). prom-client
// 15 installs a worker's answering listener only when an AggregatorRegistry is made in it:
// without one the primary's request times out after 5 s (found live with --instances 2).
if (cluster.isWorker) {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([processMetricsRegistry(), gatewayRegistry]);
}
