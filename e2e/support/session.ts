import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Coffee123!';

/** Signs in through the real /auth page, as a shopper would. */
export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

let registered = 0;

/**
 * A brand-new Standard customer, signed in on `page`: journeys that change a password, delete an
 * account or write the one review a customer may leave for a product need an account of their own,
 * so they never disturb the demo accounts other tests use. Registration itself has its journey in
 * identity.spec.ts; here it goes through the API, as the register page would send it.
 */
export async function registerCustomer(
  page: Page,
  fullName = 'Robin Roaster',
  password = 'Espresso42!',
): Promise<{ username: string; email: string; password: string }> {
  const username = `shopper${Date.now().toString(36)}${(registered++).toString(36)}`;
  const email = `${username}@example.com`;
  await page.goto('/');
  const status = await registerThroughApi(page, { username, email, password, fullName });
  expect(status).toBe(201);
  await page.reload();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`Account menu for ${fullName}`) }),
  ).toBeVisible();
  return { username, email, password };
}

/** POST /api/register from the page, with its CSRF token, as the register page sends it. */
export async function registerThroughApi(
  page: Page,
  body: { username: string; email: string; password: string; fullName: string },
): Promise<number> {
  return page.evaluate(async (payload) => {
    const csrf = await fetch('/api/csrf', { credentials: 'include' });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await fetch('/api/register', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify(payload),
    });
    return res.status;
  }, body);
}

/**
 * A call from the page, as its own scripts make them: the page's cookies, its CSRF token on
 * writes. The page must be on the shop (any path) first.
 */
export async function callFromPage<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body, extraHeaders }) => {
      const headers: Record<string, string> = { ...extraHeaders };
      if (method !== 'GET') {
        const csrf = await fetch('/api/csrf', { credentials: 'include' });
        headers['x-csrf-token'] = ((await csrf.json()) as { csrfToken: string }).csrfToken;
      }
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body, extraHeaders },
  );
}
