import { expect, test } from '@playwright/test';
import { ShopClient, signedIn } from '../support/security/client';

const noStore = (value: string | null) => (value ?? '').split(',').map((d) => d.trim());

test.describe('personal answers are never cached', () => {
  test('when a customer signs in, then the sign-in answer says Cache-Control: no-store', async () => {
    const client = new ShopClient();
    const answer = await client.request('POST', '/api/login', {
      body: { username: 'customer', password: 'Coffee123!' },
    });
    expect(answer.status).toBe(200);
    expect(noStore(answer.headers.get('cache-control'))).toContain('no-store');
  });

  for (const path of ['/api/user', '/api/cart', '/api/orders', '/api/membership']) {
    test(`when a customer reads ${path}, then the answer says Cache-Control: no-store`, async () => {
      const client = await signedIn('customer');
      const answer = await client.request('GET', path);
      expect(answer.status).toBe(200);
      expect(noStore(answer.headers.get('cache-control'))).toContain('no-store');
    });
  }

  test('when an admin reads /api/admin/settings, then the answer says Cache-Control: no-store', async () => {
    const client = await signedIn('admin');
    const answer = await client.request('GET', '/api/admin/settings');
    expect(answer.status).toBe(200);
    expect(noStore(answer.headers.get('cache-control'))).toContain('no-store');
  });

  test('when a signed-out visitor is refused a personal route, then the refusal says no-store too', async () => {
    const answer = await new ShopClient().request('GET', '/api/user');
    expect(answer.status).toBe(401);
    expect(noStore(answer.headers.get('cache-control'))).toContain('no-store');
  });
});
