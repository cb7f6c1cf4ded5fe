import { expect, test } from '@playwright/test';
import { signedIn, type ShopClient } from '../support/security/client';
import { accessLabel, PROTECTED_ENDPOINTS } from '../support/security/endpoints';
import { describe, send, serviceUrl } from '../support/security/http';
import { MESSAGES } from '../support/security/messages';

// The demo accounts (README) and the role each holds: 'member' is a customer with Direct+.
const USERS = {
  customer: 'customer',
  member: 'customer',
  employee: 'employee',
  manager: 'manager',
  admin: 'admin',
} as const;

const ROLE_GUARDED = PROTECTED_ENDPOINTS.filter((e) => typeof e.access !== 'string');

const clients = new Map<string, ShopClient>();
let currentTimezone = 'UTC';

test.beforeAll(async () => {
  for (const username of Object.keys(USERS)) clients.set(username, await signedIn(username));
  const settings = await clients.get('admin')!.request('GET', '/api/admin/settings');
  currentTimezone = (settings.json as { timezone: string }).timezone;
});

test.describe('the role matrix', () => {
  for (const [username, role] of Object.entries(USERS)) {
    for (const endpoint of ROLE_GUARDED) {
      const allowed = (endpoint.access as readonly string[]).includes(role);
      test(`when ${username} (${role}) calls ${endpoint.method} ${endpoint.path} (roles ${accessLabel(endpoint.access)}), then it is ${allowed ? 'answered 200' : 'refused with 403'} by the gateway and by the service`, async () => {
        const client = clients.get(username)!;
        // An admin's PUT writes the time zone the shop already has: allowed, and nothing changes
        // (the only setting an admin sets: the prices and currency are the membership service's).
        const body = endpoint.method === 'PUT' ? { timezone: currentTimezone } : undefined;
        const viaGateway = await client.request(endpoint.method, endpoint.path, { body });
        const url = `${serviceUrl(endpoint.service)}${endpoint.path}`;
        const direct = await send({
          method: endpoint.method,
          url,
          body,
          headers: { authorization: `Bearer ${client.sessionToken}` },
        });
        for (const [probe, answer] of [
          [{ method: endpoint.method, url: endpoint.path }, viaGateway],
          [{ method: endpoint.method, url }, direct],
        ] as const) {
          if (allowed) expect(answer.status, describe(probe, answer)).toBe(200);
          else {
            expect(answer.status, describe(probe, answer)).toBe(403);
            expect(answer.message).toBe(MESSAGES.forbidden);
          }
        }
      });
    }
  }

  for (const username of Object.keys(USERS)) {
    test(`when ${username} calls every signed-in route with its own session, then none is refused for its role`, async () => {
      const client = clients.get(username)!;
      for (const path of ['/api/user', '/api/cart', '/api/orders', '/api/membership']) {
        const answer = await client.request('GET', path);
        expect(answer.status, describe({ method: 'GET', url: path }, answer)).toBe(200);
      }
    });
  }
});
