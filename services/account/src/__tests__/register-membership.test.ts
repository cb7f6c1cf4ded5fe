import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import {
  ACCOUNT_DISABLED_MESSAGE,
  INTERNAL_TOKEN_HEADER,
  MEMBERSHIP_ALREADY_REGISTERED_MESSAGE,
  MEMBERSHIP_NOT_FOUND_MESSAGE,
  TOO_MANY_VERIFICATIONS_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  publicUserSchema,
} from '@coffee/contracts';
import { fixedClock } from '@coffee/service-defaults';
import { Types } from 'mongoose';
import { gatewayForwardHeaders } from '@coffee/service-defaults/testing';
import { accountHarness, bearer, sessionCookie, sessionToken } from './harness';
import { startMembershipService, type MembershipService } from './membership-service';
import { z } from 'zod';

let address = 0;
/** Each request speaks from its own address (as the gateway forwards it, with its proof) unless told. */
const nextAddress = () => `198.51.100.${(address += 1)}`;
let serial = 0;
/** A 13-digit in-store number no other test uses. */
const nextNumber = () => `3${String((serial += 1)).padStart(12, '0')}`;

/** A port nothing listens on: the membership service is down. */
async function closedPortUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('POST /api/register-membership, against the real membership service', () => {
  const internalToken = randomBytes(24).toString('hex');
  const clock = fixedClock(new Date());
  let membership: MembershipService;
  let h: ReturnType<typeof accountHarness>;

  const body = (overrides: Record<string, unknown> = {}) => {
    const username = h.uniqueName('instore');
    return {
      email: `${username}@example.com`,
      username,
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      fullName: 'Ada Lovelace',
      membershipNumber: '9999999999999',
      ...overrides,
    };
  };
  const post = (b: object, from = nextAddress()) =>
    h
      .api()
      .post('/api/register-membership')
      .set(gatewayForwardHeaders(internalToken, from))
      .send(b);
  const accountsFor = (membershipNumber: string) => h.users().countDocuments({ membershipNumber });

  beforeAll(async () => {
    membership = await startMembershipService(internalToken);
    h = accountHarness(
      { MEMBERSHIP_URL: membership.url, INTERNAL_TOKEN: internalToken },
      { clock },
    );
    await h.start();
  });
  afterEach(() => clock.set(new Date()));
  afterAll(async () => {
    await h.stop();
    await membership.stop();
  });

  it('when the number and name are verified, then the account is a member until the in-store end, signed in like /api/register, and holds the number', async () => {
    const m = await membership.addInStore(nextNumber());
    const b = body({ membershipNumber: m.membershipNumber, fullName: '  ada   LOVELACE ' });
    const res = await post(b).expect(201);
    const user = z.strictObject(publicUserSchema.shape).parse(res.body);
    expect(user).toMatchObject({
      username: b.username,
      email: b.email,
      fullName: 'ada   LOVELACE',
      membershipNumber: m.membershipNumber,
      isDirectPlus: true,
      directPlusExpiry: m.expiresAt.toISOString(),
      hasCompletedInitialPayment: true,
      role: 'customer',
    });
    expect(sessionCookie(res)?.attributes).toMatchObject({
      httponly: true,
      samesite: 'Lax',
      path: '/',
    });
    expect(await membership.claimant(m.membershipNumber)).toBe(user.id);
    const me = await h
      .api()
      .get('/api/user')
      .set(bearer(sessionToken(res)))
      .expect(200);
    expect(me.body).toEqual(user);
    const internal = await h
      .api()
      .get(`/internal/users/${user.id}`)
      .set(INTERNAL_TOKEN_HEADER, internalToken)
      .expect(200);
    expect(internal.body.isDirectPlus).toBe(true);
  });

  it('when a disabled account sends its registration again, then 403 and no session', async () => {
    const m = await membership.addInStore(nextNumber());
    const sent = body({ membershipNumber: m.membershipNumber });
    const res = await post(sent).expect(201);
    await h
      .users()
      .updateOne({ _id: new Types.ObjectId(res.body.id as string) }, { $set: { disabled: true } });
    const again = await post(sent);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(ACCOUNT_DISABLED_MESSAGE);
    expect(sessionCookie(again)).toBeUndefined();
  });

  it('when a README demo membership is registered, then it works as documented', async () => {
    const res = await post(
      body({ membershipNumber: '1000000000002', fullName: 'James Chen' }),
    ).expect(201);
    expect(res.body).toMatchObject({ membershipNumber: '1000000000002', isDirectPlus: true });
  });

  it('when the in-store membership’s end passes on the clock, then the account reads Standard on the next request', async () => {
    const m = await membership.addInStore(nextNumber());
    const res = await post(body({ membershipNumber: m.membershipNumber })).expect(201);
    clock.set(new Date(m.expiresAt.getTime() + 1000));
    const me = await h
      .api()
      .get('/api/user')
      .set(bearer(sessionToken(res)))
      .expect(200);
    expect(me.body).toMatchObject({
      isDirectPlus: false,
      membershipNumber: m.membershipNumber,
      directPlusExpiry: m.expiresAt.toISOString(),
    });
  });

  it.each([
    [{ membershipNumber: '123456789012' }, 'Membership number must be 13 or 17 digits'],
    [{ membershipNumber: '123456789012345678' }, 'Membership number must be 13 or 17 digits'],
    [{ membershipNumber: '12345678901a3' }, 'Membership number can only contain digits'],
    [{ membershipNumber: undefined }, 'Membership number is required'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ confirmPassword: 'Different1!' }, 'Passwords do not match'],
    [{ confirmPassword: 'short' }, 'Please confirm your password'],
    // The contract gives this one no words of its own (the page sends the verified names).
    [{ fullName: 'Al' }, 'Too small: expected string to have >=3 characters'],
    [{ fullName: undefined }, 'Full name is required'],
    [{ role: 'admin' }, 'Unknown field: role'],
    [{ isDirectPlus: true }, 'Unknown field: isDirectPlus'],
  ])('when sent %j, then 400 “%s”, nothing claimed or made', async (overrides, message) => {
    const m = await membership.addInStore(nextNumber());
    const b = body({ membershipNumber: m.membershipNumber, ...overrides });
    expect((await post(b).expect(400)).body.message).toBe(message);
    expect(await membership.claimant(m.membershipNumber)).toBeNull();
    expect(await h.users().countDocuments({ username: b.username })).toBe(0);
  });

  it('when the name does not fit the number, or the number is unknown, then 404 with the membership service’s message and no account', async () => {
    const m = await membership.addInStore(nextNumber());
    const wrongName = body({ membershipNumber: m.membershipNumber, fullName: 'Grace Hopper' });
    expect((await post(wrongName).expect(404)).body.message).toBe(MEMBERSHIP_NOT_FOUND_MESSAGE);
    const unknown = body({ membershipNumber: nextNumber() });
    expect((await post(unknown).expect(404)).body.message).toBe(MEMBERSHIP_NOT_FOUND_MESSAGE);
    expect(await membership.claimant(m.membershipNumber)).toBeNull();
    expect(await h.users().countDocuments({ username: wrongName.username })).toBe(0);
  });

  it('when the number already has an online account, then 409 with the membership service’s message and no second account', async () => {
    const m = await membership.addInStore(nextNumber());
    const first = await post(body({ membershipNumber: m.membershipNumber })).expect(201);
    const second = body({ membershipNumber: m.membershipNumber });
    expect((await post(second).expect(409)).body.message).toBe(
      MEMBERSHIP_ALREADY_REGISTERED_MESSAGE,
    );
    expect(await membership.claimant(m.membershipNumber)).toBe(first.body.id);
    expect(await accountsFor(m.membershipNumber)).toBe(1);
  });

  it('when 20 accounts register one number at once, then exactly one is made and it holds the number', async () => {
    const m = await membership.addInStore(nextNumber());
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post(body({ membershipNumber: m.membershipNumber }))),
    );
    const made = results.filter((r) => r.status === 201);
    expect(made).toHaveLength(1);
    // The rest: taken, or too many tries at that number at once (the throttle counts those in flight).
    expect(results.filter((r) => r.status === 409 || r.status === 429)).toHaveLength(19);
    expect(await accountsFor(m.membershipNumber)).toBe(1);
    expect(await membership.claimant(m.membershipNumber)).toBe(made[0]?.body.id);
  });

  it('when the username is taken, then the spec’s 409 and the number is not claimed', async () => {
    const { body: existing } = await h.register();
    const m = await membership.addInStore(nextNumber());
    const res = await post(
      body({ username: existing.username, membershipNumber: m.membershipNumber }),
    ).expect(409);
    expect(res.body.message).toBe(USERNAME_TAKEN_MESSAGE);
    expect(await membership.claimant(m.membershipNumber)).toBeNull();
  });

  it('when registrations with one username race, then one account is made and every other claimed number is given back', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 5 }, () => membership.addInStore(nextNumber())),
    );
    const username = h.uniqueName('race');
    const results = await Promise.all(
      numbers.map((m, i) =>
        post(
          body({
            username,
            email: `${username}${i}@example.com`,
            membershipNumber: m.membershipNumber,
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((res) => res.status === 409))
      expect(r.body.message).toBe(USERNAME_TAKEN_MESSAGE);
    const winner = results.findIndex((r) => r.status === 201);
    const holders = await Promise.all(numbers.map((m) => membership.claimant(m.membershipNumber)));
    expect(holders).toEqual(numbers.map((_, i) => (i === winner ? results[i]?.body.id : null)));
    // A given-back number can be registered after all.
    const loser = numbers[winner === 0 ? 1 : 0]!;
    await post(body({ membershipNumber: loser.membershipNumber })).expect(201);
  });

  it('when one number is guessed at 5 times, then the 6th try is 429 with Retry-After, even with the right name', async () => {
    const m = await membership.addInStore(nextNumber());
    for (let i = 0; i < 5; i += 1)
      await post(body({ membershipNumber: m.membershipNumber, fullName: `Ada Wrong${i}` })).expect(
        404,
      );
    const blocked = await post(body({ membershipNumber: m.membershipNumber })).expect(429);
    expect(blocked.body.message).toBe(TOO_MANY_VERIFICATIONS_MESSAGE);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await accountsFor(m.membershipNumber)).toBe(0);
  });

  it('when one address guesses 10 numbers, then its 11th try is 429 with Retry-After; another address is not blocked', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i += 1)
      await post(body({ membershipNumber: nextNumber() }), from).expect(404);
    const m = await membership.addInStore(nextNumber());
    const blocked = await post(body({ membershipNumber: m.membershipNumber }), from).expect(429);
    expect(blocked.body.message).toBe(TOO_MANY_VERIFICATIONS_MESSAGE);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await membership.claimant(m.membershipNumber)).toBeNull();
    await post(body({ membershipNumber: m.membershipNumber })).expect(201);
  });

  it('when an address registers numbers that are right but taken, then that is no guess and it is not blocked', async () => {
    const from = nextAddress();
    const m = await membership.addInStore(nextNumber());
    await post(body({ membershipNumber: m.membershipNumber })).expect(201);
    for (let i = 0; i < 12; i += 1)
      await post(body({ membershipNumber: m.membershipNumber }), from).expect(409);
  });

  it('when a registration names a number, then /api/register refuses it and points to /register-membership', async () => {
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

describe('POST /api/register-membership when the membership service is down', () => {
  let h: ReturnType<typeof accountHarness>;
  beforeAll(async () => {
    h = accountHarness({ MEMBERSHIP_URL: await closedPortUrl() });
    await h.start();
  });
  afterAll(() => h.stop());

  it('when the claim cannot be made, then 503 with a readable message and no account', async () => {
    const username = h.uniqueName('down');
    const res = await h
      .api()
      .post('/api/register-membership')
      .send({
        email: `${username}@example.com`,
        username,
        password: 'Secret123!',
        confirmPassword: 'Secret123!',
        fullName: 'Maria Garcia',
        membershipNumber: '1000000000001',
      })
      .expect(503);
    expect(res.body.message).toBe('The membership service is unavailable');
    expect(await h.users().countDocuments({ username })).toBe(0);
  });
});
