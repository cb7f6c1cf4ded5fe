import { NEWSLETTER_NOT_YOURS_MESSAGE, preferencesSchema } from '@coffee/contracts';
import { Types } from 'mongoose';
import { accountHarness, bearer } from './harness';

describe('GET/PUT /api/profile/preferences', () => {
  const h = accountHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const get = (token: string) => h.api().get('/api/profile/preferences').set(bearer(token));
  const put = (token: string, body: unknown) =>
    h
      .api()
      .put('/api/profile/preferences')
      .set(bearer(token))
      .send(body as object);
  const rows = () => h.service.ctx.db.collection('email_subscriptions');
  const defaults = {
    notifications: {
      orderUpdates: true,
      directPlusReminders: true,
      newsletter: false,
      newDeviceSignIn: false,
    },
    cookies: { functional: true, analytics: true, marketing: false },
  };

  it('when nothing was chosen, then the spec defaults, newsletter off', async () => {
    const { token } = await h.register();
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(preferencesSchema.parse(res.body)).toEqual(defaults);
  });

  it("when the account's email signs up on the home page signed out, then newsletter reads off (pending: nobody confirmed it); signed in (any case), then on", async () => {
    const { user, token } = await h.register();
    await h.api().post('/api/newsletter').send({ email: user.email });
    expect((await get(token)).body.notifications.newsletter).toBe(false);
    await h
      .api()
      .post('/api/newsletter')
      .set(bearer(token))
      .send({ email: user.email.toUpperCase() });
    expect((await get(token)).body.notifications.newsletter).toBe(true);
  });

  // Issue 24: the tab read and changed the row of whatever email the profile named, unverified.
  it("when an account's profile email names someone else's subscription, then the tab neither reads nor changes it", async () => {
    const victim = `${h.uniqueName('victim')}@example.com`;
    await rows().insertOne({
      email: victim,
      firstName: 'Grace',
      lastName: null,
      isSubscribed: true,
      preferences: {},
      unsubscribeTokenHashes: ['0'.repeat(64)],
      accountId: null,
      pending: false,
      confirmationRequestedAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const before = await rows().findOne({ email: victim });
    const { user, token } = await h.register();
    // A changed email takes effect once its link is opened (email-verification.test.ts): here
    // the account's email is the victim's address as if that had happened.
    await h.users().updateOne({ _id: new Types.ObjectId(user.id) }, { $set: { email: victim } });
    expect((await get(token)).body.notifications.newsletter).toBe(false);
    const off = await put(token, { notifications: { newsletter: false } });
    expect(off.status).toBe(200);
    expect(await rows().findOne({ email: victim })).toEqual(before);
    const on = await put(token, { notifications: { newsletter: true, orderUpdates: false } });
    expect(on.status).toBe(409);
    expect(on.body).toMatchObject({
      message: NEWSLETTER_NOT_YOURS_MESSAGE,
      code: 'NEWSLETTER_NOT_YOURS',
    });
    // Refused as a whole: the other choice sent with it is not stored either.
    expect((await get(token)).body.notifications.orderUpdates).toBe(true);
    expect(await rows().findOne({ email: victim })).toEqual(before);
  });

  it('when the account changes its email after subscribing, then its subscription stays its own and follows the tab', async () => {
    const { user, token } = await h.register();
    expect((await put(token, { notifications: { newsletter: true } })).status).toBe(200);
    await h
      .api()
      .put('/api/profile')
      .set(bearer(token))
      .send({ fullName: 'Moved', email: `${h.uniqueName('moved')}@example.com` });
    expect((await get(token)).body.notifications.newsletter).toBe(true);
    await put(token, { notifications: { newsletter: false } });
    expect((await rows().findOne({ email: user.email }))?.isSubscribed).toBe(false);
    expect((await get(token)).body.notifications.newsletter).toBe(false);
  });

  it('when one part is changed, then only that choice changes and it is read back', async () => {
    const { token } = await h.register();
    const res = await put(token, { cookies: { marketing: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...defaults, cookies: { ...defaults.cookies, marketing: true } });
    await put(token, { notifications: { orderUpdates: false }, cookies: { analytics: false } });
    expect((await get(token)).body).toEqual({
      notifications: { ...defaults.notifications, orderUpdates: false },
      cookies: { functional: true, analytics: false, marketing: true },
    });
  });

  it('when newsletter is turned on and off, then the email_subscriptions row follows', async () => {
    const { user, token } = await h.register({ fullName: 'Ada King Lovelace' });
    const on = await put(token, { notifications: { newsletter: true } });
    expect(on.body.notifications.newsletter).toBe(true);
    const row = await rows().findOne({ email: user.email });
    expect(row).toMatchObject({
      isSubscribed: true,
      firstName: 'Ada',
      lastName: 'King Lovelace',
      accountId: user.id,
    });
    expect(row?.unsubscribeTokenHashes).toHaveLength(1);
    const off = await put(token, { notifications: { newsletter: false } });
    expect(off.body.notifications.newsletter).toBe(false);
    expect((await rows().findOne({ email: user.email }))?.isSubscribed).toBe(false);
    // Turning it on again keeps the row's link (an earlier mail's link keeps working).
    await put(token, { notifications: { newsletter: true } });
    const again = await rows().findOne({ email: user.email });
    expect(again?.unsubscribeTokenHashes).toEqual(row?.unsubscribeTokenHashes);
    expect(await rows().countDocuments({ email: user.email })).toBe(1);
  });

  it("when one user changes preferences, then another user's are untouched", async () => {
    const other = await h.register();
    await put(other.token, { notifications: { newsletter: true } });
    const { token } = await h.register();
    await put(token, {
      notifications: { orderUpdates: false, newsletter: false },
      cookies: { functional: false },
    });
    expect((await get(other.token)).body).toEqual({
      ...defaults,
      notifications: { ...defaults.notifications, newsletter: true },
    });
  });

  it.each([
    [{ cookies: { marketing: 'yes' } }],
    [{ cookies: { necessary: false } }],
    [{ notifications: { smsAlerts: true } }],
    [{ theme: 'dark' }],
    [{ cookies: { marketing: { $ne: null } } }],
    [[]],
  ])('when the body is %j, then 400 and nothing changes', async (body) => {
    const { user, token } = await h.register();
    const res = await put(token, body);
    expect(res.status).toBe(400);
    expect((await get(token)).body).toEqual(defaults);
    const doc = await h.users().findOne({ _id: new Types.ObjectId(user.id) });
    expect(doc?.preferences ?? {}).toEqual(
      expect.not.objectContaining({ theme: expect.anything() }),
    );
  });

  it('when signed out, then 401', async () => {
    expect((await h.api().get('/api/profile/preferences')).status).toBe(401);
    expect((await h.api().put('/api/profile/preferences').send({})).status).toBe(401);
  });
});
