import { expect, test } from '@playwright/test';
import { ShopClient, uniqueName } from '../support/security/client';
import { MESSAGES, TEST_PASSWORD } from '../support/security/messages';

/** Usernames that look like 'admin' (or like nothing) and what registering each must answer. */
const LOOKALIKES = [
  {
    name: 'admin + zero-width space',
    username: 'admin\u200B',
    status: 400,
    message: MESSAGES.usernameCharacters,
  },
  {
    name: 'NUL inside',
    username: 'ad\u0000min',
    status: 400,
    message: MESSAGES.usernameCharacters,
  },
  {
    name: 'right-to-left override',
    username: '\u202Enimda',
    status: 400,
    message: MESSAGES.usernameCharacters,
  },
  { name: 'CRLF', username: 'admin\r\nx', status: 400, message: MESSAGES.usernameCharacters },
  {
    name: 'zero-width joiner inside',
    username: 'ad\u200Dmin',
    status: 400,
    message: MESSAGES.usernameCharacters,
  },
  {
    name: 'byte-order mark inside',
    username: 'ad\uFEFFmin',
    status: 400,
    message: MESSAGES.usernameCharacters,
  },
  {
    name: 'soft hyphen',
    username: 'ad\u00ADmin',
    status: 400,
    message: MESSAGES.usernameCharacters,
  },
  { name: 'space inside', username: 'ad min', status: 400, message: MESSAGES.usernameCharacters },
  { name: 'tab inside', username: 'ad\tmin', status: 400, message: MESSAGES.usernameCharacters },
  {
    name: "Cyrillic 'а' in Latin 'admin'",
    username: '\u0430dmin',
    status: 400,
    message: MESSAGES.usernameMixedScript,
  },
  {
    name: "Greek 'ο' in Latin 'root'",
    username: 'r\u03BFot',
    status: 400,
    message: MESSAGES.usernameMixedScript,
  },
  // NFKC makes the fullwidth letters plain 'admin', which is taken.
  {
    name: "fullwidth 'ａｄｍｉｎ'",
    username: '\uFF41\uFF44\uFF4D\uFF49\uFF4E',
    status: 409,
    message: MESSAGES.usernameTaken,
  },
] as const;

test.describe('lookalike usernames', () => {
  for (const { name, username, status, message } of LOOKALIKES) {
    test(`when a visitor registers the username ${name}, then it is refused with ${status} '${message}' and no account can sign in with it`, async () => {
      const client = new ShopClient();
      const email = `${uniqueName('lookalike')}@example.com`;
      const answer = await client.request('POST', '/api/register', {
        body: { username, email, password: TEST_PASSWORD, fullName: 'Lou Lookalike' },
      });
      expect(answer.status, answer.text).toBe(status);
      const issues = (answer.json as { issues?: { message: string }[] } | undefined)?.issues ?? [];
      expect([answer.message, ...issues.map((i) => i.message)]).toContain(message);
      expect(client.sessionToken, 'no session was issued').toBeUndefined();

      const signIn = await new ShopClient().request('POST', '/api/login', {
        body: { username, password: TEST_PASSWORD },
      });
      expect(signIn.status, signIn.text).toBe(401);
      expect(signIn.message).toBe(MESSAGES.invalidCredentials);
    });
  }

  test('when an in-store member registers a lookalike username, then it is refused the same way', async () => {
    const answer = await new ShopClient().request('POST', '/api/register-membership', {
      body: {
        email: `${uniqueName('lookalike')}@example.com`,
        username: 'admin\u200B',
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        fullName: 'Ann Lee',
        membershipNumber: '0000000000000',
      },
    });
    expect(answer.status, answer.text).toBe(400);
    const issues = (answer.json as { issues?: { message: string }[] } | undefined)?.issues ?? [];
    expect([answer.message, ...issues.map((i) => i.message)]).toContain(
      MESSAGES.usernameCharacters,
    );
  });

  test('when a username is typed in fullwidth letters at sign-in, then it is the same account as the plain one', async () => {
    const client = new ShopClient();
    const user = await client.registerNew('wide');
    const wide = [...user.username]
      .map((c) => (/[a-z0-9]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c))
      .join('');
    await new ShopClient().signIn(` ${wide} `, user.password);
  });
});
