import {
  FORWARDED_CLIENT_PROOF_HEADER,
  forwardedClientKey,
  verifyForwardedClient,
} from '@coffee/service-defaults/trust';
import request from 'supertest';
import { startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** What a service checks before it believes the forwarded address (service-defaults' clientAddressOf). */
const proves = (headers: Record<string, string>, token = h.account.internalToken) =>
  verifyForwardedClient(
    forwardedClientKey(token),
    headers['x-forwarded-for'] ?? '',
    headers['x-request-id'] ?? '',
    headers[FORWARDED_CLIENT_PROOF_HEADER] ?? '',
  );

describe('the proof of the forwarded client address', () => {
  it('when the gateway forwards a request, then the address carries a proof over it and the request id, keyed from the internal token', async () => {
    const res = await request(h.url).get('/api/products');
    const headers = res.body.headers as Record<string, string>;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers[FORWARDED_CLIENT_PROOF_HEADER]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(proves(headers)).toBe(true);
    expect(proves(headers, 'another-internal-token')).toBe(false);
  });

  it('when a client sends its own address and proof, then both are replaced by the gateway’s', async () => {
    const res = await request(h.url)
      .get('/api/products')
      .set('x-forwarded-for', '6.6.6.6')
      .set('x-request-id', 'client-chosen-id-1')
      .set(FORWARDED_CLIENT_PROOF_HEADER, 'forged-proof');
    const headers = res.body.headers as Record<string, string>;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers[FORWARDED_CLIENT_PROOF_HEADER]).not.toBe('forged-proof');
    expect(proves(headers)).toBe(true);
  });
});
