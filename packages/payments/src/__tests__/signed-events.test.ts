import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SIGNATURE_TOLERANCE_S,
  checkSignature,
  deliverSignedEvent,
  signPayload,
  verifySignature,
} from '../signed-events';

class Refused extends Error {}
const SECRET = 'offline-test-secret';
const NOW = 1_800_000_000;
const body = Buffer.from('{"id":"evt_1"}');

describe('Stripe-format signed events', () => {
  it('when a body is signed and checked with the same secret, then it holds', () => {
    const header = signPayload(SECRET, body.toString(), NOW);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(() => verifySignature(SECRET, body, header, Refused, NOW)).not.toThrow();
  });

  it.each([
    ['missing', undefined, 'No signature'],
    ['malformed', 'nonsense', 'Malformed signature'],
    ['by another secret', signPayload('another', body.toString(), NOW), 'Signature does not match'],
    ['over another body', signPayload(SECRET, '{}', NOW), 'Signature does not match'],
  ])('when the signature is %s, then the service’s own error says why', (_, header, reason) => {
    expect(() => verifySignature(SECRET, body, header, Refused, NOW)).toThrow(new Refused(reason));
  });

  it('when the signature is older than the tolerance (a replay), then it is refused', () => {
    const header = signPayload(SECRET, body.toString(), NOW - SIGNATURE_TOLERANCE_S - 1);
    expect(() => verifySignature(SECRET, body, header, Refused, NOW)).toThrow(
      new Refused('Signature is too old'),
    );
    const withinTolerance = signPayload(SECRET, body.toString(), NOW - SIGNATURE_TOLERANCE_S);
    expect(() => verifySignature(SECRET, body, withinTolerance, Refused, NOW)).not.toThrow();
  });

  it('when another library’s check throws, then it becomes the service’s signature error', () => {
    expect(checkSignature(() => 'event', Refused)).toBe('event');
    expect(() =>
      checkSignature(() => {
        throw new Error('No signatures found');
      }, Refused),
    ).toThrow(new Refused('No signatures found'));
  });

  it('when an event is delivered, then it arrives signed over its exact bytes; a refusal or no listener is false', async () => {
    let status = 200;
    const received: Array<{ body: string; signature: string | undefined }> = [];
    const server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received.push({ body: text, signature: req.headers['stripe-signature'] as string });
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
    try {
      const event = { id: 'evt_off_1', type: 'payment_intent.succeeded' };
      expect(await deliverSignedEvent({ url, secret: SECRET, event })).toBe(true);
      const [first] = received;
      expect(first?.body).toBe(JSON.stringify(event));
      expect(() =>
        verifySignature(SECRET, Buffer.from(first!.body), first!.signature, Refused),
      ).not.toThrow();
      status = 400;
      expect(await deliverSignedEvent({ url, secret: SECRET, event })).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await deliverSignedEvent({ url, secret: SECRET, event: {} })).toBe(false);
  });
});
