import { expect, test } from '@playwright/test';
import { ShopClient } from '../support/security/client';
import { PROTECTED_ENDPOINTS, routeTableRules, underPrefix } from '../support/security/endpoints';
import { describe, GATEWAY_URL, send, serviceUrl, type Answer } from '../support/security/http';
import { CSRF_COOKIE, CSRF_HEADER, MESSAGES, SESSION_COOKIE } from '../support/security/messages';
import { fromAddress, freshAddress } from '../support/security/addresses';
import { mapLimit } from '../support/security/pool';
import { FORGERIES, type TokenSources } from '../support/security/tokens';

// Three throw-away customers: the victim whose tokens are forged, another live user, and one
// who signed out.
let sources: TokenSources;
let warmUp: ShopClient[] = [];

test.beforeAll(async () => {
  const victim = new ShopClient();
  const other = new ShopClient();
  const leaver = new ShopClient();
  await Promise.all([
    victim.registerNew('victim'),
    other.registerNew('other'),
    leaver.registerNew('leaver'),
  ]);
  const revoked = leaver.sessionToken!;
  const out = await leaver.request('POST', '/api/logout');
  expect(out.status).toBe(200);
  sources = { victim: victim.sessionToken!, other: other.sessionToken!, revoked };
  warmUp = [victim, other];
});

/**
 * The live sessions are used just before each probe, through the gateway and on each service,
 * so every "this session is active" cache is warm: a forgery must be refused by its own check,
 * not by a cold cache.
 */
async function warmCaches() {
  for (const client of warmUp) {
    await client.request('GET', '/api/user');
    for (const [service, path] of [
      ['account', '/api/user'],
      ['cart-checkout', '/api/cart'],
      ['membership', '/api/membership'],
      // A customer is refused here (403), but only after the service has checked the session.
      ['staff', '/api/employee/overview'],
    ] as const) {
      await send({
        method: 'GET',
        url: `${serviceUrl(service)}${path}`,
        headers: { authorization: `Bearer ${client.sessionToken}` },
      });
    }
  }
}

test.describe('forged session tokens', () => {
  test('the probes cover every protected prefix of the gateway route table, with its rule', () => {
    const rules = routeTableRules();
    expect(rules.length).toBeGreaterThan(10);
    for (const rule of rules.filter((r) => r.auth !== 'public')) {
      const covered = PROTECTED_ENDPOINTS.filter((e) => underPrefix(e.path, rule.prefix));
      expect(covered.length, `no probe under ${rule.prefix}`).toBeGreaterThan(0);
      for (const endpoint of covered) {
        if (typeof endpoint.access === 'string') expect(endpoint.access).toBe(rule.auth);
        // The gateway lets the portal's roles through; an action may need a narrower permission.
        else for (const role of endpoint.access) expect(rule.auth.split(',')).toContain(role);
      }
    }
  });

  for (const { kind, forge } of FORGERIES) {
    test(`when the session token is forged (${kind}), then every protected route refuses it with 401, through the gateway and on each service's own port`, async () => {
      await warmCaches();
      const token = forge(sources);
      const address = freshAddress();
      // What a client holding this cookie is given as its CSRF token, so writes reach the session check.
      const csrf = await send({
        method: 'GET',
        url: '/api/csrf',
        headers: { cookie: `${SESSION_COOKIE}=${token}`, ...fromAddress(address) },
      });
      const csrfToken = (csrf.json as { csrfToken?: string } | undefined)?.csrfToken ?? '';

      const failures: string[] = [];
      const check = (probe: { method: string; url: string }, answer: Answer) => {
        if (answer.status !== 401 || answer.message !== MESSAGES.notAuthenticated)
          failures.push(describe(probe, answer));
      };
      await mapLimit(PROTECTED_ENDPOINTS, 6, async (endpoint) => {
        const write = endpoint.method !== 'GET';
        const viaGateway = { method: endpoint.method, url: endpoint.path };
        check(
          viaGateway,
          await send({
            ...viaGateway,
            body: endpoint.body,
            headers: {
              ...fromAddress(address),
              cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrfToken}`,
              ...(write ? { [CSRF_HEADER]: csrfToken, origin: GATEWAY_URL } : {}),
            },
          }),
        );
        if (endpoint.gatewayOnly) return;
        const direct = {
          method: endpoint.method,
          url: `${serviceUrl(endpoint.service)}${endpoint.path}`,
        };
        check(
          direct,
          await send({
            ...direct,
            body: endpoint.body,
            headers: { authorization: `Bearer ${token}` },
          }),
        );
      });
      expect(failures, `answers other than 401 ${MESSAGES.notAuthenticated}`).toEqual([]);
    });
  }
});
