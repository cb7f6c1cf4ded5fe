import type { AddressInfo } from 'node:net';
import {
  INTERNAL_TOKEN_HEADER,
  MEMBERSHIP_ALREADY_REGISTERED_MESSAGE,
  MEMBERSHIP_NOT_FOUND_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  publicUserSchema,
} from '@coffee/contracts';
import express from 'express';
import { accountHarness, bearer, sessionToken } from './harness';

/**
 * The membership service's internal claim and release, as a real HTTP server behind the same
 * token, holding one in-store membership: the account service's side of the exchange is what
 * these tests are about (the membership service's own rules have their tests there, and the e2e
 * suite runs both for real).
 */
async function startClaims() {
  const calls: { path: string; body: Record<string, string> }[] = [];
  const held = new Map<string, string | null>([['1000000000001', null]]);
  let reply: { status: number; body: unknown } | null = null;
  const app = express();
  app.use(express.json());
  app.use((req, res, next) => {
    if (req.get(INTERNAL_TOKEN_HEADER) !== token) res.status(401).json({ message: 'no' });
    else next();
  });
  app.post('/internal/in-store-memberships/claim', (req, res) => {
    const body = req.body as Record<string, string>;
    calls.push({ path: 'claim', body });
    if (reply) return void res.status(reply.status).json(reply.body);
    const number = body.membershipNumber ?? '';
    if (!held.has(number) || body.fullName?.toLowerCase() !== 'maria garcia')
      return void res.status(404).json({ message: MEMBERSHIP_NOT_FOUND_MESSAGE, code: 'X' });
    if (held.get(number))
      return void res.status(409).json({ message: MEMBERSHIP_ALREADY_REGISTERED_MESSAGE });
    held.set(number, body.userId ?? '');
    res.json({ membershipNumber: number, expiresAt: '2099-05-01T00:00:00.000Z' });
  });
  app.post('/internal/in-store-memberships/release', (req, res) => {
    const body = req.body as Record<string, string>;
    calls.push({ path: 'release', body });
    if (held.get(body.membershipNumber ?? '') === body.userId)
      held.set(body.membershipNumber ?? '', null);
    res.status(204).end();
  });
  let token = '';
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    held,
    setToken: (t: string) => {
      token = t;
    },
    answer: (next: typeof reply) => {
      reply = next;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('POST /api/register-membership', () => {
  let claims: Awaited<ReturnType<typeof startClaims>>;
  let h: ReturnType<typeof accountHarness>;
  const body = (overrides: Record<string, unknown> = {}) => {
    const username = h.uniqueName('instore');
    return {
      email: `${username}@example.com`,
      username,
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      fullName: 'Maria Garcia',
      membershipNumber: '1000000000001',
      ...overrides,
    };
  };
  const post = (b: object) => h.api().post('/api/register-membership').send(b);

  beforeAll(async () => {
    claims = await startClaims();
    h = accountHarness({ MEMBERSHIP_URL: claims.url });
    claims.setToken(h.config.internalToken);
    await h.start();
  });
  afterEach(() => {
    claims.answer(null);
    claims.held.set('1000000000001', null);
    claims.calls.length = 0;
  });
  afterAll(async () => {
    await h.stop();
    await claims.stop();
  });

  it('when the number and name are verified, then the account is made as a member until the in-store end, signed in, and the number is its own', async () => {
    const b = body();
    const res = await post(b).expect(201);
    const user = publicUserSchema.strict().parse(res.body);
    expect(user).toMatchObject({
      username: b.username,
      email: b.email,
      fullName: 'Maria Garcia',
      membershipNumber: '1000000000001',
      isDirectPlus: true,
      directPlusExpiry: '2099-05-01T00:00:00.000Z',
      hasCompletedInitialPayment: true,
      role: 'customer',
    });
    // The claim named the account that was then made.
    expect(claims.calls).toEqual([
      {
        path: 'claim',
        body: { membershipNumber: '1000000000001', fullName: 'Maria Garcia', userId: user.id },
      },
    ]);
    expect(claims.held.get('1000000000001')).toBe(user.id);
    const me = await h
      .api()
      .get('/api/user')
      .set(bearer(sessionToken(res)))
      .expect(200);
    expect(me.body.id).toBe(user.id);
  });

  it.each([
    [{ membershipNumber: '123' }, 'Membership number must be 13 or 17 digits'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ confirmPassword: 'Different1!' }, 'Passwords do not match'],
    [{ role: 'admin' }, 'Unknown field: role'],
  ])('when sent %j, then 400 “%s”, nothing claimed or made', async (overrides, message) => {
    const b = body(overrides);
    expect((await post(b).expect(400)).body.message).toBe(message);
    expect(claims.calls).toEqual([]);
    expect(await h.users().countDocuments({ username: b.username })).toBe(0);
  });

  it.each([
    [404, MEMBERSHIP_NOT_FOUND_MESSAGE],
    [409, MEMBERSHIP_ALREADY_REGISTERED_MESSAGE],
    [429, 'Too many verification attempts. Please wait 15 minutes and try again.'],
  ])(
    'when the membership service refuses the claim with %i, then its message, and no account',
    async (status, message) => {
      claims.answer({ status, body: { message } });
      const b = body();
      const res = await post(b).expect(status);
      expect(res.body.message).toBe(message);
      expect(await h.users().countDocuments({ username: b.username })).toBe(0);
    },
  );

  it('when the membership service fails, then 503 readable and no account', async () => {
    claims.answer({ status: 500, body: { message: 'boom' } });
    const b = body();
    expect((await post(b).expect(503)).body.message).toBe('The membership service is unavailable');
    expect(await h.users().countDocuments({ username: b.username })).toBe(0);
  });

  it('when the username is taken, then the spec’s message and nothing is claimed', async () => {
    const { body: existing } = await h.register();
    const res = await post(body({ username: existing.username })).expect(409);
    expect(res.body.message).toBe(USERNAME_TAKEN_MESSAGE);
    expect(claims.calls).toEqual([]);
  });

  it('when a registration names a number the account cannot hold, then /api/register refuses typed-in numbers', async () => {
    const res = await h
      .api()
      .post('/api/register')
      .send({
        username: h.uniqueName(),
        password: 'Secret123!',
        email: `${h.uniqueName()}@example.com`,
        membershipNumber: '1000000000001',
      })
      .expect(400);
    expect(res.body.message).toBe('Register an in-store membership number at /register-membership');
  });
});
