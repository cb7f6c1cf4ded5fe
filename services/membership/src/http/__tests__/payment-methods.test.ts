import {
  OFFLINE_TEST_CARDS,
  PAYMENT_METHOD_NOT_FOUND_MESSAGE,
  membershipStatusSchema,
  savedPaymentMethodListSchema,
  type SavedPaymentMethod,
} from '@coffee/contracts';
import { newUserId } from '@coffee/service-defaults/testing';
import request from 'supertest';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';
import { offlineCardModel } from '../../data/offline/offline-card-model';

describe('saved payment methods and forgetting a user (offline provider)', () => {
  let membership: StartedMembership;

  const as = (userId: string) => {
    const auth = { authorization: `Bearer ${membership.tokens.valid({ sub: userId })}` };
    const url = membership.url;
    return {
      list: async () =>
        savedPaymentMethodListSchema.parse(
          (await request(url).get('/api/payment-methods').set(auth).expect(200)).body,
        ),
      get: (p: string) => request(url).get(p).set(auth),
      post: (p: string, body?: object) => request(url).post(p).set(auth).send(body),
      delete: (p: string) => request(url).delete(p).set(auth),
      status: async () =>
        membershipStatusSchema.parse(
          (await request(url).get('/api/membership').set(auth).expect(200)).body,
        ),
    };
  };
  const forget = (userId: string) =>
    request(membership.url)
      .post(`/internal/users/${userId}/forget`)
      .set('x-internal-token', membership.service.ctx.config.internalToken);

  /** A new customer who paid for Direct+ with the good test card (expiry 12/34). */
  const paidMember = async () => {
    const id = newUserId();
    membership.account.addUser({ id, hasCompletedInitialPayment: false });
    const me = as(id);
    const { clientSecret } = (await me.post('/api/create-directplus-payment').expect(200)).body;
    await me
      .post('/api/offline-payments/confirm', {
        clientSecret,
        card: { number: OFFLINE_TEST_CARDS.success, expiry: '12 / 34', cvc: '123' },
      })
      .expect(200, { status: 'succeeded', message: null });
    return id;
  };
  /** Another saved card for the user, older than the paid one. */
  const addCard = async (userId: string, last4: string, isDefault = false) => {
    const id = `offpm_test${last4}${Math.random().toString(36).slice(2, 8)}`;
    await offlineCardModel(membership.db).create({
      _id: id,
      userId,
      brand: 'mastercard',
      last4,
      expMonth: 3,
      expYear: 2031,
      isDefault,
      createdAt: new Date(Date.now() - 60_000),
    });
    return id;
  };

  beforeAll(async () => {
    membership = await startMembership();
  });
  afterAll(async () => {
    await membership.stop();
  });

  it('when no token is sent, then every route answers 401', async () => {
    await request(membership.url).get('/api/payment-methods').expect(401);
    await request(membership.url).post('/api/payment-methods/offpm_1/default').expect(401);
    await request(membership.url).delete('/api/payment-methods/offpm_1').expect(401);
  });

  it('when the user never saved a card, then the list is empty', async () => {
    expect(await as(newUserId()).list()).toEqual([]);
  });

  it('when the Direct+ payment went through, then its card is saved as the default', async () => {
    const id = await paidMember();
    const cards = await as(id).list();
    expect(cards).toEqual([
      {
        id: expect.stringMatching(/^offpm_[0-9a-f]{24}$/),
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
        isDefault: true,
      },
    ]);
  });

  it('when another card is made the default, then it leads the list and the membership shows it', async () => {
    const id = await paidMember();
    const other = await addCard(id, '4444');
    const [paid] = await as(id).list();
    expect(paid?.isDefault).toBe(true);

    const res = await as(id).post(`/api/payment-methods/${other}/default`).expect(200);
    const after = savedPaymentMethodListSchema.parse(res.body);
    expect(after.map((c: SavedPaymentMethod) => [c.id, c.isDefault])).toEqual([
      [other, true],
      [paid?.id, false],
    ]);
    expect((await as(id).status()).paymentMethod).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2031,
    });
    // Asking again changes nothing.
    await as(id).post(`/api/payment-methods/${other}/default`, {}).expect(200);
    expect((await as(id).list()).filter((c) => c.isDefault)).toHaveLength(1);
  });

  it('when the default card is removed, then the membership shows no card; removing another keeps the default', async () => {
    const id = await paidMember();
    const spare = await addCard(id, '5555');
    const [paid] = await as(id).list();
    await as(id).delete(`/api/payment-methods/${spare}`).expect(204);
    expect((await as(id).list()).map((c) => c.id)).toEqual([paid?.id]);
    expect((await as(id).status()).paymentMethod).toMatchObject({ last4: '4242' });

    await as(id).delete(`/api/payment-methods/${paid?.id}`).expect(204);
    expect(await as(id).list()).toEqual([]);
    expect((await as(id).status()).paymentMethod).toBeNull();
  });

  it('when someone else’s card, an unknown or a malformed id is used, then 404 and nothing changes', async () => {
    const owner = await paidMember();
    const [theirs] = await as(owner).list();
    const me = newUserId();
    await addCard(me, '1111', true);
    for (const cardId of [theirs!.id, 'offpm_unknown', 'pm_123']) {
      const set = await as(me).post(`/api/payment-methods/${cardId}/default`).expect(404);
      expect(set.body.message).toBe(PAYMENT_METHOD_NOT_FOUND_MESSAGE);
      const del = await as(me).delete(`/api/payment-methods/${cardId}`).expect(404);
      expect(del.body.message).toBe(PAYMENT_METHOD_NOT_FOUND_MESSAGE);
    }
    for (const bad of ['x%20y', 'a.b', `${'a'.repeat(101)}`])
      await as(me).delete(`/api/payment-methods/${bad}`).expect(400);
    expect(await as(owner).list()).toEqual([theirs]);
    expect((await as(me).list()).map((c) => c.last4)).toEqual(['1111']);
  });

  it('when a query or a body is sent where none belongs, then 400', async () => {
    const me = as(newUserId());
    await me.get('/api/payment-methods?userId=x').expect(400);
    const cardId = await addCard(newUserId(), '2222');
    await me.post(`/api/payment-methods/${cardId}/default`, { userId: 'x' }).expect(400);
  });

  describe('POST /internal/users/:userId/forget', () => {
    it('when no or a wrong internal token is sent, then 401 / 403 and nothing changes', async () => {
      const id = await paidMember();
      await request(membership.url).post(`/internal/users/${id}/forget`).expect(401);
      await request(membership.url)
        .post(`/internal/users/${id}/forget`)
        .set('x-internal-token', 'nope')
        .expect(403);
      expect(await as(id).list()).toHaveLength(1);
    });

    it('when a paying member is forgotten, then the membership ends at once, cards go, history stays; a bystander is untouched', async () => {
      const id = await paidMember();
      await addCard(id, '3333');
      const bystander = await paidMember();
      const before = Date.now();

      await forget(id).expect(200, { forgotten: true });

      expect(await as(id).list()).toEqual([]);
      const record = await membership.db.collection('memberships').findOne({ userId: id });
      expect(record).toMatchObject({
        paymentMethod: null,
        cancelAtPeriodEnd: true,
        renewsAs: null,
        billingPeriod: 'annual',
      });
      expect((record?.paidThrough as Date).getTime()).toBeLessThanOrEqual(Date.now());
      expect((record?.paidThrough as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const history = await membership.db
        .collection('membership_events')
        .find({ userId: id })
        .sort({ at: 1 })
        .toArray();
      expect(history.map((e) => e.cause)).toEqual(['payment', 'cancellation']);

      expect(await as(bystander).list()).toHaveLength(1);
      expect((await as(bystander).status()).state).toBe('active');
    });

    it('when it is repeated, or the user was never a member, then it answers the same and writes no second history line', async () => {
      const id = await paidMember();
      await forget(id).expect(200, { forgotten: true });
      await forget(id).expect(200, { forgotten: true });
      await forget(newUserId()).expect(200, { forgotten: true });
      expect(
        await membership.db.collection('membership_events').countDocuments({ userId: id }),
      ).toBe(2);
    });

    it('when the user id is too long or a query is added, then 400', async () => {
      const token = membership.service.ctx.config.internalToken;
      await request(membership.url)
        .post(`/internal/users/${'u'.repeat(65)}/forget`)
        .set('x-internal-token', token)
        .expect(400);
      await request(membership.url)
        .post('/internal/users/u1/forget?now=1')
        .set('x-internal-token', token)
        .expect(400);
      await request(membership.url)
        .post('/internal/users/u1/forget')
        .set('x-internal-token', token)
        .send({ everything: true })
        .expect(400);
    });
  });
});
