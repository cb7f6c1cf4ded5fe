import { context, propagation, trace, type Span, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { z } from 'zod';
import { parseConfig, type Env } from '../config/parse-config';

/**
 * The standard OpenTelemetry variables we honour. Tracing is off unless one of them asks for it:
 * no provider is registered then, and the API's no-op tracer costs next to nothing per request.
 */
const tracingEnv = z.object({
  OTEL_TRACES_EXPORTER: z.enum(['none', 'console', 'otlp']).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
});

export type TracingExporter = 'console' | 'otlp';

export interface TracingSettings {
  exporter: TracingExporter;
  /** OTLP/HTTP traces URL (…/v1/traces); only for 'otlp'. */
  url?: string;
  serviceName?: string;
}

/**
 * What the environment asks for: null (off), console, or OTLP/HTTP. An endpoint alone turns OTLP
 * on, as in the OpenTelemetry SDKs; `OTEL_TRACES_EXPORTER=none` turns everything off.
 */
export function tracingSettingsFrom(env: Env = process.env): TracingSettings | null {
  const parsed = parseConfig(tracingEnv, env);
  if (parsed.OTEL_TRACES_EXPORTER === 'none') return null;
  const serviceName = parsed.OTEL_SERVICE_NAME;
  const url =
    parsed.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (parsed.OTEL_EXPORTER_OTLP_ENDPOINT
      ? `${parsed.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`
      : undefined);
  if (parsed.OTEL_TRACES_EXPORTER === 'console') return { exporter: 'console', serviceName };
  if (parsed.OTEL_TRACES_EXPORTER === 'otlp' || url) {
    return { exporter: 'otlp', url: url ?? 'http://localhost:4318/v1/traces', serviceName };
  }
  return null;
}

export interface StartTracingOptions {
  serviceName: string;
  /** Tests: spans go here, synchronously (e.g. an InMemorySpanExporter). */
  exporter?: SpanExporter;
  settings?: TracingSettings;
}

let provider: NodeTracerProvider | null = null;
const TRACER_NAME = '@coffee/service-defaults';

/** Whether this process records spans (a provider was registered). */
export const tracingEnabled = (): boolean => provider !== null;

export const tracer = (): Tracer => trace.getTracer(TRACER_NAME);

/**
 * Registers the process-wide tracer provider with W3C trace-context propagation and an
 * AsyncLocalStorage context manager. One per process (the OpenTelemetry API holds one global):
 * the first caller names the process, later calls are no-ops and return false.
 */
export function startTracing(options: StartTracingOptions): boolean {
  if (provider) return false;
  let processor: SpanProcessor;
  if (options.exporter) processor = new SimpleSpanProcessor(options.exporter);
  else if (options.settings?.exporter === 'console')
    processor = new SimpleSpanProcessor(new ConsoleSpanExporter());
  else if (options.settings?.exporter === 'otlp')
    // Batched: an export never waits on the request path.
    processor = new BatchSpanProcessor(new OTLPTraceExporter({ url: options.settings.url }));
  else return false;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.settings?.serviceName ?? options.serviceName,
    }),
    spanProcessors: [processor],
  });
  // Defaults: W3C traceparent/tracestate + baggage propagators, AsyncLocalStorage context.
  provider.register();
  return true;
}

/** Starts tracing if the environment asks for it (see tracingSettingsFrom); idempotent. */
export function startTracingFromEnv(serviceName: string, env: Env = process.env): boolean {
  if (provider) return false;
  const settings = tracingSettingsFrom(env);
  return settings ? startTracing({ serviceName, settings }) : false;
}

/** Flushes and unregisters (tests, and shutdown so the last spans are sent). */
export async function stopTracing(): Promise<void> {
  const current = provider;
  provider = null;
  if (!current) return;
  await current.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
}

/** Flushes pending spans without stopping (a service's graceful stop). */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

/** `trace_id` and `span_id` of the active span, for log lines; empty when tracing is off. */
export function traceFields(span: Span | undefined = trace.getActiveSpan()): {
  trace_id?: string;
  span_id?: string;
} {
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
