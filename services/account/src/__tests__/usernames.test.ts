import {
  USERNAME_CHARACTERS_MESSAGE,
  USERNAME_MIXED_SCRIPT_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
} from '@coffee/contracts';
import { createPasswordHasher } from '../infra/password-hasher';
import { accountHarness } from './harness';

/** ASCII letters and digits as their fullwidth forms ('admin' -> 'ａｄｍｉｎ'). */
const fullwidth = (text: string) =>
  [...text].map((c) => String.fromCodePoint((c.codePointAt(0) as number) + 0xfee0)).join('');

describe('usernames: normalised, no hidden characters, one alphabet', () => {
  const h = accountHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const register = (username: string, email = `${h.uniqueName('mail')}@example.com`) =>
    h.api().post('/api/register').send({ username, password: 'Secret123!', email });

  it.each([
    ['a zero-width space', 'admin\u200B', USERNAME_CHARACTERS_MESSAGE],
    ['a NUL', 'admin\u0000', USERNAME_CHARACTERS_MESSAGE],
    ['a bidi override', '\u202Eadmin', USERNAME_CHARACTERS_MESSAGE],
    ['CRLF', 'admin\r\nrole: admin', USERNAME_CHARACTERS_MESSAGE],
    ["a Cyrillic 'а' among Latin letters", '\u0430dmin', USERNAME_MIXED_SCRIPT_MESSAGE],
  ])(
    'when the username holds %s, then 400 with the readable message and no account',
    async (_what, username, message) => {
      const res = await register(username);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await h.users().countDocuments({ username })).toBe(0);
    },
  );

  it("when a fullwidth form of a taken name is registered ('ａｄｍｉｎ' beside 'admin'), then it is the same name: 409", async () => {
    const name = h.uniqueName('adm');
    expect((await register(name)).status).toBe(201);
    const res = await register(fullwidth(name));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(USERNAME_TAKEN_MESSAGE);
    expect(await h.users().countDocuments({ usernameKey: name.toLowerCase() })).toBe(1);
  });

  it('when a fullwidth name is registered first, then it is stored normalised and signs in typed either way', async () => {
    const name = h.uniqueName('wide');
    const res = await register(fullwidth(name));
    expect(res.status).toBe(201);
    expect(res.body.username).toBe(name);
    for (const typed of [name, fullwidth(name), ` ${name.toUpperCase()} `])
      expect(
        (await h.api().post('/api/login').send({ username: typed, password: 'Secret123!' })).status,
      ).toBe(200);
  });

  it.each([
    ['Japanese', 'やまだ太郎'],
    ['Greek', 'Αλέξης'],
  ])(
    'when the username is %s (one script), then it registers and signs in',
    async (_what, base) => {
      const username = `${base}${Date.now() % 1000}`;
      const res = await register(username);
      expect(res.status).toBe(201);
      expect(res.body.username).toBe(username);
      const login = await h.api().post('/api/login').send({ username, password: 'Secret123!' });
      expect(login.status).toBe(200);
      expect(login.body.id).toBe(res.body.id);
    },
  );

  it('when an account from before the rules has a hidden character, then it still signs in', async () => {
    const username = `legacy${Date.now()}\u200B`;
    const hasher = createPasswordHasher(4, { workers: 1, queue: 1 });
    try {
      await h.users().insertOne({
        username,
        usernameKey: username.toLowerCase(),
        password: await hasher.hash('Secret123!'),
        email: `${h.uniqueName('legacy')}@example.com`,
        role: 'customer',
        country: 'United States',
        createdAt: new Date(),
        hasCompletedInitialPayment: true,
      });
    } finally {
      await hasher.close();
    }
    const res = await h.api().post('/api/login').send({ username, password: 'Secret123!' });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(username);
  });
});
