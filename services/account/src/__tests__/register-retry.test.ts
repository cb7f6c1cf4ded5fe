import { randomBytes } from 'node:crypto';
import { TOO_MANY_ATTEMPTS_MESSAGE, USERNAME_TAKEN_MESSAGE } from '@coffee/contracts';
import { gatewayForwardHeaders } from '@coffee/service-defaults/testing';
import { accountHarness, bearer, decodeJwt, sessionCookie, sessionToken } from './harness';
import { startMembershipService, type MembershipService } from './membership-service';

/** A registration whose answer was lost (a 504 at the gateway) is retried: it must end signed in. */
describe('POST /api/register, sent again', () => {
  const h = accountHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  let address = 0;
  const register = (body: object, ip = `198.51.100.${(address += 1)}`) =>
    h.api().post('/api/register').set(gatewayForwardHeaders(h.config.internalToken, ip)).send(body);
  const validBody = (overrides: Record<string, unknown> = {}) => {
    const username = h.uniqueName('again');
    return { username, password: 'Secret123!', email: `${username}@example.com`, ...overrides };
  };

  it('when the same username, email and password come again, then it answers 201 with the same user and a new session', async () => {
    const body = validBody({ fullName: 'Ada Lovelace' });
    const first = await register(body);
    expect(first.status).toBe(201);
    const again = await register(body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const firstClaims = decodeJwt(sessionToken(first));
    const againClaims = decodeJwt(sessionToken(again));
    expect(againClaims.sub).toBe(first.body.id);
    expect(againClaims.sid).not.toBe(firstClaims.sid);
    expect(sessionCookie(again)?.attributes).toMatchObject({ httponly: true, path: '/' });
    const me = await h
      .api()
      .get('/api/user')
      .set(bearer(sessionToken(again)));
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(first.body.id);
    expect(await h.users().countDocuments({ usernameKey: body.username.toLowerCase() })).toBe(1);
  });

  it('when the retry writes the email or username in another case, then it still signs in', async () => {
    const body = validBody();
    const first = await register(body);
    const again = await register({
      ...body,
      username: body.username.toUpperCase(),
      email: body.email.toUpperCase(),
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
  });

  it.each([
    ['another password', { password: 'Other-pass1' }],
    ['another email', { email: 'someone.else@example.com' }],
  ])(
    'when the username comes again with %s, then 409 Username or email already exists and no session',
    async (_what, change) => {
      const body = validBody();
      await register(body);
      const res = await register({ ...body, ...change });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(USERNAME_TAKEN_MESSAGE);
      expect(sessionCookie(res)).toBeUndefined();
    },
  );

  it('when passwords are guessed through registration, then the sign-in throttle counts them: the 6th from an address is 429', async () => {
    const body = validBody();
    await register(body);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await register({ ...body, password: `Guess-${i}-pass` }, '198.51.100.200')).status,
      ).toBe(409);
    const blocked = await register(body, '198.51.100.200');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(sessionCookie(blocked)).toBeUndefined();
  });

  it('when two identical registrations arrive at once, then both end signed in as the one user made', async () => {
    const body = validBody();
    const results = await Promise.all([register(body), register(body)]);
    expect(results.map((res) => res.status)).toEqual([201, 201]);
    const [a, b] = results;
    expect(a?.body.id).toBe(b?.body.id);
    expect(decodeJwt(sessionToken(a!)).sub).toBe(a?.body.id);
    expect(decodeJwt(sessionToken(b!)).sub).toBe(a?.body.id);
    expect(decodeJwt(sessionToken(a!)).sid).not.toBe(decodeJwt(sessionToken(b!)).sid);
    expect(await h.users().countDocuments({ usernameKey: body.username.toLowerCase() })).toBe(1);
  });
});

describe('POST /api/register-membership, sent again', () => {
  const internalToken = randomBytes(24).toString('hex');
  let membership: MembershipService;
  let h: ReturnType<typeof accountHarness>;
  let serial = 0;
  const nextNumber = () => `4${String((serial += 1)).padStart(12, '0')}`;
  const post = (body: object) =>
    h
      .api()
      .post('/api/register-membership')
      .set(gatewayForwardHeaders(internalToken, '198.51.100.99'))
      .send(body);

  beforeAll(async () => {
    membership = await startMembershipService(internalToken);
    h = accountHarness({ MEMBERSHIP_URL: membership.url, INTERNAL_TOKEN: internalToken });
    await h.start();
  });
  afterAll(async () => {
    await h.stop();
    await membership.stop();
  });

  const body = (membershipNumber: string) => {
    const username = h.uniqueName('instore');
    return {
      email: `${username}@example.com`,
      username,
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      fullName: 'Ada Lovelace',
      membershipNumber,
    };
  };

  it('when the same registration with its number comes again, then it signs in to the account that holds the number', async () => {
    const m = await membership.addInStore(nextNumber());
    const b = body(m.membershipNumber);
    const first = await post(b);
    expect(first.status).toBe(201);
    const again = await post(b);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(decodeJwt(sessionToken(again)).sub).toBe(first.body.id);
    expect(await membership.claimant(m.membershipNumber)).toBe(first.body.id);
  });

  it('when the username comes again with another number or password, then 409 and the other number is not claimed', async () => {
    const m = await membership.addInStore(nextNumber());
    const other = await membership.addInStore(nextNumber());
    const b = body(m.membershipNumber);
    await post(b).expect(201);
    const res = await post({ ...b, membershipNumber: other.membershipNumber });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(USERNAME_TAKEN_MESSAGE);
    expect(await membership.claimant(other.membershipNumber)).toBeNull();
    const wrong = await post({ ...b, password: 'Other-pass1', confirmPassword: 'Other-pass1' });
    expect(wrong.status).toBe(409);
  });
});
