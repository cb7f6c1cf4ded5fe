import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  createTestTokens,
  dropTestDatabase,
  generateKeyPair,
  startFakeAccount,
  type FakeAccount,
} from '../testing';
import { createTestService } from './test-service';

describe('identity and internal guards', () => {
  const keys = generateKeyPair();
  const tokens = createTestTokens(keys);
  const internalToken = randomBytes(24).toString('hex');
  let account: FakeAccount;
  let started: ReturnType<typeof createTestService>;
  const api = () => request(started.service.app);
  const config = () => started.config;

  beforeAll(async () => {
    // The session check's answer: every session is active here (session-check.test.ts revokes).
    account = await startFakeAccount(internalToken);
    started = createTestService(keys, { ACCOUNT_URL: account.url, INTERNAL_TOKEN: internalToken });
    await started.service.start();
  });
  afterAll(async () => {
    await started.service.stop();
    await account.stop();
    await dropTestDatabase(started.config.dbName);
  });

  it('when a valid bearer token is sent, then req.identity carries its claims', async () => {
    const token = tokens.valid({ sub: 'u1', sid: 's1', role: 'manager', username: 'maria' });
    const res = await api().get('/api/me').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: 'u1', sid: 's1', role: 'manager', username: 'maria' });
  });

  it('when no token is sent to a protected route, then it answers 401 Not authenticated', async () => {
    const res = await api().get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not authenticated');
  });

  const badTokens: Array<[string, () => string]> = [
    ['expired', () => tokens.expired()],
    ['signed with another key', () => tokens.wrongKey()],
    ['from another issuer', () => tokens.wrongIssuer()],
    ['for another audience', () => tokens.wrongAudience()],
    ['HS256 signed with the public key', () => tokens.hmacWithPublicKey()],
    ['unsigned (alg none)', () => tokens.unsigned()],
    ['without an expiry', () => tokens.noExpiry()],
    ['tampered', () => tokens.tampered()],
    ['malformed', () => tokens.malformed()],
    ['with an unknown role', () => tokens.valid({ role: 'superuser' as never })],
  ];
  it.each(badTokens)('when the token is %s, then it answers 401', async (_name, make) => {
    const res = await api().get('/api/me').set('authorization', `Bearer ${make()}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not authenticated');
  });

  it('when the Authorization header is not a bearer token, then it answers 401', async () => {
    const res = await api().get('/api/me').set('authorization', 'Basic dXNlcjpwYXNz');
    expect(res.status).toBe(401);
  });

  it('when a customer calls a staff route, then it answers 403 Forbidden', async () => {
    const res = await api()
      .get('/api/staff-only')
      .set('authorization', `Bearer ${tokens.valid({ role: 'customer' })}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Forbidden');
  });

  it('when an employee calls a staff route, then it answers 200', async () => {
    const res = await api()
      .get('/api/staff-only')
      .set('authorization', `Bearer ${tokens.valid({ role: 'employee' })}`);
    expect(res.status).toBe(200);
  });

  it('when a signed-out caller calls a staff route, then it answers 401', async () => {
    expect((await api().get('/api/staff-only')).status).toBe(401);
  });

  it('when an internal route is called without x-internal-token, then it answers 401', async () => {
    const res = await api().get('/internal/ping');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Missing internal token');
  });

  it('when an internal route is called with a wrong token, then it answers 403', async () => {
    const res = await api()
      .get('/internal/ping')
      .set('x-internal-token', `${config().internalToken}x`);
    expect(res.status).toBe(403);
  });

  it('when an internal route is called with the shared token, then it answers 200', async () => {
    const res = await api().get('/internal/ping').set('x-internal-token', config().internalToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pong: true });
  });
});
