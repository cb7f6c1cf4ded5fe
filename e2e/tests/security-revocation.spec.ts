import { expect, test } from '@playwright/test';
import { ShopClient, signedIn } from '../support/security/client';
import {
  describe,
  send,
  serviceUrl,
  type Answer,
  type ServiceName,
} from '../support/security/http';
import { MESSAGES } from '../support/security/messages';

/**
 * Issue 24: a demotion, a password change or a deletion reached the gateway and the other
 * services only after their session caches expired (5 s), Redis pub/sub shortening it only where
 * Redis runs. The e2e shop is one instance of each part without Redis: the account service tells
 * every part that cached the session, and the very next request is refused, through the gateway
 * and straight to a service.
 */

/** A request of the old session through the gateway and one straight to a service's port. */
async function bothWays(client: ShopClient, token: string, service: ServiceName, path: string) {
  const viaGateway = await client.request('GET', path);
  const url = `${serviceUrl(service)}${path}`;
  const direct = await send({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return [
    [`GET ${path} (gateway)`, viaGateway],
    [`GET ${url}`, direct],
  ] as const;
}

/** Twice each way, so both the gateway's and the service's caches hold "active". */
async function warm(client: ShopClient, token: string, service: ServiceName, path: string) {
  for (let i = 0; i < 2; i += 1)
    for (const [probe, answer] of await bothWays(client, token, service, path))
      expect(answer.status, describe({ method: 'GET', url: probe }, answer)).toBe(200);
}

function expectRefused(answers: readonly (readonly [string, Answer])[]) {
  for (const [probe, answer] of answers) {
    expect(answer.status, describe({ method: 'GET', url: probe }, answer)).toBe(401);
    expect(answer.message).toBe(MESSAGES.notAuthenticated);
  }
}

/** The same account signed in a second time, from an address of its own. */
async function secondSession(username: string, password: string) {
  const other = new ShopClient();
  await other.signIn(username, password);
  return other;
}

test.describe('revocation reaches every part at once (one instance, no Redis)', () => {
  test('when an admin demotes an employee, then the very next request of its session is refused by the gateway and by the staff service', async () => {
    const admin = await signedIn('admin');
    const { id, username, password } = await new ShopClient().registerNew('demoted');
    const promoted = await admin.request('PUT', `/api/admin/users/${id}/role`, {
      body: { role: 'employee' },
    });
    expect(promoted.status, describe({ method: 'PUT', url: 'role' }, promoted)).toBe(200);
    // A session with the new role (the promotion ended the old one).
    const staff = await secondSession(username, password);
    const token = staff.sessionToken!;
    await warm(staff, token, 'staff', '/api/employee/tickets');

    const demoted = await admin.request('PUT', `/api/admin/users/${id}/role`, {
      body: { role: 'customer' },
    });
    expect(demoted.status, describe({ method: 'PUT', url: 'role' }, demoted)).toBe(200);
    expectRefused(await bothWays(staff, token, 'staff', '/api/employee/tickets'));
  });

  test('when the password is changed, then the very next request of the other session is refused everywhere, and this one goes on', async () => {
    const shopper = new ShopClient();
    const { username, password } = await shopper.registerNew('rotates');
    const other = await secondSession(username, password);
    const otherToken = other.sessionToken!;
    await warm(other, otherToken, 'cart-checkout', '/api/cart');

    const changed = await shopper.request('PUT', '/api/profile/password', {
      body: {
        currentPassword: password,
        newPassword: 'Ristretto77!',
        confirmPassword: 'Ristretto77!',
      },
    });
    expect(changed.status, describe({ method: 'PUT', url: 'password' }, changed)).toBe(200);
    expectRefused(await bothWays(other, otherToken, 'cart-checkout', '/api/cart'));
    expect((await shopper.request('GET', '/api/cart')).status).toBe(200);
  });

  test('when the account is deleted, then the very next request of its other session is refused everywhere', async () => {
    const shopper = new ShopClient();
    const { username, password } = await shopper.registerNew('leaves');
    const other = await secondSession(username, password);
    const otherToken = other.sessionToken!;
    await warm(other, otherToken, 'membership', '/api/membership');

    const deleted = await shopper.request('DELETE', '/api/profile', { body: { password } });
    expect(deleted.status, describe({ method: 'DELETE', url: '/api/profile' }, deleted)).toBe(200);
    expectRefused(await bothWays(other, otherToken, 'membership', '/api/membership'));
  });
});
