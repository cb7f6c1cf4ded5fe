import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import {
  createInternalClient,
  createLogger,
  createService,
  loadServiceConfig,
  requestIdOf,
  type Service,
} from '../..';
import { dropTestDatabase, generateKeyPair, testServiceEnv } from '../../testing';
import { startTracing, stopTracing } from '../tracing';

const exporter = new InMemorySpanExporter();
const keys = generateKeyPair();
const token = 'obs-internal-token-for-tests';
const logs: Array<Record<string, unknown>> = [];
const logger = createLogger('traces', 'info', {
  write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>),
});

function sampleService(name: string, register: Parameters<typeof createService>[0]['register']) {
  const config = loadServiceConfig({
    name,
    defaultPort: 0,
    defaultDbName: 'x',
    env: testServiceEnv(keys, `sd_${name}`, { INTERNAL_TOKEN: token }),
  });
  return createService({ config, logger: logger.child({ svc: name }), register });
}

describe('traces across service -> service (W3C trace context)', () => {
  let back: Service;
  let front: Service;
  let frontUrl = '';

  beforeAll(async () => {
    // Before the services exist: createService's own start-from-env then finds tracing on.
    startTracing({ serviceName: 'tests', exporter });
    back = sampleService('back', (app) => {
      app.get('/internal/echo', (req, res) => {
        req.log.info('back handles the call');
        res.json({ traceparent: req.headers.traceparent ?? null });
      });
    });
    const { url: backUrl } = await back.start();
    front = sampleService('front', (app, ctx) => {
      const client = createInternalClient({
        service: 'back',
        baseUrl: backUrl,
        token,
        timeoutMs: 2000,
      });
      app.get('/api/front/:id', async (req, res) => {
        ctx.logger.info('front calls back');
        const answer = await client.call<{ traceparent: string | null }>('/internal/echo', {
          requestId: requestIdOf(req),
        });
        res.json(answer.body);
      });
    });
    ({ url: frontUrl } = await front.start());
  });
  afterAll(async () => {
    await front.stop();
    await back.stop();
    await stopTracing();
    await dropTestDatabase(front.ctx.config.dbName);
    await dropTestDatabase(back.ctx.config.dbName);
  });

  it('when a request with a traceparent crosses two services, then every span is in its trace', async () => {
    exporter.reset();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${frontUrl}/api/front/42`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, 'x-request-id': 'req-trace-1' },
    });
    expect(res.status).toBe(200);
    const { traceparent } = (await res.json()) as { traceparent: string };
    // The back service received our trace id, with the front's client span as the parent.
    expect(traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    const spans = exporter.getFinishedSpans();
    const frontServer = spans.find((s) => s.name === 'GET /api/front/:id');
    const client = spans.find((s) => s.kind === SpanKind.CLIENT);
    const backServer = spans.find((s) => s.name === 'GET /internal/echo');
    expect(frontServer && client && backServer).toBeTruthy();
    for (const span of [frontServer!, client!, backServer!])
      expect(span.spanContext().traceId).toBe(traceId);
    expect(frontServer!.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    expect(client!.parentSpanContext?.spanId).toBe(frontServer!.spanContext().spanId);
    expect(backServer!.parentSpanContext?.spanId).toBe(client!.spanContext().spanId);
    expect(traceparent.split('-')[2]).toBe(client!.spanContext().spanId);
    expect(frontServer!.attributes['coffee.request_id']).toBe('req-trace-1');
    expect(backServer!.attributes['http.response.status_code']).toBe(200);
  });

  it('when tracing is on, then log lines carry the request id and the trace id', async () => {
    logs.length = 0;
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    await fetch(`${frontUrl}/api/front/7`, {
      headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01`, 'x-request-id': 'req-trace-2' },
    });
    const mine = logs.filter((l) => l.trace_id === traceId);
    expect(mine.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['front calls back', 'back handles the call', 'request completed']),
    );
    // pino-http's lines (the handler's and the access line) keep the request id beside it.
    for (const line of mine.filter((l) => l.msg !== 'front calls back'))
      expect(line.reqId).toBe('req-trace-2');
  });
});
