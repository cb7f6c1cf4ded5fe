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

const remoteBeacons = new Counter({
  name: 'gateway_remote_beacons_total',
  help: "The shell's reports of remote loads and failures, by remote, release and event",
  labelNames: ['remote', 'release', 'event'] as const,
  registers: [gatewayRegistry],
});

const canaryRollbacks = new Counter({
  name: 'gateway_canary_rollbacks_total',
  help: 'Canaries the gateway rolled back by itself (failure rate past the margin), by remote and release',
  labelNames: ['remote', 'release'] as const,
  registers: [gatewayRegistry],
});

/** A beacon counted (`release` is one the manifest names, so the label set stays bounded). */
export function countRemoteBeacon(remote: string, release: string, event: string): void {
  remoteBeacons.inc({ remote, release, event });
}

/** The canary watch's hook: `release` of `remote` rolled back. */
export function countCanaryRollback(remote: string, release: string): void {
  canaryRollbacks.inc({ remote, release });
}

// A worker under node:cluster answers the primary's AggregatorRegistry with these registries
// (prom-client's default would be its global registry, which holds nothing of ours). prom-client
// 15 installs a worker's answering listener only when an AggregatorRegistry is made in it:
// without one the primary's request times out after 5 s (found live with --instances 2).
if (cluster.isWorker) {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([processMetricsRegistry(), gatewayRegistry]);
}
