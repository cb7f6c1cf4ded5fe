import { randomBytes } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@coffee/contracts';
import { Types } from 'mongoose';
import { startFakeForgetService, type FakeForgetService } from './fake-forget-services';
import { accountHarness, bearer, decodeJwt, setCookies } from './harness';

describe('DELETE /api/profile', () => {
  const internalToken = randomBytes(24).toString('hex');
  let catalog: FakeForgetService;
  let cartCheckout: FakeForgetService;
  let membership: FakeForgetService;
  let h: ReturnType<typeof accountHarness>;

  beforeAll(async () => {
    [catalog, cartCheckout, membership] = await Promise.all([
      startFakeForgetService(internalToken),
      startFakeForgetService(internalToken),
      startFakeForgetService(internalToken),
    ]);
    h = accountHarness({
      INTERNAL_TOKEN: internalToken,
      CATALOG_URL: catalog.url,
      CART_CHECKOUT_URL: cartCheckout.url,
      MEMBERSHIP_URL: membership.url,
      LOGIN_MAX_FAILURES: '3',
      SERVICE_TIMEOUT_MS: '1000',
    });
    await h.start();
  });
  afterAll(async () => {
    await h.stop();
    await Promise.all([catalog.stop(), cartCheckout.stop(), membership.stop()]);
  });
  afterEach(() => {
    for (const fake of [catalog, cartCheckout, membership]) delete fake.behaviour.reply;
  });

  const remove = (token: string, body: unknown = { password: 'Secret123!' }) =>
    h
      .api()
      .delete('/api/profile')
      .set(bearer(token))
      .send(body as object);
  const userDoc = (id: string) => h.users().findOne({ _id: new Types.ObjectId(id) });
  const rows = () => h.service.ctx.db.collection('email_subscriptions');
  /** The account's own newsletter subscription (the Notifications tab). */
  const subscribeOwn = async (token: string) => {
    const res = await h
      .api()
      .put('/api/profile/preferences')
      .set(bearer(token))
      .send({ notifications: { newsletter: true } });
    expect(res.status).toBe(200);
  };
  const forgotten = (fake: FakeForgetService, userId: string) =>
    fake.calls.filter((call) => call.userId === userId).length;

  it('when the password confirms it, then the other services forget the user, and the account, its sessions, cookie and newsletter row are gone', async () => {
    const { body, user, token } = await h.register();
    const other = await h.login(body.username, 'Secret123!', true);
    await subscribeOwn(token);
    const res = await remove(token).set(REQUEST_ID_HEADER, 'req-delete-1');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account has been deleted.');
    expect(setCookies(res).find((c) => c.name === 'coffee_session')?.value).toBe('');

    for (const fake of [catalog, cartCheckout, membership]) {
      expect(fake.calls.filter((c) => c.userId === user.id)).toEqual([
        { userId: user.id, requestId: 'req-delete-1' },
      ]);
    }
    expect(await userDoc(user.id)).toBeNull();
    expect(await rows().findOne({ email: user.email })).toBeNull();
    // The old sessions are refused everywhere: here, and to the gateway and other services.
    for (const t of [token, other.token]) {
      expect((await h.api().get('/api/user').set(bearer(t))).status).toBe(401);
      expect((await h.api().get('/api/profile').set(bearer(t))).status).toBe(401);
      const sid = decodeJwt(t).sid as string;
      const state = await h
        .api()
        .get(`/internal/sessions/${sid}`)
        .set(INTERNAL_TOKEN_HEADER, internalToken);
      expect(state.body.active).toBe(false);
    }
    // Its credentials now get sign-in's usual answer.
    const login = await h.login(body.username);
    expect(login.res.status).toBe(401);
    expect(login.res.body.message).toBe('Invalid username or password');
    // Username and email are free again.
    const again = await h.api().post('/api/register').send(body);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(user.id);
  });

  it("when one user deletes the account, then another user's account, sessions and newsletter row stay", async () => {
    const other = await h.register({ fullName: 'Stays Here' });
    await subscribeOwn(other.token);
    const before = await userDoc(other.user.id);
    const { user, token } = await h.register();
    expect((await remove(token)).status).toBe(200);
    expect(await userDoc(other.user.id)).toEqual(before);
    expect((await h.api().get('/api/user').set(bearer(other.token))).status).toBe(200);
    expect((await rows().findOne({ email: other.user.email }))?.isSubscribed).toBe(true);
    for (const fake of [catalog, cartCheckout, membership]) {
      expect(forgotten(fake, other.user.id)).toBe(0);
      expect(forgotten(fake, user.id)).toBe(1);
    }
  });

  it("when an account whose profile email names someone else's subscription is deleted, then that subscription stays (issue 24)", async () => {
    const victim = `${h.uniqueName('victim')}@example.com`;
    await h.api().post('/api/newsletter').send({ email: victim });
    const { token } = await h.register();
    const moved = await h
      .api()
      .put('/api/profile')
      .set(bearer(token))
      .send({ fullName: 'Mallory', email: victim });
    expect(moved.status).toBe(200);
    expect((await remove(token)).status).toBe(200);
    expect(await rows().findOne({ email: victim })).toMatchObject({ accountId: null });
  });

  it('when the password is wrong, then 400, nobody is asked to forget, nothing is deleted, and the sign-in limit applies', async () => {
    const { user, token } = await h.register();
    for (let i = 0; i < 3; i += 1) {
      const res = await remove(token, { password: 'Wrong-guess1' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Password is incorrect');
    }
    expect((await remove(token, { password: 'Wrong-guess1' })).status).toBe(429);
    expect(forgotten(catalog, user.id)).toBe(0);
    expect(await userDoc(user.id)).not.toBeNull();
    expect((await h.api().get('/api/user').set(bearer(token))).status).toBe(200);
  });

  it.each([
    ['catalog', () => catalog],
    ['cart-checkout', () => cartCheckout],
    ['membership', () => membership],
  ])(
    'when %s cannot forget the user, then 503, nothing is deleted, and a retry deletes',
    async (_name, failing) => {
      const { user, token } = await h.register();
      await subscribeOwn(token);
      failing().behaviour.reply = 500;
      const res = await remove(token);
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/could not be deleted right now/);
      expect(setCookies(res).find((c) => c.name === 'coffee_session')).toBeUndefined();
      expect(await userDoc(user.id)).not.toBeNull();
      expect((await rows().findOne({ email: user.email }))?.isSubscribed).toBe(true);
      expect((await h.api().get('/api/user').set(bearer(token))).status).toBe(200);

      delete failing().behaviour.reply;
      expect((await remove(token)).status).toBe(200);
      expect(await userDoc(user.id)).toBeNull();
      // Asked again on the retry: each side is idempotent.
      expect(forgotten(failing(), user.id)).toBe(2);
    },
  );

  it.each([
    [{}, 'Password is required'],
    [{ password: '' }, 'Password is required'],
    [{ password: { $gt: '' } }, 'Password must be a string'],
    [{ password: 'Secret123!', userId: new Types.ObjectId().toString() }, 'Unknown field: userId'],
  ])('when the body is %j, then 400 and nothing happens', async (bad, message) => {
    const { user, token } = await h.register();
    const res = await remove(token, bad);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(forgotten(membership, user.id)).toBe(0);
    expect(await userDoc(user.id)).not.toBeNull();
  });

  it('when signed out or the session was revoked, then 401 and nothing happens', async () => {
    expect((await h.api().delete('/api/profile').send({ password: 'Secret123!' })).status).toBe(
      401,
    );
    const { user, token } = await h.register();
    await h.api().post('/api/logout').set(bearer(token));
    expect((await remove(token)).status).toBe(401);
    expect(await userDoc(user.id)).not.toBeNull();
  });
});

describe('DELETE /api/profile with a service down', () => {
  const h = accountHarness({
    CATALOG_URL: 'http://127.0.0.1:9',
    CART_CHECKOUT_URL: 'http://127.0.0.1:9',
    MEMBERSHIP_URL: 'http://127.0.0.1:9',
    SERVICE_TIMEOUT_MS: '500',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('when no other service answers, then 503 and the account stays', async () => {
    const { user, token } = await h.register();
    const res = await h
      .api()
      .delete('/api/profile')
      .set(bearer(token))
      .send({ password: 'Secret123!' });
    expect(res.status).toBe(503);
    expect(await h.users().findOne({ _id: new Types.ObjectId(user.id) })).not.toBeNull();
  });
});
