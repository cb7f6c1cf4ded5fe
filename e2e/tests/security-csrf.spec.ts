import { expect, test } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { ShopClient } from '../support/security/client';
import { GATEWAY_URL, send, type Answer } from '../support/security/http';
import { fromAddress } from '../support/security/addresses';
import {
  CODES,
  CSRF_COOKIE,
  CSRF_HEADER,
  MESSAGES,
  SESSION_COOKIE,
} from '../support/security/messages';

let productId = '';
test.beforeAll(async ({ request }) => {
  const [product] = await inStockProducts(request, 'beans', 5);
  productId = product!.id;
});

/** POST /api/cart with exactly these cookies and headers (nothing a browser would add itself). */
const addToCart = (client: ShopClient, headers: Record<string, string>) =>
  send({
    method: 'POST',
    url: '/api/cart',
    body: { productId, quantity: 1 },
    headers: { ...fromAddress(client.address), ...headers },
  });

function expectRefused(answer: Answer, message: string) {
  expect(answer.status, answer.text).toBe(403);
  expect(answer.message).toBe(message);
  expect(answer.code).toBe(CODES.csrf);
}

test.describe('CSRF', () => {
  test('when a signed-in write carries no CSRF token, then it is refused with 403', async () => {
    const client = new ShopClient();
    await client.registerNew('csrf');
    const answer = await client.request('POST', '/api/cart', {
      body: { productId, quantity: 1 },
      csrf: false,
    });
    expectRefused(answer, MESSAGES.csrfToken);
  });

  test('when a signed-in write carries a token that is not the cookie, then it is refused with 403', async () => {
    const client = new ShopClient();
    await client.registerNew('csrf');
    const answer = await client.request('POST', '/api/cart', {
      body: { productId, quantity: 1 },
      headers: { [CSRF_HEADER]: 'A'.repeat(43) },
    });
    expectRefused(answer, MESSAGES.csrfToken);
  });

  test("when a write carries another session's token in both cookie and header, then it is refused with 403 (tokens are bound to their session)", async () => {
    const [mine, theirs] = [new ShopClient(), new ShopClient()];
    await mine.registerNew('csrf');
    await theirs.registerNew('csrf');
    const token = await theirs.csrfToken();
    const answer = await addToCart(mine, {
      cookie: `${SESSION_COOKIE}=${mine.sessionToken}; ${CSRF_COOKIE}=${token}`,
      [CSRF_HEADER]: token,
      origin: GATEWAY_URL,
    });
    expectRefused(answer, MESSAGES.csrfToken);
  });

  test('when the token from before sign-in is sent after it, then it is refused (sign-in rotates the token)', async () => {
    const client = new ShopClient();
    const before = await client.csrfToken();
    await client.registerNew('csrf');
    expect(await client.csrfToken(), 'a new token cookie came with the session').not.toBe(before);
    const answer = await addToCart(client, {
      cookie: `${SESSION_COOKIE}=${client.sessionToken}; ${CSRF_COOKIE}=${before}`,
      [CSRF_HEADER]: before,
    });
    expectRefused(answer, MESSAGES.csrfToken);
  });

  test('when a write with the right token comes from a foreign Origin, then it is refused as cross-site', async () => {
    const client = new ShopClient();
    await client.registerNew('csrf');
    const answer = await client.request('POST', '/api/cart', {
      body: { productId, quantity: 1 },
      headers: { origin: 'https://evil.example' },
    });
    expectRefused(answer, MESSAGES.csrfCrossSite);
  });

  test('when a write with the right token says Sec-Fetch-Site cross-site, then it is refused as cross-site', async () => {
    const client = new ShopClient();
    await client.registerNew('csrf');
    const answer = await client.request('POST', '/api/cart', {
      body: { productId, quantity: 1 },
      headers: { origin: undefined, 'sec-fetch-site': 'cross-site' },
    });
    expectRefused(answer, MESSAGES.csrfCrossSite);
  });

  test('when a sign-in form is posted from a foreign Origin, then it is refused as cross-site', async () => {
    const client = new ShopClient();
    const answer = await client.request('POST', '/api/login', {
      body: { username: 'customer', password: 'Coffee123!' },
      headers: { origin: 'https://evil.example' },
    });
    expectRefused(answer, MESSAGES.csrfCrossSite);
    expect(client.sessionToken).toBeUndefined();
  });

  test('when a same-origin write carries the right token, then it passes', async () => {
    const client = new ShopClient();
    await client.registerNew('csrf');
    const added = await client.request('POST', '/api/cart', { body: { productId, quantity: 1 } });
    expect(added.status, added.text).toBe(201);
    // Without Origin or Sec-Fetch-Site (an older client), the token alone still passes.
    const again = await addToCart(client, {
      cookie: client.cookieHeader(),
      [CSRF_HEADER]: await client.csrfToken(),
    });
    expect(again.status, again.text).toBe(201);
  });

  test('when a user signs out, then the old token no longer works for the next session', async () => {
    const client = new ShopClient();
    const user = await client.registerNew('csrf');
    const old = await client.csrfToken();
    expect((await client.request('POST', '/api/logout')).status).toBe(200);
    expect(await client.csrfToken(), 'sign-out issued a new token').not.toBe(old);
    await client.signIn(user.username, user.password);
    const answer = await addToCart(client, {
      cookie: `${SESSION_COOKIE}=${client.sessionToken}; ${CSRF_COOKIE}=${old}`,
      [CSRF_HEADER]: old,
    });
    expectRefused(answer, MESSAGES.csrfToken);
  });
});
