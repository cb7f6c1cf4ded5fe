import { createHash, randomBytes } from 'node:crypto';
import {
  NEWSLETTER_CONFIRM_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  newsletterSubscribeResponseSchema,
  newsletterUnsubscribeResponseSchema,
} from '@coffee/contracts';
import { accountHarness, bearer } from './harness';

const PENDING = { message: NEWSLETTER_CONFIRM_MESSAGE, status: 'pending' };
const SUBSCRIBED = { message: NEWSLETTER_SUBSCRIBED_MESSAGE, status: 'subscribed' };

describe('newsletter: POST /api/newsletter, POST /api/newsletter/unsubscribe', () => {
  const h = accountHarness({ NEWSLETTER_MAX_PER_EMAIL: '3', NEWSLETTER_MAX_PER_ADDRESS: '50' });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const rows = () => h.service.ctx.db.collection('email_subscriptions');
  const row = (email: string) => rows().findOne({ email });
  const subscribe = (body: Record<string, unknown>, token?: string) => {
    const req = h.api().post('/api/newsletter');
    return (token ? req.set(bearer(token)) : req).send(body);
  };
  const unsubscribe = (token: unknown) =>
    h.api().post('/api/newsletter/unsubscribe').send({ token });
  const email = () => `${h.uniqueName('news')}@example.com`;
  const hash = (token: string) => createHash('sha256').update(token).digest('hex');

  /** A row as its owner's emails would know it: the link's token is known to the test alone. */
  async function storedRow(address: string, fields: Record<string, unknown>) {
    const token = randomBytes(32).toString('base64url');
    await rows().insertOne({
      email: address,
      firstName: null,
      lastName: null,
      isSubscribed: true,
      preferences: {},
      unsubscribeTokenHashes: [hash(token)],
      accountId: null,
      pending: false,
      confirmationRequestedAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      ...fields,
    });
    return token;
  }

  describe('signed out (double opt-in)', () => {
    it('when a new address signs up, then a pending row is kept, not subscribed, and the answer asks to confirm with no link', async () => {
      const address = email();
      const res = await subscribe({ email: address, firstName: 'Ada', lastName: 'Lovelace' });
      expect(res.status).toBe(200);
      expect(newsletterSubscribeResponseSchema.parse(res.body)).toEqual(PENDING);
      expect(JSON.stringify(res.body)).not.toMatch(/token|unsubscribe/i);
      expect(await row(address)).toMatchObject({
        email: address,
        firstName: 'Ada',
        lastName: 'Lovelace',
        isSubscribed: false,
        pending: true,
        accountId: null,
        confirmationRequestedAt: expect.any(Date),
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
      });
      // The token of its future emails' link: only the hash is kept.
      expect((await row(address))?.unsubscribeTokenHashes).toEqual([
        expect.stringMatching(/^[0-9a-f]{64}$/),
      ]);
    });

    it("when someone signs up an address that is subscribed, then the same answer, and the row, its links and names are as before (issue 24: the answer held that row's working unsubscribe link)", async () => {
      const address = email();
      const token = await storedRow(address, { firstName: 'Grace' });
      const before = await row(address);
      const known = await subscribe({ email: address.toUpperCase(), firstName: 'Mallory' });
      const unknown = await subscribe({ email: email() });
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body).toEqual(PENDING);
      expect(await row(address)).toEqual(before);
      // The owner's own link still works, and is the only one.
      expect((await unsubscribe(token)).status).toBe(200);
    });

    it('when someone signs up an address that unsubscribed, then the same answer and it stays unsubscribed (issue 24: it was subscribed again)', async () => {
      const address = email();
      const token = await storedRow(address, {});
      expect((await unsubscribe(token)).status).toBe(200);
      const res = await subscribe({ email: address });
      expect(res.body).toEqual(PENDING);
      const after = await row(address);
      expect(after).toMatchObject({ isSubscribed: false, pending: false, accountId: null });
      // Asking again is noted for the confirmation mail, which alone may turn it back on.
      expect(after?.confirmationRequestedAt).toEqual(expect.any(Date));
    });

    it('when the same address signs up again in another case, or several times at once, then still one row', async () => {
      const address = email();
      const answers = await Promise.all([
        subscribe({ email: address }),
        subscribe({ email: `  ${address.toUpperCase()} ` }),
        subscribe({ email: address }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(await rows().countDocuments({ email: address })).toBe(1);
    });
  });

  describe('signed in', () => {
    it("when an account signs up its own email, then it is subscribed at once and the row is the account's", async () => {
      const { user, token } = await h.register();
      const res = await subscribe({ email: user.email.toUpperCase() }, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(SUBSCRIBED);
      expect(await row(user.email)).toMatchObject({
        isSubscribed: true,
        pending: false,
        accountId: user.id,
      });
      expect(
        (await h.api().get('/api/profile/preferences').set(bearer(token))).body.notifications,
      ).toMatchObject({ newsletter: true });
    });

    it('when an account signs up its own email that a signed-out sign-up left pending, then it takes that row', async () => {
      const { user, token } = await h.register();
      await subscribe({ email: user.email });
      expect((await subscribe({ email: user.email }, token)).body).toEqual(SUBSCRIBED);
      expect(await row(user.email)).toMatchObject({ isSubscribed: true, accountId: user.id });
      expect(await rows().countDocuments({ email: user.email })).toBe(1);
    });

    it("when an account signs up another's address, then the answer is the signed-out one and that row is untouched", async () => {
      const { token } = await h.register();
      const address = email();
      await storedRow(address, { isSubscribed: false });
      const before = await row(address);
      expect((await subscribe({ email: address }, token)).body).toEqual(PENDING);
      const after = await row(address);
      expect(after).toMatchObject({ isSubscribed: false, accountId: null });
      expect(after?.unsubscribeTokenHashes).toEqual(before?.unsubscribeTokenHashes);
    });

    it("when an account sets its profile email to someone's subscribed address and signs it up, then nothing of that row changes (issue 24)", async () => {
      const victim = email();
      await storedRow(victim, { isSubscribed: false });
      const { token } = await h.register();
      const changed = await h
        .api()
        .put('/api/profile')
        .set(bearer(token))
        .send({ fullName: 'Mallory', email: victim });
      expect(changed.status).toBe(200);
      expect((await subscribe({ email: victim }, token)).body).toEqual(PENDING);
      expect(await row(victim)).toMatchObject({ isSubscribed: false, accountId: null });
    });

    it('when the owner signs up again after unsubscribing by the link, then the row is subscribed again', async () => {
      const { user, token } = await h.register();
      const link = await storedRow(user.email, { accountId: user.id });
      expect((await unsubscribe(link)).status).toBe(200);
      expect((await subscribe({ email: user.email }, token)).body).toEqual(SUBSCRIBED);
      expect((await row(user.email))?.isSubscribed).toBe(true);
    });

    it('when the session was signed out, then the sign-up is treated as signed out', async () => {
      const { user, token } = await h.register();
      await h.api().post('/api/logout').set(bearer(token));
      expect((await subscribe({ email: user.email }, token)).body).toEqual(PENDING);
      expect(await row(user.email)).toMatchObject({ accountId: null, isSubscribed: false });
    });
  });

  describe('the unsubscribe link', () => {
    it('when the link is used, then the row is unsubscribed (again: still 200)', async () => {
      const address = email();
      const token = await storedRow(address, {});
      const res = await unsubscribe(token);
      expect(res.status).toBe(200);
      expect(newsletterUnsubscribeResponseSchema.parse(res.body).message).toMatch(/unsubscribed/);
      expect((await row(address))?.isSubscribed).toBe(false);
      expect((await unsubscribe(token)).status).toBe(200);
    });

    it("when one address's link is used, then other rows stay subscribed", async () => {
      const mine = await storedRow(email(), {});
      const other = email();
      await storedRow(other, {});
      await unsubscribe(mine);
      expect((await row(other))?.isSubscribed).toBe(true);
    });

    it('when a pending sign-up is refused with its link, then its owner can no longer be subscribed by taking it over', async () => {
      const { user, token } = await h.register();
      const link = await storedRow(user.email, { isSubscribed: false, pending: true });
      expect((await unsubscribe(link)).status).toBe(200);
      expect((await subscribe({ email: user.email }, token)).body).toEqual(PENDING);
      expect(await row(user.email)).toMatchObject({ isSubscribed: false, accountId: null });
    });

    it.each([
      ['an unknown token', 'A'.repeat(43)],
      ['a stored hash used as the token', 'hash'],
      ['an empty token', ''],
      ['an operator object', { $ne: null }],
      ['a number', 42],
    ])(
      'when unsubscribing with %s, then it is refused with the link message',
      async (_case, token) => {
        let sent = token;
        if (token === 'hash') sent = hash(await storedRow(email(), {}));
        const res = await unsubscribe(sent);
        expect([400, 404]).toContain(res.status);
        if (typeof sent === 'string' && sent !== '') expect(res.status).toBe(404);
        expect(res.body.message).toBe('This unsubscribe link is not valid.');
      },
    );
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: { $gt: '' } }, 'Email must be a string'],
    [{ email: 'a@example.com', isSubscribed: false }, 'Unknown field: isSubscribed'],
    [{ email: 'a@example.com', firstName: 'x'.repeat(101) }, 'Must be at most 100 characters'],
  ])('when subscribing with %j, then 400 and nothing is stored', async (body, message) => {
    const before = await rows().countDocuments();
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rows().countDocuments()).toBe(before);
  });

  it('when one address is subscribed too often, then 429 with Retry-After; another address still subscribes', async () => {
    const address = email();
    for (let i = 0; i < 3; i += 1) expect((await subscribe({ email: address })).status).toBe(200);
    const limited = await subscribe({ email: address });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many subscription requests. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await subscribe({ email: email() })).status).toBe(200);
  });
});

describe('newsletter: the per-client limit', () => {
  const h = accountHarness({ NEWSLETTER_MAX_PER_ADDRESS: '2' });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('when one client subscribes many addresses, then 429 past the limit', async () => {
    const send = () =>
      h
        .api()
        .post('/api/newsletter')
        .send({ email: `${h.uniqueName('n')}@example.com` });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });
});
