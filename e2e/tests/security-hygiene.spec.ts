import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ShopClient, uniqueName } from '../support/security/client';
import { send } from '../support/security/http';
import { MESSAGES, TEST_PASSWORD } from '../support/security/messages';

const randomIds = (n: number) =>
  Array.from({ length: n }, (_, i) => `${(0xabc000 + i).toString(16)}${'0'.repeat(18)}`);

test.describe('smaller gaps the probe found', () => {
  test('when one request asks the catalog for 51 product ids, then it is refused with 400 before any look-up; 50 are answered', async () => {
    const client = new ShopClient();
    const tooMany = await client.request('GET', `/api/products?ids=${randomIds(51).join(',')}`);
    expect(tooMany.status, tooMany.text).toBe(400);
    expect(tooMany.message).toBe('At most 50 ids per request');
    const enough = await client.request('GET', `/api/products?ids=${randomIds(50).join(',')}`);
    expect(enough.status, enough.text).toBe(200);
  });

  test('when a client sends a well-formed X-Request-Id, then it is kept; a malformed one is replaced', async () => {
    const client = new ShopClient();
    const good = 'probe-1234.abcd:EF_9';
    const kept = await client.request('GET', '/api/products?limit=1', {
      headers: { 'x-request-id': good },
    });
    expect(kept.headers.get('x-request-id')).toBe(good);
    for (const bad of ['short', 'has spaces in it', 'a'.repeat(129), '<script>alert(1)</script>']) {
      const replaced = await client.request('GET', '/api/products?limit=1', {
        headers: { 'x-request-id': bad },
      });
      const id = replaced.headers.get('x-request-id');
      expect(id, bad).not.toBe(bad);
      expect(id, bad).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    }
  });

  test('when a registration is sent again with the same username, email and password, then it ends signed in; with another password it is refused', async () => {
    const username = uniqueName('retry');
    const body = {
      username,
      email: `${username}@example.com`,
      password: TEST_PASSWORD,
      fullName: 'Rita Retry',
    };
    const first = new ShopClient();
    expect((await first.request('POST', '/api/register', { body })).status).toBe(201);
    // As if the first answer had been lost (a 504): the shopper presses the button again.
    const retry = new ShopClient();
    const again = await retry.request('POST', '/api/register', { body });
    expect(again.status, again.text).toBe(201);
    expect(retry.sessionToken).toBeTruthy();
    expect((await retry.request('GET', '/api/user')).status).toBe(200);

    const stranger = new ShopClient();
    const refused = await stranger.request('POST', '/api/register', {
      body: { ...body, password: 'Another42!' },
    });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(MESSAGES.usernameTaken);
    expect(stranger.sessionToken).toBeUndefined();
  });

  test("when a visitor asks for the shell's source maps, then the gateway answers 404", async () => {
    const dist = path.resolve(__dirname, '../../shell/dist');
    const maps = fs.existsSync(dist) ? fs.readdirSync(dist).filter((f) => f.endsWith('.map')) : [];
    const names = maps.length ? maps.slice(0, 3) : ['main.js.map'];
    for (const name of names) {
      const answer = await send({ method: 'GET', url: `/${name}` });
      expect(answer.status, name).toBe(404);
    }
    // The bundles do not point at them either.
    for (const name of maps.slice(0, 3)) {
      const bundle = await send({ method: 'GET', url: `/${name.replace(/\.map$/, '')}` });
      if (bundle.status === 200) expect(bundle.text).not.toContain('sourceMappingURL=');
    }
  });
});
