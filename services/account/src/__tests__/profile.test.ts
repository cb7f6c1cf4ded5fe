import { publicUserSchema } from '@coffee/contracts';
import { createTestTokens } from '@coffee/service-defaults/testing';
import { Types } from 'mongoose';
import { accountHarness, bearer, decodeJwt } from './harness';
import { z } from 'zod';

describe('profile: GET/PUT /api/profile', () => {
  const h = accountHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const form = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Ada Lovelace',
    email: `${h.uniqueName('ada')}@example.com`,
    phone: '555-0100',
    address: '12 Analytical Way',
    city: 'London',
    state: 'Greater London',
    zipCode: 'N1 9GU',
    country: 'United Kingdom',
    ...overrides,
  });
  const stored = (id: string) => h.users().findOne({ _id: new Types.ObjectId(id) });

  it('when signed in, then GET answers the public user, as /api/user does', async () => {
    const { user, token } = await h.register({ fullName: 'Grace Hopper' });
    const res = await h.api().get('/api/profile').set(bearer(token));
    expect(res.status).toBe(200);
    expect(z.strictObject(publicUserSchema.shape).parse(res.body)).toEqual(user);
  });

  it('when signed out, with a revoked session or a deleted user, then 401', async () => {
    expect((await h.api().get('/api/profile')).status).toBe(401);
    expect((await h.api().put('/api/profile').send(form())).status).toBe(401);
    const a = await h.register();
    await h.api().post('/api/logout').set(bearer(a.token));
    expect((await h.api().get('/api/profile').set(bearer(a.token))).status).toBe(401);
    const b = await h.register();
    await h.users().deleteOne({ _id: new Types.ObjectId(b.user.id) });
    expect((await h.api().put('/api/profile').set(bearer(b.token)).send(form())).status).toBe(401);
  });

  it('when the form is saved, then every field is stored and /api/user shows it at once', async () => {
    const { user, token } = await h.register();
    // A new address waits for its verification (email-change.test.ts): the same one, in any case.
    const body = form({ email: `  ${(user.email as string).toUpperCase()} ` });
    const res = await h.api().put('/api/profile').set(bearer(token)).send(body);
    expect(res.status).toBe(200);
    expect(z.strictObject(publicUserSchema.shape).parse(res.body)).toMatchObject({
      id: user.id,
      username: user.username,
      fullName: 'Ada Lovelace',
      email: (body.email as string).trim().toLowerCase(),
      phone: '555-0100',
      address: '12 Analytical Way',
      city: 'London',
      state: 'Greater London',
      zipCode: 'N1 9GU',
      country: 'United Kingdom',
      role: 'customer',
    });
    const fresh = await h.api().get('/api/user').set(bearer(token));
    expect(fresh.body).toEqual(res.body);
  });

  it('when optional fields are empty, then they are cleared (country back to the default); left out, they stay', async () => {
    const { token } = await h.register();
    await h.api().put('/api/profile').set(bearer(token)).send(form());
    const cleared = await h
      .api()
      .put('/api/profile')
      .set(bearer(token))
      .send({ fullName: 'Ada', email: `${h.uniqueName()}@example.com`, phone: '', country: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      fullName: 'Ada',
      phone: null,
      country: 'United States',
      // Not sent: unchanged.
      address: '12 Analytical Way',
      city: 'London',
    });
  });

  it.each([
    [{ fullName: '' }, 'Full name is required'],
    [{ fullName: '   ' }, 'Full name is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: '' }, 'Invalid email address'],
    [{ phone: 'x'.repeat(31) }, 'Must be at most 30 characters'],
    [{ fullName: { $gt: '' } }, 'Full name must be a string'],
  ])(
    'when the form has %j, then 400 with the message and nothing changes',
    async (bad, message) => {
      const { user, token } = await h.register({ fullName: 'Before' });
      const res = await h.api().put('/api/profile').set(bearer(token)).send(form(bad));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await stored(user.id))?.fullName).toBe('Before');
    },
  );

  it('when fullName or email is missing, then 400 with the required message', async () => {
    const { token } = await h.register();
    const { fullName: _name, email: _email, ...rest } = form();
    const res = await h.api().put('/api/profile').set(bearer(token)).send(rest);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'fullName', message: 'Full name is required' },
        expect.objectContaining({ path: 'email' }),
      ]),
    );
  });

  it.each([
    ['role', 'admin'],
    ['isDirectPlus', true],
    ['username', 'someoneelse'],
    ['password', 'NewPassword1'],
    ['membershipNumber', '4716203958174'],
    ['hasCompletedInitialPayment', true],
    ['id', new Types.ObjectId().toString()],
  ])('when %s rides along, then 400 and nothing changes', async (field, value) => {
    const { user, token } = await h.register();
    const before = await stored(user.id);
    const res = await h
      .api()
      .put('/api/profile')
      .set(bearer(token))
      .send({ ...form(), [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Unknown field: ${field}`);
    expect(await stored(user.id)).toEqual(before);
  });

  it("when the email is another account's (any case), then 409 and neither account changes", async () => {
    const other = await h.register();
    const { user, token } = await h.register();
    const res = await h
      .api()
      .put('/api/profile')
      .set(bearer(token))
      .send(form({ email: other.user.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Username or email already exists');
    expect((await stored(user.id))?.email).toBe(user.email);
    expect((await stored(other.user.id))?.email).toBe(other.user.email);
  });

  it('when the email is kept (in another case), then it saves', async () => {
    const { user, token } = await h.register();
    const res = await h
      .api()
      .put('/api/profile')
      .set(bearer(token))
      .send(form({ email: user.email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(user.email);
  });

  it("when one user saves, then another user's profile is untouched", async () => {
    const other = await h.register({ fullName: 'Other Person', city: 'Paris' });
    const before = await stored(other.user.id);
    const { token } = await h.register();
    await h.api().put('/api/profile').set(bearer(token)).send(form());
    expect(await stored(other.user.id)).toEqual(before);
  });

  it("when a token names another user's session, then 401 and nothing is read or changed", async () => {
    const tokens = createTestTokens(h.keys);
    const victim = await h.register({ fullName: 'Victim' });
    const attacker = await h.register();
    const forged = tokens.valid({
      sub: victim.user.id,
      sid: decodeJwt(attacker.token).sid as string,
      username: victim.user.username,
    });
    expect((await h.api().get('/api/profile').set(bearer(forged))).status).toBe(401);
    const put = await h.api().put('/api/profile').set(bearer(forged)).send(form());
    expect(put.status).toBe(401);
    expect((await stored(victim.user.id))?.fullName).toBe('Victim');
  });
});
