import {
  OFFLINE_TEST_CARDS,
  OFF_SESSION_DECLINE_TEST_CARD,
  PAYMENT_METHOD_NOT_FOUND_MESSAGE,
  SAVED_CARD_SETUP_PATH,
  cardSetupSchema,
  internalSavedCardSchema,
  membershipStatusSchema,
  savedPaymentMethodListSchema,
} from '@coffee/contracts';
import { newUserId } from '@coffee/service-defaults/testing';
import request from 'supertest';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';

const card = (number: string, expiry = '12 / 34') => ({ number, expiry, cvc: '123' });

describe('the card book: a card saved by any signed-in user, looked up by cart-checkout (offline provider)', () => {
  let membership: StartedMembership;

  const as = (userId: string) => {
    const auth = { authorization: `Bearer ${membership.tokens.valid({ sub: userId })}` };
    const url = membership.url;
    const post = (p: string, body?: object) => request(url).post(p).set(auth).send(body);
    return {
      post,
      list: async () =>
        savedPaymentMethodListSchema.parse(
          (await request(url).get('/api/payment-methods').set(auth).expect(200)).body,
        ),
      status: async () =>
        membershipStatusSchema.parse(
          (await request(url).get('/api/membership').set(auth).expect(200)).body,
        ),
      setup: async () =>
        cardSetupSchema.parse((await post(SAVED_CARD_SETUP_PATH).expect(200)).body),
      confirm: (clientSecret: string, typed: ReturnType<typeof card>) =>
        post('/api/offline-payments/confirm', { clientSecret, card: typed }),
    };
  };
  const lookUp = (userId: string, cardId: string) =>
    request(membership.url)
      .get(`/internal/users/${userId}/payment-methods/${cardId}`)
      .set('x-internal-token', membership.internalToken);

  /** A signed-in Standard customer (no membership, no payment owed). */
  const standardCustomer = () => {
    const id = newUserId();
    membership.account.addUser({ id, hasCompletedInitialPayment: true });
    return id;
  };
  /** A Standard customer's card saved through the card book's setup; its id. */
  const savedCard = async (userId: string, number: string = OFFLINE_TEST_CARDS.success) => {
    const me = as(userId);
    const { clientSecret } = await me.setup();
    await me
      .confirm(clientSecret, card(number))
      .expect(200, { status: 'succeeded', message: null });
    const found = (await me.list()).find((c) => c.last4 === number.slice(-4));
    return found!.id;
  };

  beforeAll(async () => {
    membership = await startMembership();
  });
  afterAll(async () => {
    await membership.stop();
  });

  it('when a Standard customer sets up a card offline, then it is listed as their default and no membership is made', async () => {
    const id = standardCustomer();
    const me = as(id);
    const setup = await me.setup();
    expect(setup).toEqual({
      provider: 'offline',
      clientSecret: expect.any(String),
      publishableKey: null,
    });
    await me
      .confirm(setup.clientSecret, card(OFFLINE_TEST_CARDS.success, '10 / 31'))
      .expect(200, { status: 'succeeded', message: null });

    expect(await me.list()).toEqual([
      {
        id: expect.stringMatching(/^offpm_[0-9a-f]{24}$/),
        brand: 'visa',
        last4: '4242',
        expMonth: 10,
        expYear: 2031,
        isDefault: true,
      },
    ]);
    const status = await me.status();
    expect(status).toMatchObject({ isDirectPlus: false, paymentMethod: null });
    expect(await membership.db.collection('memberships').countDocuments({ userId: id })).toBe(0);
    expect(await membership.db.collection('membership_events').countDocuments({ userId: id })).toBe(
      0,
    );
  });

  it('when the setup is asked again before it is confirmed, then the same secret comes back; a paid setup is not reused', async () => {
    const me = as(standardCustomer());
    const first = await me.setup();
    expect((await me.setup()).clientSecret).toBe(first.clientSecret);
    await me.confirm(first.clientSecret, card(OFFLINE_TEST_CARDS.success)).expect(200);
    expect((await me.setup()).clientSecret).not.toBe(first.clientSecret);
  });

  it('when the card is declined or past its expiry (4000 0000 0000 0341 too), then nothing is saved', async () => {
    const me = as(standardCustomer());
    const { clientSecret } = await me.setup();
    await me
      .confirm(clientSecret, card(OFFLINE_TEST_CARDS.declined))
      .expect(200, { status: 'failed', message: 'Your card was declined.' });
    await me
      .confirm(clientSecret, card(OFF_SESSION_DECLINE_TEST_CARD, '01 / 20'))
      .expect(200, { status: 'failed', message: "Your card's expiration date is in the past." });
    expect(await me.list()).toEqual([]);
  });

  it('when a card from 4000 0000 0000 0341 is saved, then it is listed and the lookup tells its off-session decline', async () => {
    const id = standardCustomer();
    const good = await savedCard(id);
    const failing = await savedCard(id, OFF_SESSION_DECLINE_TEST_CARD);

    // The first card stays the default: a card-book card takes it only when there is none.
    expect((await as(id).list()).map((c) => [c.id, c.isDefault])).toEqual([
      [good, true],
      [failing, false],
    ]);
    const res = await lookUp(id, failing).expect(200);
    expect(internalSavedCardSchema.parse(res.body)).toEqual({
      id: failing,
      brand: 'visa',
      last4: '0341',
      expMonth: 12,
      expYear: 2034,
      provider: 'offline',
      customerRef: null,
      offSessionDecline: 'Your card was declined.',
    });
    expect((await lookUp(id, good).expect(200)).body).toMatchObject({
      id: good,
      last4: '4242',
      offSessionDecline: null,
    });
  });

  it('when 4000 0000 0000 0341 pays a first Direct+ payment, then it is declined at once and not saved', async () => {
    const id = newUserId();
    membership.account.addUser({ id, hasCompletedInitialPayment: false });
    const me = as(id);
    const { clientSecret } = (await me.post('/api/create-directplus-payment').expect(200)).body;
    await me
      .confirm(clientSecret, card(OFF_SESSION_DECLINE_TEST_CARD))
      .expect(200, { status: 'failed', message: 'Your card was declined.' });
    expect(await me.list()).toEqual([]);
  });

  it('when someone else’s, an unknown or a malformed card is looked up, then 404 and nothing is told', async () => {
    const owner = standardCustomer();
    const theirs = await savedCard(owner);
    const me = standardCustomer();
    for (const cardId of [theirs, 'offpm_unknown', 'pm_123', 'x%20y', 'a.b', 'a'.repeat(101)]) {
      const res = await lookUp(me, cardId).expect(404);
      expect(res.body).toMatchObject({ message: PAYMENT_METHOD_NOT_FOUND_MESSAGE });
    }
    await lookUp(owner, theirs).expect(200);
  });

  it('when the lookup comes without or with a wrong internal token, or from a shopper, then it is refused', async () => {
    const id = standardCustomer();
    const cardId = await savedCard(id);
    const path = `/internal/users/${id}/payment-methods/${cardId}`;
    await request(membership.url).get(path).expect(401);
    await request(membership.url).get(path).set('x-internal-token', 'nope').expect(403);
    const shopper = `Bearer ${membership.tokens.valid({ sub: id })}`;
    const res = await request(membership.url).get(path).set('authorization', shopper);
    expect([401, 403]).toContain(res.status);
    await lookUp(id, cardId).query({ userId: 'x' }).expect(400);
  });

  it('when a body is sent, nobody is signed in or the account is gone, then the setup is refused and nothing is opened', async () => {
    await request(membership.url).post(SAVED_CARD_SETUP_PATH).expect(401);
    const deleted = newUserId();
    await as(deleted).post(SAVED_CARD_SETUP_PATH).expect(404);
    const id = standardCustomer();
    await as(id).post(SAVED_CARD_SETUP_PATH, { userId: 'someone' }).expect(400);
    for (const userId of [id, deleted])
      expect(await membership.db.collection('offline_payments').countDocuments({ userId })).toBe(0);
  });

  it('when a member updates their card, then it works as before, and a card-book card beside it changes neither their card nor their history', async () => {
    const id = newUserId();
    membership.account.addUser({ id, hasCompletedInitialPayment: false });
    const me = as(id);
    const pay = (await me.post('/api/create-directplus-payment').expect(200)).body.clientSecret;
    await me.confirm(pay, card(OFFLINE_TEST_CARDS.success)).expect(200);

    // A card for the card book first: not the membership's card, not a history line.
    const book = await me.setup();
    await me
      .confirm(book.clientSecret, card(OFFLINE_TEST_CARDS.success, '03 / 31'))
      .expect(200, { status: 'succeeded', message: null });
    expect((await me.status()).paymentMethod).toMatchObject({ last4: '4242', expYear: 2034 });

    // The member's own card update: a setup of its own (not the card book's secret).
    const update = cardSetupSchema.parse(
      (await me.post('/api/membership/payment-method').expect(200)).body,
    );
    expect(update.clientSecret).not.toBe(book.clientSecret);
    await me
      .confirm(update.clientSecret, card(OFFLINE_TEST_CARDS.requiresAuthentication, '10 / 31'))
      .expect(200, { status: 'requires_action', message: null });
    await me
      .post('/api/offline-payments/authenticate', {
        clientSecret: update.clientSecret,
        approve: true,
      })
      .expect(200, { status: 'succeeded', message: null });

    expect((await me.status()).paymentMethod).toEqual({
      brand: 'visa',
      last4: '3184',
      expMonth: 10,
      expYear: 2031,
    });
    const cards = await me.list();
    expect(cards.map((c) => [c.last4, c.expYear, c.isDefault])).toEqual([
      ['3184', 2031, true],
      ['4242', 2031, false],
      ['4242', 2034, false],
    ]);
    const history = await membership.db
      .collection('membership_events')
      .find({ userId: id })
      .sort({ at: 1 })
      .toArray();
    expect(history.map((e) => e.cause)).toEqual(['payment', 'card-update']);
  });
});
