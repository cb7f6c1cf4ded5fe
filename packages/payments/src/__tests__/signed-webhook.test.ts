import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { errorHandler } from '@coffee/service-defaults';
import { signedWebhookHandler } from '../signed-webhook';

class Refused extends Error {}

function webhookApp(parse: (signature: string | undefined) => string) {
  const handled: string[] = [];
  const logLines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void logLines.push(JSON.parse(line)) },
  );
  const app = express();
  app.post(
    '/webhook',
    signedWebhookHandler({
      parse: (_rawBody, signature) => parse(signature),
      invalid: Refused,
      handle: async (event) => {
        handled.push(event);
        return 'applied';
      },
      logger,
      name: 'order webhook',
    }),
  );
  app.use(errorHandler);
  return { app, handled, logLines };
}

describe('a signed webhook route', () => {
  it('when the event reads, then it is handled and its outcome echoed', async () => {
    const { app, handled } = webhookApp((signature) => `event for ${signature}`);
    const res = await request(app).post('/webhook').set('stripe-signature', 't=1,v1=ab');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'applied' });
    expect(handled).toEqual(['event for t=1,v1=ab']);
  });

  it('when the signature does not hold, then 400 Invalid signature, the reason only in the log', async () => {
    const { app, handled, logLines } = webhookApp(() => {
      throw new Refused('Signature does not match');
    });
    const res = await request(app).post('/webhook');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Invalid signature' });
    expect(JSON.stringify(res.body)).not.toContain('does not match');
    expect(handled).toEqual([]);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        reason: 'Signature does not match',
        msg: 'order webhook refused: bad signature',
      }),
    );
  });

  it('when reading fails for another reason, then it is a server error, not a refusal', async () => {
    const { app } = webhookApp(() => {
      throw new Error('boom');
    });
    expect((await request(app).post('/webhook')).status).toBe(500);
  });
});
