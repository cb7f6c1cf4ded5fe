import { collectDefaultMetrics, Registry } from 'prom-client';

let defaults: Registry | null = null;

/**
 * The process's own metrics (CPU, memory, GC, handles, event-loop lag), collected once per
 * process: collectDefaultMetrics starts monitors that are never stopped, so a test process that
 * creates many services must not start one set per service.
 */
export function processMetricsRegistry(): Registry {
  if (!defaults) {
    defaults = new Registry();
    collectDefaultMetrics({ register: defaults, eventLoopMonitoringPrecision: 20 });
  }
  return defaults;
}

/** Prometheus text of several registries (distinct metric names) in one answer. */
export async function metricsText(registries: readonly Registry[]): Promise<string> {
  const parts = await Promise.all(registries.map((r) => r.metrics()));
  return parts.join('\n');
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
