// What the gateway shares with the services: no Express, no Mongoose here.
export {
  startTracing,
  startTracingFromEnv,
  stopTracing,
  flushTracing,
  tracingEnabled,
  tracingSettingsFrom,
  traceFields,
  tracer,
  type StartTracingOptions,
  type TracingSettings,
} from './tracing';
export { withServerSpan, injectTraceHeaders, withClientSpan } from './trace-http';
export { createHttpMetrics, UNMATCHED_ROUTE, type HttpMetrics } from './http-metrics';
export { processMetricsRegistry, metricsText, METRICS_CONTENT_TYPE } from './default-metrics';
