import {
  INVALID_CREDENTIALS_MESSAGE,
  publicUserSchema,
  REMEMBER_ME_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@coffee/contracts';
import { gatewayForwardHeaders } from '@coffee/service-defaults/testing';
import {
  accountHarness,
  bearer,
  decodeJwt,
  sessionCookie,
  TEST_LOGIN_WINDOW_MS,
  waitOutRetryAfter,
} from './harness';
import { z } from 'zod';

describe('POST /api/login', () => {
  const h = accountHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  describe('when the credentials are right', () => {
    it('then it answers 200 with the public user and a browser-session cookie holding a 12 h token', async () => {
      const { body, user } = await h.register();
      const res = await h
        .api()
        .post('/api/login')
        .send({ username: body.username, password: body.password });
      expect(res.status).toBe(200);
      expect(z.strictObject(publicUserSchema.shape).parse(res.body)).toEqual(user);
      const cookie = sessionCookie(res);
      expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
      expect(cookie?.attributes).not.toHaveProperty('max-age');
      expect(cookie?.attributes).not.toHaveProperty('expires');
      const claims = decodeJwt(cookie?.value ?? '');
      expect(claims).toMatchObject({
        sub: user.id,
        role: 'customer',
        username: body.username,
        iss: 'coffee-shop/account',
        aud: 'coffee-shop',
      });
      expect(claims.jti).toBe(claims.sid);
      expect((claims.exp as number) - (claims.iat as number)).toBe(SESSION_TTL_SECONDS);
    });

    it("when 'Keep me signed in' is chosen, then the cookie persists for 30 days and so does the token", async () => {
      const { body } = await h.register();
      const res = await h
        .api()
        .post('/api/login')
        .send({ username: body.username, password: body.password, rememberMe: true });
      expect(res.status).toBe(200);
      const cookie = sessionCookie(res);
      expect(Number(cookie?.attributes['max-age'])).toBeGreaterThan(REMEMBER_ME_TTL_SECONDS - 5);
      expect(Number(cookie?.attributes['max-age'])).toBeLessThanOrEqual(REMEMBER_ME_TTL_SECONDS);
      const claims = decodeJwt(cookie?.value ?? '');
      expect((claims.exp as number) - (claims.iat as number)).toBe(REMEMBER_ME_TTL_SECONDS);
    });

    it('then the username matches regardless of case and surrounding spaces', async () => {
      const { body } = await h.register();
      const res = await h
        .api()
        .post('/api/login')
        .send({ username: `  ${body.username.toUpperCase()} `, password: body.password });
      expect(res.status).toBe(200);
      expect(res.body.username).toBe(body.username);
    });

    it('then each sign-in is its own session and its token opens GET /api/user', async () => {
      const { body } = await h.register();
      const first = await h.login(body.username, body.password);
      const second = await h.login(body.username, body.password);
      expect(decodeJwt(first.token).sid).not.toBe(decodeJwt(second.token).sid);
      expect((await h.api().get('/api/user').set(bearer(second.token))).status).toBe(200);
    });
  });

  describe('when the credentials are wrong', () => {
    it('with a wrong password, then 401 Invalid username or password and no cookie', async () => {
      const { body } = await h.register();
      const res = await h
        .api()
        .post('/api/login')
        .send({ username: body.username, password: 'Wrong-password1' });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
      expect(sessionCookie(res)).toBeUndefined();
    });

    it('with an unknown username, then exactly the same answer', async () => {
      const res = await h
        .api()
        .post('/api/login')
        .send({ username: h.uniqueName('ghost'), password: 'Whatever123' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        message: INVALID_CREDENTIALS_MESSAGE,
        code: 'INVALID_CREDENTIALS',
        requestId: expect.any(String),
      });
    });

    it('with the password of another account, then 401', async () => {
      const a = await h.register();
      const b = await h.register({ password: 'Another-pass9' });
      const res = await h
        .api()
        .post('/api/login')
        .send({ username: a.body.username, password: b.body.password });
      expect(res.status).toBe(401);
    });
  });

  describe('when the input is invalid, then 400 with the spec message', () => {
    it.each([
      ['the username is empty', { username: '', password: 'x' }, 'Username is required'],
      ['the username is blank', { username: '   ', password: 'x' }, 'Username is required'],
      ['the username is missing', { password: 'x' }, 'Username is required'],
      ['the password is empty', { username: 'someone', password: '' }, 'Password is required'],
      ['the password is missing', { username: 'someone' }, 'Password is required'],
      [
        'rememberMe is not a boolean',
        { username: 'someone', password: 'x', rememberMe: 'yes' },
        'Remember me must be a boolean',
      ],
      [
        'an unknown field is sent',
        { username: 'someone', password: 'x', role: 'admin' },
        'Unknown field: role',
      ],
    ])('%s', async (_case, body, message) => {
      const res = await h.api().post('/api/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('operator objects in place of strings are refused and sign nobody in', async () => {
      await h.register();
      const res = await h
        .api()
        .post('/api/login')
        .send({ username: { $gt: '' }, password: { $gt: '' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Username must be a string');
      expect(sessionCookie(res)).toBeUndefined();
    });

    it('malformed JSON is refused with 400', async () => {
      const res = await h
        .api()
        .post('/api/login')
        .set('content-type', 'application/json')
        .send('{"username":');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Malformed JSON body');
    });
  });
});

describe('POST /api/login rate limiting', () => {
  const h = accountHarness({ LOGIN_WINDOW_MS: String(TEST_LOGIN_WINDOW_MS) });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  // Each test signs in from an address of its own: the per-address limit (20 failures across
  // usernames) must not carry one test's failures into the next while the window lasts.
  let address = '';
  let tests = 0;
  beforeEach(() => {
    tests += 1;
    address = `198.51.100.${100 + tests}`;
  });

  const fail = (username: string, ip = address) =>
    h
      .api()
      .post('/api/login')
      .set(gatewayForwardHeaders(h.config.internalToken, ip))
      .send({ username, password: 'Wrong-password1' });
  const succeed = (username: string, password: string, ip = address) =>
    h
      .api()
      .post('/api/login')
      .set(gatewayForwardHeaders(h.config.internalToken, ip))
      .send({ username, password });

  it('when a username fails 5 times from one address, then the 6th attempt is 429 with Retry-After, even with the right password', async () => {
    const { body } = await h.register();
    for (let i = 0; i < 5; i += 1) expect((await fail(body.username)).status).toBe(401);
    const blocked = await fail(body.username);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(TEST_LOGIN_WINDOW_MS / 1000);
    const right = await succeed(body.username, body.password);
    expect(right.status).toBe(429);
    expect(sessionCookie(right)).toBeUndefined();
  });

  it('when the username is written in another case, then it shares the same count', async () => {
    const { body } = await h.register();
    for (let i = 0; i < 5; i += 1) await fail(i % 2 ? body.username.toUpperCase() : body.username);
    expect((await fail(` ${body.username.toUpperCase()}`)).status).toBe(429);
  });

  it('when another address or another username is used, then it is not blocked', async () => {
    const { body } = await h.register();
    const other = await h.register();
    for (let i = 0; i < 6; i += 1) await fail(body.username);
    expect((await succeed(body.username, body.password, '198.51.100.77')).status).toBe(200);
    expect((await succeed(other.body.username, other.body.password)).status).toBe(200);
  });

  it('when sign-ins succeed, then they do not count', async () => {
    const { body } = await h.register();
    for (let i = 0; i < 8; i += 1)
      expect((await succeed(body.username, body.password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) await fail(body.username);
    expect((await succeed(body.username, body.password)).status).toBe(200);
    expect((await fail(body.username)).status).toBe(401);
    expect((await fail(body.username)).status).toBe(429);
  });

  it('when the window has passed (as long as Retry-After said), then sign-in works again', async () => {
    const { body } = await h.register();
    for (let i = 0; i < 6; i += 1) await fail(body.username);
    const blocked = await succeed(body.username, body.password);
    expect(blocked.status).toBe(429);
    await waitOutRetryAfter(blocked);
    expect((await succeed(body.username, body.password)).status).toBe(200);
  });

  it('when a burst of failures arrives at once, then at most 5 reach the password check and the rest get 429', async () => {
    const { body } = await h.register();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => fail(body.username, '198.51.100.9')),
    );
    const statuses = results.map((res) => res.status);
    // Parallel attempts may each see the others' records, so fewer than 5 may pass; never more.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});
