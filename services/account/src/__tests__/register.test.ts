import { publicUserSchema, USERNAME_TAKEN_MESSAGE } from '@coffee/contracts';
import { accountHarness, bearer, decodeJwt, sessionCookie } from './harness';
import { z } from 'zod';

describe('POST /api/register', () => {
  const h = accountHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const validBody = (overrides: Record<string, unknown> = {}) => {
    const username = h.uniqueName('reg');
    return {
      username,
      password: 'Secret123!',
      email: `${username}@example.com`,
      fullName: 'Ada Lovelace',
      ...overrides,
    };
  };
  const countUsers = (filter: Record<string, unknown> = {}) => h.users().countDocuments(filter);

  describe('when the registration is valid', () => {
    it('then it answers 201 with the public user: a customer on Standard who owes no initial payment', async () => {
      const body = validBody();
      const res = await h.api().post('/api/register').send(body);
      expect(res.status).toBe(201);
      expect(z.strictObject(publicUserSchema.shape).parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({
        username: body.username,
        email: body.email,
        fullName: 'Ada Lovelace',
        role: 'customer',
        isDirectPlus: false,
        directPlusExpiry: null,
        membershipNumber: null,
        country: 'United States',
        hasCompletedInitialPayment: true,
      });
      expect(res.body).not.toHaveProperty('password');
      expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60000);
    });

    it('then it signs the user in: a session cookie whose token opens GET /api/user', async () => {
      const res = await h.api().post('/api/register').send(validBody());
      const cookie = sessionCookie(res);
      expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
      expect(cookie?.attributes).not.toHaveProperty('max-age');
      expect(cookie?.attributes).not.toHaveProperty('secure');
      const me = await h
        .api()
        .get('/api/user')
        .set(bearer(cookie?.value ?? ''));
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(res.body.id);
      expect(decodeJwt(cookie?.value ?? '')).toMatchObject({
        sub: res.body.id,
        role: 'customer',
        username: res.body.username,
      });
    });

    it('then the password is stored as a bcrypt hash, never as sent', async () => {
      const body = validBody();
      await h.api().post('/api/register').send(body);
      const stored = await h.users().findOne({ usernameKey: body.username.toLowerCase() });
      expect(stored?.password).toMatch(/^\$2[aby]\$04\$/);
      expect(stored?.password).not.toContain(body.password);
    });

    it('when the plan is directPlus, then the account is created owing the initial payment', async () => {
      const res = await h
        .api()
        .post('/api/register')
        .send(validBody({ plan: 'directPlus' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        hasCompletedInitialPayment: false,
        isDirectPlus: false,
        role: 'customer',
      });
    });

    it('then the email is stored lowercased and the optional fields are kept', async () => {
      const body = validBody({
        email: `Mixed.${Date.now()}@Example.COM`,
        phone: '555-0100',
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        country: 'Canada',
      });
      const res = await h.api().post('/api/register').send(body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        email: (body.email as string).toLowerCase(),
        phone: '555-0100',
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        country: 'Canada',
        membershipNumber: null,
      });
    });

    it('then a membership number typed in is refused with the way to claim one, and no account is made', async () => {
      const body = validBody({ membershipNumber: '1234567890123' });
      const res = await h.api().post('/api/register').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Register an in-store membership number at /register-membership',
      );
      expect(await h.users().countDocuments({ username: body.username })).toBe(0);
    });

    it('then empty optional fields are stored as null', async () => {
      const res = await h
        .api()
        .post('/api/register')
        .send(validBody({ fullName: '  ', phone: '' }));
      expect(res.body).toMatchObject({ fullName: null, phone: null, country: 'United States' });
    });
  });

  describe('when the username or email is taken', () => {
    it.each([
      ['the same username', (b: Record<string, string>) => ({ username: b.username })],
      [
        'the username in another case',
        (b: Record<string, string>) => ({ username: b.username?.toUpperCase() }),
      ],
      ['the same email', (b: Record<string, string>) => ({ email: b.email })],
      [
        'the email in another case',
        (b: Record<string, string>) => ({ email: b.email?.toUpperCase() }),
      ],
    ])(
      'with %s, then it answers 409 Username or email already exists and creates nothing',
      async (_case, clash) => {
        const first = validBody();
        expect((await h.api().post('/api/register').send(first)).status).toBe(201);
        const before = await countUsers();
        const res = await h
          .api()
          .post('/api/register')
          .send({ ...validBody(), ...clash(first) });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(USERNAME_TAKEN_MESSAGE);
        expect(await countUsers()).toBe(before);
      },
    );

    it('with two registrations of one name at once, then exactly one succeeds', async () => {
      const body = validBody();
      const results = await Promise.all([
        h.api().post('/api/register').send(body),
        h
          .api()
          .post('/api/register')
          .send({ ...body, email: `other.${body.email}` }),
      ]);
      expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(await countUsers({ usernameKey: body.username.toLowerCase() })).toBe(1);
    });
  });

  describe('when the input is invalid, then it answers 400 with the spec message and creates nothing', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['the username is empty', { username: '' }, 'Username is required'],
      ['the username is only spaces', { username: '   ' }, 'Username is required'],
      ['the username is missing', { username: undefined }, 'Username is required'],
      ['the password is short', { password: 'short7!' }, 'Password must be at least 8 characters'],
      ['the password is missing', { password: undefined }, 'Password is required'],
      ['the email is not an email', { email: 'not-an-email' }, 'Invalid email address'],
      ['the email is empty', { email: '' }, 'Invalid email address'],
      ['the username is too long', { username: 'u'.repeat(65) }, 'Username is too long'],
      ['the password is too long', { password: 'p'.repeat(129) }, 'Password is too long'],
      ['the username is a number', { username: 12345 }, 'Username must be a string'],
      [
        'the username is an operator object',
        { username: { $gt: '' } },
        'Username must be a string',
      ],
      ['the email is an operator object', { email: { $ne: null } }, 'Email must be a string'],
    ];
    it.each(cases)('%s', async (_case, overrides, message) => {
      const body = validBody(overrides);
      const before = await countUsers();
      const res = await h.api().post('/api/register').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.issues?.[0]?.message).toBe(message);
      expect(await countUsers()).toBe(before);
    });

    it('the plan is unknown', async () => {
      const res = await h
        .api()
        .post('/api/register')
        .send(validBody({ plan: 'platinum' }));
      expect(res.status).toBe(400);
      expect(res.body.issues[0].path).toBe('plan');
    });
  });

  describe('when a privileged field is sent, then it is refused with 400 and nothing is created', () => {
    it.each([
      ['role', 'admin'],
      ['isDirectPlus', true],
      ['hasCompletedInitialPayment', true],
      ['directPlusExpiry', '2099-01-01'],
      ['createdAt', '2000-01-01'],
      ['id', '65f000000000000000000000'],
      ['_id', '65f000000000000000000000'],
      ['usernameKey', 'someone'],
      ['__proto__', { role: 'admin' }],
    ])('%s', async (field, value) => {
      const body = validBody();
      const raw = JSON.stringify({ ...body }).replace(
        /}$/,
        `,${JSON.stringify(field)}:${JSON.stringify(value)}}`,
      );
      const res = await h
        .api()
        .post('/api/register')
        .set('content-type', 'application/json')
        .send(raw);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`Unknown field: ${field}`);
      expect(await countUsers({ usernameKey: body.username.toLowerCase() })).toBe(0);
    });
  });

  describe('when the request is not a proper JSON object', () => {
    it('malformed JSON, then 400 Malformed JSON body', async () => {
      const res = await h
        .api()
        .post('/api/register')
        .set('content-type', 'application/json')
        .send('{"username": "x",');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Malformed JSON body');
    });

    it('a body over 100kb, then 413', async () => {
      const res = await h
        .api()
        .post('/api/register')
        .send(validBody({ fullName: 'x'.repeat(120 * 1024) }));
      expect(res.status).toBe(413);
    });

    it('a JSON array, then 400', async () => {
      const res = await h.api().post('/api/register').send([validBody()]);
      expect(res.status).toBe(400);
    });

    it('a form-encoded body, then 415', async () => {
      const res = await h
        .api()
        .post('/api/register')
        .type('form')
        .send({ username: 'x', password: 'Secret123!' });
      expect(res.status).toBe(415);
    });

    it('no body at all, then 400 Username is required', async () => {
      const res = await h.api().post('/api/register');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Username is required');
    });
  });
});
