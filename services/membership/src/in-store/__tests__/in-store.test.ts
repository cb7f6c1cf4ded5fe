import {
  INTERNAL_TOKEN_HEADER,
  MEMBERSHIP_ALREADY_REGISTERED_MESSAGE,
  MEMBERSHIP_NOT_FOUND_MESSAGE,
  TOO_MANY_VERIFICATIONS_MESSAGE,
} from '@coffee/contracts';
import { gatewayForwardHeaders, newUserId } from '@coffee/service-defaults/testing';
import request from 'supertest';
import {
  INSTANCES,
  startMembership,
  type StartedMembership,
} from '../../__tests__/start-membership';
import { IN_STORE_EXPIRED_MESSAGE } from '../domain/in-store-registration';
import { seedInStoreMemberships } from '../index';

let address = 0;
/** Each test speaks from its own address (as the gateway forwards it), so limits do not mix. */
const nextAddress = () => `203.0.113.${(address += 1)}`;

describe('in-store memberships: verify, then one online account per number', () => {
  let membership: StartedMembership;
  const verify = (body: object, from = nextAddress()) =>
    request(membership.url)
      .post('/api/verify-membership')
      .set(gatewayForwardHeaders(membership.service.ctx.config.internalToken, from))
      .send(body);
  const internal = (path: 'claim' | 'release', body: object, url = membership.url) =>
    request(url)
      .post(`/internal/in-store-memberships/${path}`)
      .set(INTERNAL_TOKEN_HEADER, membership.service.ctx.config.internalToken)
      .send(body);
  const collection = () => membership.db.collection('in_store_memberships');
  /** A fresh unclaimed membership of our own, so tests do not share one. */
  let serial = 0;
  const addMembership = async (overrides: Record<string, unknown> = {}) => {
    serial += 1;
    const doc = {
      membershipNumber: `2${String(serial).padStart(12, '0')}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      expiresAt: new Date(Date.now() + 100 * 86400000),
      ...overrides,
    };
    await collection().insertOne(doc);
    return doc;
  };

  const who = (m: { membershipNumber: string; firstName: string; lastName: string }) => ({
    membershipNumber: m.membershipNumber,
    firstName: m.firstName,
    lastName: m.lastName,
  });

  beforeAll(async () => {
    membership = await startMembership({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(() => membership.stop());

  it('when the service starts with demo data, then the README’s unclaimed memberships exist, once', async () => {
    expect(await collection().countDocuments({})).toBeGreaterThanOrEqual(6);
    expect(await collection().findOne({ membershipNumber: '1000000000001' })).toMatchObject({
      firstName: 'Maria',
      lastName: 'Garcia',
    });
  });

  it('when the demo data is seeded again, then nothing is added or changed', async () => {
    const before = await collection().find({}).sort({ membershipNumber: 1 }).toArray();
    await seedInStoreMemberships(membership.service.ctx);
    expect(await collection().find({}).sort({ membershipNumber: 1 }).toArray()).toEqual(before);
    expect(await collection().countDocuments({ membershipNumber: '1000000000001' })).toBe(1);
  });

  it('when the number and the name match as a person would type them, then verified', async () => {
    const m = await addMembership();
    const res = await verify({
      membershipNumber: ` ${m.membershipNumber} `,
      firstName: '  ada ',
      lastName: 'LOVELACE',
    }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Membership verified' });
  });

  it.each([
    [
      { membershipNumber: '123456789012', firstName: 'A', lastName: 'B' },
      'Membership number must be 13 or 17 digits',
    ],
    [
      { membershipNumber: '123456789012345678', firstName: 'A', lastName: 'B' },
      'Membership number must be 13 or 17 digits',
    ],
    [
      { membershipNumber: '12345678901a3', firstName: 'A', lastName: 'B' },
      'Membership number can only contain digits',
    ],
    [
      { membershipNumber: '1234567890123', firstName: ' ', lastName: 'B' },
      'First name is required',
    ],
    [{ membershipNumber: '1234567890123', firstName: 'A', lastName: '' }, 'Last name is required'],
    [{ membershipNumber: '1234567890123', firstName: 'A' }, 'Last name is required'],
    [
      { membershipNumber: '1234567890123', firstName: 'A', lastName: 'B', extra: 1 },
      'Unknown field: extra',
    ],
  ])('when sent %j, then 400 “%s”', async (body, message) => {
    expect((await verify(body).expect(400)).body.message).toBe(message);
  });

  it('when the name does not fit the number, then the same 404 as an unknown number', async () => {
    const m = await addMembership();
    const wrongName = await verify({ ...who(m), firstName: 'Grace' }).expect(404);
    const unknown = await verify({
      membershipNumber: '9999999999999',
      firstName: 'Ada',
      lastName: 'Lovelace',
    }).expect(404);
    expect(wrongName.body.message).toBe(MEMBERSHIP_NOT_FOUND_MESSAGE);
    expect(unknown.body.message).toBe(MEMBERSHIP_NOT_FOUND_MESSAGE);
  });

  it('when one number is guessed at 5 times from anywhere, then the 6th try is 429 with Retry-After, even with the right name', async () => {
    const m = await addMembership();
    for (let i = 0; i < 5; i += 1) await verify({ ...who(m), lastName: `Wrong${i}` }).expect(404);
    const blocked = await verify(who(m)).expect(429);
    expect(blocked.body.message).toBe(TOO_MANY_VERIFICATIONS_MESSAGE);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when one address guesses 10 numbers, then its 11th try is 429; another address is not blocked', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i += 1)
      await verify(
        {
          membershipNumber: `55555555555${String(i).padStart(2, '0')}`,
          firstName: 'A',
          lastName: 'B',
        },
        from,
      ).expect(404);
    const m = await addMembership();
    await verify(who(m), from).expect(429);
    await verify(who(m)).expect(200);
  });

  it('when the membership has run out, then it says so', async () => {
    const m = await addMembership({ expiresAt: new Date(Date.now() - 86400000) });
    expect((await verify(who(m)).expect(409)).body.message).toBe(IN_STORE_EXPIRED_MESSAGE);
  });

  // On one instance, and spread over two sharing the database.
  it.each(INSTANCES)(
    'when 20 new accounts claim one number at once on %s, then exactly one gets it, and the number then says it has an account',
    async (_name, count) => {
      const over = await membership.spread(count);
      const m = await addMembership();
      const fullName = 'Ada Lovelace';
      const userIds = Array.from({ length: 20 }, () => newUserId());
      const results = await Promise.all(
        userIds.map((userId, i) =>
          internal('claim', { membershipNumber: m.membershipNumber, fullName, userId }, over(i)),
        ),
      );
      const won = results.filter((r) => r.status === 200);
      expect(won).toHaveLength(1);
      expect(won[0]?.body).toEqual({
        membershipNumber: m.membershipNumber,
        expiresAt: m.expiresAt.toISOString(),
      });
      // The rest are refused: as taken, or (the throttle counts attempts in flight) as too many.
      expect(results.filter((r) => r.status === 409 || r.status === 429)).toHaveLength(19);
      expect(
        await membership.db
          .collection('in_store_claims')
          .find({ _id: m.membershipNumber as never })
          .toArray(),
      ).toEqual([
        expect.objectContaining({ userId: userIds[results.findIndex((r) => r.status === 200)] }),
      ]);
      expect((await verify(who(m)).expect(409)).body.message).toBe(
        MEMBERSHIP_ALREADY_REGISTERED_MESSAGE,
      );
    },
  );

  it('when a claim is released, then only by its claimant, and the number is free again', async () => {
    const m = await addMembership();
    const owner = newUserId();
    await internal('claim', {
      membershipNumber: m.membershipNumber,
      fullName: ' ada  LOVELACE ',
      userId: owner,
    }).expect(200);
    await internal('release', { membershipNumber: m.membershipNumber, userId: newUserId() }).expect(
      204,
    );
    await verify(who(m)).expect(409);
    await internal('release', { membershipNumber: m.membershipNumber, userId: owner }).expect(204);
    await verify(who(m)).expect(200);
  });

  it('when a claim names someone else, then 404 and the number stays free', async () => {
    const m = await addMembership();
    await internal('claim', {
      membershipNumber: m.membershipNumber,
      fullName: 'Grace Hopper',
      userId: newUserId(),
    }).expect(404);
    await verify(who(m)).expect(200);
  });

  it('when the claimant asks again (a retry), then it still holds the number; a lapsed membership cannot be claimed', async () => {
    const m = await addMembership();
    const userId = newUserId();
    const claim = { membershipNumber: m.membershipNumber, fullName: 'Ada Lovelace', userId };
    await internal('claim', claim).expect(200);
    await internal('claim', claim).expect(200);
    const lapsed = await addMembership({ expiresAt: new Date(Date.now() - 1000) });
    const refused = await internal('claim', {
      ...claim,
      membershipNumber: lapsed.membershipNumber,
    }).expect(409);
    expect(refused.body.message).toBe(IN_STORE_EXPIRED_MESSAGE);
    expect(
      await membership.db
        .collection('in_store_claims')
        .countDocuments({ _id: lapsed.membershipNumber as never }),
    ).toBe(0);
  });

  it.each([
    ['claim', { fullName: 'Ada Lovelace', userId: 'u1' }, 'Membership number is required'],
    [
      'claim',
      { membershipNumber: '12345', fullName: 'Ada Lovelace', userId: 'u1' },
      'Membership number must be 13 or 17 digits',
    ],
    [
      'claim',
      { membershipNumber: '1000000000001', fullName: 'Ada Lovelace', userId: 'u1', role: 'x' },
      'Unknown field: role',
    ],
    ['release', { membershipNumber: '1000000000001' }, 'User id is required'],
    [
      'release',
      { membershipNumber: '1000000000001', userId: 'u1', fullName: 'Ada Lovelace' },
      'Unknown field: fullName',
    ],
  ] as const)(
    'when %s is sent %j, then 400 “%s” and no claim changes',
    async (path, body, message) => {
      const claims = await membership.db.collection('in_store_claims').countDocuments({});
      expect((await internal(path, body).expect(400)).body.message).toBe(message);
      expect(await membership.db.collection('in_store_claims').countDocuments({})).toBe(claims);
    },
  );

  it('when the internal routes are called without the internal token, then 401', async () => {
    const m = await addMembership();
    await request(membership.url)
      .post('/internal/in-store-memberships/claim')
      .send({ membershipNumber: m.membershipNumber, fullName: 'Ada Lovelace', userId: newUserId() })
      .expect(401);
    await verify(who(m)).expect(200);
  });
});
