import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { startTracing, stopTracing, traceFields } from '@coffee/service-defaults/observability';
import pino from 'pino';
import type { GatewayConfig } from '../../config';
import { createGateway, type Gateway } from '../../server';
import { baseConfig } from '../../__tests__/support/harness';
import { generateKeys } from '../../__tests__/support/keys';
import { sampleOf } from '@coffee/service-defaults/testing';
import { startMetricsServer, type MetricsServer } from '../metrics-server';
import { INTERNAL_TOKEN, startTinyService, type TinyService } from './services';

const exporter = new InMemorySpanExporter();

describe('gateway observability: traces through gateway -> service -> service, metrics', () => {
  let cart: TinyService;
  let catalog: TinyService;
  let gateway: Gateway;
  let limited: Gateway;
  let url = '';
  let limitedUrl = '';
  let metrics: MetricsServer;
  const logs: Array<Record<string, unknown>> = [];

  const configFor = (catalogUrl: string, extra: Partial<GatewayConfig> = {}): GatewayConfig => {
    const config = baseConfig(generateKeys(), INTERNAL_TOKEN);
    for (const name of Object.keys(config.services) as Array<keyof GatewayConfig['services']>)
      config.services[name] = catalogUrl;
    return { ...config, ...extra };
  };

  beforeAll(async () => {
    startTracing({ serviceName: 'tests', exporter });
    cart = await startTinyService('cart-checkout');
    catalog = await startTinyService('catalog', cart.url);
    const logger = pino(
      // The gateway's logger adds the same mixin (logger.ts).
      { level: 'info', mixin: () => traceFields() },
      { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
    );
    gateway = createGateway(configFor(catalog.url), { logger });
    ({ url } = await gateway.start());
    const config = configFor(catalog.url);
    limited = createGateway(
      { ...config, rateLimit: { ...config.rateLimit, api: 2 } },
      { logger: pino({ level: 'silent' }) },
    );
    ({ url: limitedUrl } = await limited.start());
    metrics = await startMetricsServer({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await metrics.close();
    await gateway.stop(100);
    await limited.stop(100);
    await catalog.close();
    await cart.close();
    await stopTracing();
  });

  const scrapeGateway = async () => (await fetch(`${metrics.url}/metrics`)).text();

  it('when a request goes gateway -> catalog -> cart, then each hop gets a traceparent and all spans share one trace id', async () => {
    exporter.reset();
    logs.length = 0;
    const forged = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${url}/api/products/42?color=red`, {
      headers: { traceparent: `00-${forged}-00f067aa0ba902b7-01` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      traceparent: string;
      downstream: { traceparent: string };
    };
    const spans = exporter.getFinishedSpans();
    const gatewaySpan = spans.find((s) => s.name === 'GET /api/products');
    const catalogSpan = spans.find((s) => s.name === 'GET /api/products/:id');
    const clientSpan = spans.find((s) => s.kind === SpanKind.CLIENT);
    const cartSpan = spans.find((s) => s.name === 'GET /internal/echo');
    expect(gatewaySpan && catalogSpan && clientSpan && cartSpan).toBeTruthy();
    const traceId = gatewaySpan!.spanContext().traceId;
    // The public edge starts its own trace: a client's traceparent is not trusted.
    expect(traceId).not.toBe(forged);
    expect(gatewaySpan!.parentSpanContext).toBeUndefined();
    for (const span of [catalogSpan!, clientSpan!, cartSpan!])
      expect(span.spanContext().traceId).toBe(traceId);
    // W3C headers on each hop: gateway -> catalog, catalog's client span -> cart.
    expect(body.traceparent).toBe(`00-${traceId}-${gatewaySpan!.spanContext().spanId}-01`);
    expect(body.downstream.traceparent).toBe(
      `00-${traceId}-${clientSpan!.spanContext().spanId}-01`,
    );
    expect(catalogSpan!.parentSpanContext?.spanId).toBe(gatewaySpan!.spanContext().spanId);
    expect(cartSpan!.parentSpanContext?.spanId).toBe(clientSpan!.spanContext().spanId);
    // The gateway's access line carries both ids.
    const access = logs.find((l) => l.msg === 'request' && l.path === '/api/products/42');
    expect(access).toMatchObject({ trace_id: traceId });
    expect(access?.reqId).toBe(gatewaySpan!.attributes['coffee.request_id']);
  });

  it('when requests pass the gateway, then its metrics listener counts them by route-table prefix', async () => {
    const labels = { service: 'gateway', method: 'GET', route: '/api/products', status: '200' };
    const before = sampleOf(await scrapeGateway(), 'http_requests_total', labels);
    await fetch(`${url}/api/products/1`);
    await fetch(`${url}/api/products/2`);
    const after = await scrapeGateway();
    expect(sampleOf(after, 'http_requests_total', labels) - before).toBe(2);
    expect(after).not.toContain('/api/products/1');
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('when a rate limit refuses requests, then gateway_rate_limit_rejections_total counts them by limit', async () => {
    const before = sampleOf(await scrapeGateway(), 'gateway_rate_limit_rejections_total', {
      limit: 'api',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await fetch(`${limitedUrl}/api/products/1`)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const after = sampleOf(await scrapeGateway(), 'gateway_rate_limit_rejections_total', {
      limit: 'api',
    });
    expect(after - before).toBe(2);
  });

  it.each([
    '/metrics',
    '/metrics?x=1',
    '/api/metrics',
    '/api/products/metrics',
    '/api/products/../../metrics',
    '/api/products/%2e%2e/%2e%2e/metrics',
    '/api/products/..%2f..%2fmetrics',
    '/internal/metrics',
    '//metrics',
  ])('when %s is asked on the public port, then no metrics come back', async (path) => {
    const seenBefore = catalog.seen.length;
    const res = await fetch(`${url}${path}`);
    const text = await res.text();
    expect(text).not.toContain('http_requests_total');
    expect(text).not.toContain('# HELP');
    // The service's own /metrics (it has one: see the next test) was never reached.
    expect(catalog.seen.slice(seenBefore)).not.toContain('/metrics');
  });

  it('when the service is asked directly on its own port, then it does serve /metrics', async () => {
    const text = await (await fetch(`${catalog.url}/metrics`)).text();
    expect(text).toContain('http_requests_total{service="catalog"');
  });
});
