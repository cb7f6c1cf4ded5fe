import pino from 'pino';
import type { GatewayConfig } from '../../config';
import { createGateway, type Gateway } from '../../server';
import { baseConfig } from '../../__tests__/support/harness';
import { generateKeys } from '../../__tests__/support/keys';
import { INTERNAL_TOKEN, startTinyService, type TinyService } from './services';

describe('gateway with tracing off (no OTEL_* configured)', () => {
  let catalog: TinyService;
  let gateway: Gateway;
  let url = '';

  beforeAll(async () => {
    catalog = await startTinyService('catalog');
    const config = baseConfig(generateKeys(), INTERNAL_TOKEN);
    for (const name of Object.keys(config.services) as Array<keyof GatewayConfig['services']>)
      config.services[name] = catalog.url;
    gateway = createGateway(config, { logger: pino({ level: 'silent' }) });
    ({ url } = await gateway.start());
  });
  afterAll(async () => {
    await gateway.stop(100);
    await catalog.close();
  });

  it('when a client sends a traceparent, then it does not reach the service', async () => {
    const res = await fetch(`${url}/api/products/1`, {
      headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ traceparent: null });
  });
});
