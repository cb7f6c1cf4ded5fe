import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { dropTestDatabase } from '../testing';
import { FORWARDED_CLIENT_PROOF_HEADER, forwardedClientKey, signForwardedClient } from '../trust';
import { createTestService } from './test-service';

describe('the client address a service trusts', () => {
  const internalToken = randomBytes(24).toString('hex');
  const { service, config } = createTestService(undefined, { INTERNAL_TOKEN: internalToken });
  const ip = (headers: Record<string, string>) => request(service.app).get('/api/ip').set(headers);
  const proofOf = (address: string, requestId: string, token = internalToken) =>
    signForwardedClient(forwardedClientKey(token), address, requestId);
  const isLoopback = (address: string) => /^(::ffff:)?127\.0\.0\.1$|^::1$/.test(address);

  beforeAll(async () => {
    await service.start();
  });
  afterAll(async () => {
    await service.stop();
    await dropTestDatabase(config.dbName);
  });

  it('when the gateway forwards an address with its proof, then req.ip and clientAddressOf are that address', async () => {
    const res = await ip({
      'x-forwarded-for': '198.51.100.7',
      'x-request-id': 'gateway-req-0001',
      [FORWARDED_CLIENT_PROOF_HEADER]: proofOf('198.51.100.7', 'gateway-req-0001'),
    });
    expect(res.body).toEqual({ ip: '198.51.100.7', clientAddress: '198.51.100.7' });
  });

  it('when a direct caller forges X-Forwarded-For without a proof, then the socket address is used', async () => {
    const res = await ip({ 'x-forwarded-for': '198.51.100.8' });
    expect(isLoopback(res.body.ip)).toBe(true);
    expect(res.body.clientAddress).toBe(res.body.ip);
  });

  const forged: Array<[string, Record<string, string>]> = [
    [
      'a proof for another address',
      {
        'x-forwarded-for': '198.51.100.9',
        'x-request-id': 'gateway-req-0002',
        [FORWARDED_CLIENT_PROOF_HEADER]: proofOf('198.51.100.10', 'gateway-req-0002'),
      },
    ],
    [
      'a proof for another request id (a replayed header)',
      {
        'x-forwarded-for': '198.51.100.9',
        'x-request-id': 'gateway-req-0003',
        [FORWARDED_CLIENT_PROOF_HEADER]: proofOf('198.51.100.9', 'gateway-req-0004'),
      },
    ],
    [
      'a proof made with another token',
      {
        'x-forwarded-for': '198.51.100.9',
        'x-request-id': 'gateway-req-0005',
        [FORWARDED_CLIENT_PROOF_HEADER]: proofOf('198.51.100.9', 'gateway-req-0005', 'guess'),
      },
    ],
    [
      'a proof but no request id',
      {
        'x-forwarded-for': '198.51.100.9',
        [FORWARDED_CLIENT_PROOF_HEADER]: proofOf('198.51.100.9', ''),
      },
    ],
    [
      'a garbled proof',
      {
        'x-forwarded-for': '198.51.100.9',
        'x-request-id': 'gateway-req-0006',
        [FORWARDED_CLIENT_PROOF_HEADER]: 'not-a-proof',
      },
    ],
  ];
  it.each(forged)(
    'when the request carries %s, then the socket address is used',
    async (_n, headers) => {
      const res = await ip(headers);
      expect(isLoopback(res.body.ip)).toBe(true);
    },
  );
});
