import { Types } from 'mongoose';
import { accountHarness, bearer, setCookies } from './harness';

describe('PUT /api/profile/password and POST /api/profile/sign-out-everywhere', () => {
  const h = accountHarness({ LOGIN_MAX_FAILURES: '3' });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const change = (token: string, body: Record<string, unknown>) =>
    h.api().put('/api/profile/password').set(bearer(token)).send(body);
  const good = {
    currentPassword: 'Secret123!',
    newPassword: 'BrandNew456!',
    confirmPassword: 'BrandNew456!',
  };
  const signedIn = async (token: string) =>
    (await h.api().get('/api/user').set(bearer(token))).status;

  describe('change password', () => {
    it('when the current password is right, then the new one signs in, the old does not, other sessions end and this one stays', async () => {
      const { body, token } = await h.register();
      const laptop = await h.login(body.username);
      const phone = await h.login(body.username, 'Secret123!', true);
      const res = await change(token, good);
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/password has been changed/);
      expect(await signedIn(token)).toBe(200);
      expect(await signedIn(laptop.token)).toBe(401);
      expect(await signedIn(phone.token)).toBe(401);
      expect((await h.login(body.username, 'Secret123!')).res.status).toBe(401);
      expect((await h.login(body.username, 'BrandNew456!')).res.status).toBe(200);
    });

    it("when one user changes the password, then another user's sessions and password are untouched", async () => {
      const other = await h.register();
      const before = await h.users().findOne({ _id: new Types.ObjectId(other.user.id) });
      const { token } = await h.register();
      expect((await change(token, good)).status).toBe(200);
      expect(await signedIn(other.token)).toBe(200);
      const after = await h.users().findOne({ _id: new Types.ObjectId(other.user.id) });
      expect(after?.password).toBe(before?.password);
    });

    it('when the current password is wrong, then 400, nothing changes, and after the sign-in limit 429', async () => {
      const { body, token } = await h.register();
      const other = await h.login(body.username);
      const wrong = { ...good, currentPassword: 'Wrong-guess1' };
      for (let i = 0; i < 3; i += 1) {
        const res = await change(token, wrong);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Current password is incorrect');
      }
      const limited = await change(token, wrong);
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      // Counted like sign-in: the same address and username cannot sign in either.
      expect((await h.login(body.username)).res.status).toBe(429);
      expect(await signedIn(other.token)).toBe(200);
    });

    it.each([
      [
        { ...good, newPassword: 'short', confirmPassword: 'short' },
        'Password must be at least 8 characters',
      ],
      [{ ...good, confirmPassword: 'Different9!' }, 'Passwords do not match'],
      [{ ...good, confirmPassword: '' }, 'Please confirm your password'],
      [{ ...good, currentPassword: '' }, 'Current password is required'],
      [{ ...good, currentPassword: { $gt: '' } }, 'Current password must be a string'],
      [{ ...good, userId: new Types.ObjectId().toString() }, 'Unknown field: userId'],
    ])(
      'when the body is %j, then 400 with its message and the password stays',
      async (bad, message) => {
        const { body, token } = await h.register();
        const res = await change(token, bad);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
        expect((await h.login(body.username)).res.status).toBe(200);
      },
    );

    it('when signed out or the session was revoked, then 401', async () => {
      expect((await h.api().put('/api/profile/password').send(good)).status).toBe(401);
      const { token } = await h.register();
      await h.api().post('/api/logout').set(bearer(token));
      expect((await change(token, good)).status).toBe(401);
    });
  });

  describe('sign out everywhere', () => {
    it('when asked, then every session of the user ends, this one too, and the cookie is cleared', async () => {
      const { body, token } = await h.register();
      const other = await h.login(body.username, 'Secret123!', true);
      const res = await h.api().post('/api/profile/sign-out-everywhere').set(bearer(token));
      expect(res.status).toBe(200);
      const cleared = setCookies(res).find((c) => c.name === 'coffee_session');
      expect(cleared?.value).toBe('');
      expect(await signedIn(token)).toBe(401);
      expect(await signedIn(other.token)).toBe(401);
      // The password still works: only sessions ended.
      expect((await h.login(body.username)).res.status).toBe(200);
    });

    it("when one user signs out everywhere, then another user's sessions stay", async () => {
      const other = await h.register();
      const { token } = await h.register();
      await h.api().post('/api/profile/sign-out-everywhere').set(bearer(token));
      expect(await signedIn(other.token)).toBe(200);
    });

    it('when signed out, then 401; when a body is sent, then 400', async () => {
      expect((await h.api().post('/api/profile/sign-out-everywhere')).status).toBe(401);
      const { token } = await h.register();
      const res = await h
        .api()
        .post('/api/profile/sign-out-everywhere')
        .set(bearer(token))
        .send({ userId: 'x' });
      expect(res.status).toBe(400);
      expect(await signedIn(token)).toBe(200);
    });
  });
});
