import { INTERNAL_TOKEN_HEADER, publicUserSchema } from '@coffee/contracts';
import { createTestTokens } from '@coffee/service-defaults/testing';
import { Types } from 'mongoose';
import { accountHarness, bearer, decodeJwt, setCookies } from './harness';
import { z } from 'zod';

describe('sessions: GET /api/user, POST /api/logout, /internal', () => {
  const h = accountHarness();
  const tokens = createTestTokens(h.keys);
  const internal = () => ({ [INTERNAL_TOKEN_HEADER]: h.config.internalToken });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  describe('GET /api/user', () => {
    it('when signed in, then it answers the public user', async () => {
      const { user, token } = await h.register();
      const res = await h.api().get('/api/user').set(bearer(token));
      expect(res.status).toBe(200);
      expect(z.strictObject(publicUserSchema.shape).parse(res.body)).toEqual(user);
    });

    it('when the user changed in the database, then the answer is fresh, not what the token says', async () => {
      const { user, token } = await h.register();
      await h.users().updateOne(
        { _id: new Types.ObjectId(user.id) },
        {
          $set: {
            isDirectPlus: true,
            directPlusExpiry: '2027-03-15',
            fullName: 'Renamed Person',
          },
        },
      );
      const res = await h.api().get('/api/user').set(bearer(token));
      expect(res.body).toMatchObject({ isDirectPlus: true, fullName: 'Renamed Person' });
      // Stored as text, answered as an ISO date-time.
      expect(res.body.directPlusExpiry).toBe(new Date('2027-03-15').toISOString());
    });

    it('when no token is sent, then 401 Not authenticated', async () => {
      const res = await h.api().get('/api/user');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Not authenticated');
    });

    it.each([
      ['expired', () => tokens.expired()],
      ['signed with another key', () => tokens.wrongKey()],
      ['tampered', () => tokens.tampered()],
      ['HS256 with the public key', () => tokens.hmacWithPublicKey()],
      ['unsigned', () => tokens.unsigned()],
      ['garbage', () => tokens.malformed()],
    ])('when the token is %s, then 401 Not authenticated', async (_case, make) => {
      const res = await h.api().get('/api/user').set(bearer(make()));
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Not authenticated');
    });

    it('when a correctly signed token names a session that does not exist, then 401', async () => {
      const { user } = await h.register();
      const forged = tokens.valid({
        sub: user.id,
        sid: 'no-such-session',
        username: user.username,
      });
      expect((await h.api().get('/api/user').set(bearer(forged))).status).toBe(401);
    });

    it("when a token names another user's session, then 401", async () => {
      const a = await h.register();
      const b = await h.register();
      const mixed = tokens.valid({
        sub: b.user.id,
        sid: decodeJwt(a.token).sid as string,
        username: b.user.username,
      });
      expect((await h.api().get('/api/user').set(bearer(mixed))).status).toBe(401);
    });

    it("when a token names the user's own session with another role, then 401", async () => {
      const { user, token } = await h.register();
      const elevated = tokens.valid({
        sub: user.id,
        sid: decodeJwt(token).sid as string,
        username: user.username,
        role: 'admin',
      });
      expect((await h.api().get('/api/user').set(bearer(elevated))).status).toBe(401);
      // The real token still works: the forged one did not end the session.
      expect((await h.api().get('/api/user').set(bearer(token))).status).toBe(200);
    });

    it('when the session has expired in the database, then 401', async () => {
      const { token } = await h.register();
      await h
        .sessions()
        .updateOne(
          { _id: decodeJwt(token).sid as never },
          { $set: { expiresAt: new Date(Date.now() - 1000) } },
        );
      expect((await h.api().get('/api/user').set(bearer(token))).status).toBe(401);
    });

    it('when the user has been deleted, then 401', async () => {
      const { user, token } = await h.register();
      await h.users().deleteOne({ _id: new Types.ObjectId(user.id) });
      expect((await h.api().get('/api/user').set(bearer(token))).status).toBe(401);
    });
  });

  describe('POST /api/logout', () => {
    it('when signed in, then it revokes the session, clears the cookie and the old token stops working', async () => {
      const { token } = await h.register();
      const sid = decodeJwt(token).sid as string;
      expect((await h.api().get(`/internal/sessions/${sid}`).set(internal())).body.active).toBe(
        true,
      );

      const res = await h.api().post('/api/logout').set(bearer(token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Signed out' });
      const cleared = setCookies(res).find((cookie) => cookie.name === 'coffee_session');
      expect(cleared?.value).toBe('');
      expect(new Date(String(cleared?.attributes.expires)).getTime()).toBeLessThan(Date.now());
      expect(cleared?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });

      expect((await h.api().get(`/internal/sessions/${sid}`).set(internal())).body.active).toBe(
        false,
      );
      const after = await h.api().get('/api/user').set(bearer(token));
      expect(after.status).toBe(401);
      expect(after.body.message).toBe('Not authenticated');
    });

    it('when one of two sessions signs out, then the other stays signed in', async () => {
      const { body, token } = await h.register();
      const other = await h.login(body.username, body.password as string);
      await h.api().post('/api/logout').set(bearer(token));
      expect((await h.api().get('/api/user').set(bearer(other.token))).status).toBe(200);
    });

    it.each([
      ['no token', {}],
      ['a garbage token', bearer('garbage')],
      ['an expired token', bearer(createTestTokens().expired())],
    ])(
      'when sent with %s, then it still answers 200 and clears the cookie',
      async (_case, headers) => {
        const res = await h.api().post('/api/logout').set(headers);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: 'Signed out' });
        expect(setCookies(res).find((cookie) => cookie.name === 'coffee_session')?.value).toBe('');
      },
    );

    it('when signing out twice with the same token, then both answer 200', async () => {
      const { token } = await h.register();
      expect((await h.api().post('/api/logout').set(bearer(token))).status).toBe(200);
      expect((await h.api().post('/api/logout').set(bearer(token))).status).toBe(200);
    });
  });

  describe('GET /internal/sessions/:sid', () => {
    it('when the session is live, then it answers active with the user id and role', async () => {
      const { user, token } = await h.register();
      const res = await h
        .api()
        .get(`/internal/sessions/${decodeJwt(token).sid as string}`)
        .set(internal());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ active: true, userId: user.id, role: 'customer' });
    });

    it('when the role changed since sign-in, then it answers the current role', async () => {
      const { user, token } = await h.register();
      await h
        .users()
        .updateOne({ _id: new Types.ObjectId(user.id) }, { $set: { role: 'employee' } });
      const res = await h
        .api()
        .get(`/internal/sessions/${decodeJwt(token).sid as string}`)
        .set(internal());
      expect(res.body.role).toBe('employee');
    });

    it('when the session has expired, then it answers inactive', async () => {
      const { token } = await h.register();
      const sid = decodeJwt(token).sid as string;
      await h
        .sessions()
        .updateOne({ _id: sid as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      expect((await h.api().get(`/internal/sessions/${sid}`).set(internal())).body.active).toBe(
        false,
      );
    });

    it.each(['unknown-session-id', 'bad%20id', 'x'.repeat(200)])(
      'when the session %s does not exist, then 404',
      async (sid) => {
        const res = await h.api().get(`/internal/sessions/${sid}`).set(internal());
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Session not found');
      },
    );

    it('when called without the internal token, then 401; with a wrong one, then 403', async () => {
      expect((await h.api().get('/internal/sessions/abc')).status).toBe(401);
      expect(
        (await h.api().get('/internal/sessions/abc').set(INTERNAL_TOKEN_HEADER, 'wrong')).status,
      ).toBe(403);
    });

    it('when a user presents a valid session token instead of the internal token, then 401', async () => {
      const { token } = await h.register();
      expect(
        (
          await h
            .api()
            .get(`/internal/sessions/${decodeJwt(token).sid as string}`)
            .set(bearer(token))
        ).status,
      ).toBe(401);
    });
  });

  describe('GET /internal/users/:id', () => {
    it('when the user exists, then it answers the public user without the password', async () => {
      const { user } = await h.register();
      const res = await h.api().get(`/internal/users/${user.id}`).set(internal());
      expect(res.status).toBe(200);
      expect(res.body).toEqual(user);
      expect(res.body).not.toHaveProperty('password');
    });

    it.each([new Types.ObjectId().toString(), 'not-an-id'])(
      'when %s is unknown, then 404',
      async (id) => {
        const res = await h.api().get(`/internal/users/${id}`).set(internal());
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('User not found');
      },
    );

    it('when called without the internal token, then 401', async () => {
      const { user } = await h.register();
      expect((await h.api().get(`/internal/users/${user.id}`)).status).toBe(401);
    });
  });

  describe('health', () => {
    it('when running, then /healthz and /readyz answer 200', async () => {
      expect((await h.api().get('/healthz')).status).toBe(200);
      expect((await h.api().get('/readyz')).status).toBe(200);
    });

    it('when an unknown route is asked, then 404 JSON', async () => {
      const res = await h.api().get('/api/nope');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Not found');
    });
  });
});
