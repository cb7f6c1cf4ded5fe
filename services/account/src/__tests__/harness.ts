import { SESSION_COOKIE } from '@coffee/contracts';
import {
  dropTestDatabase,
  generateKeyPair,
  testServiceEnv,
  type KeyPair,
} from '@coffee/service-defaults/testing';
import request from 'supertest';
import { loadAccountConfig } from '../config';
import { createAccountService, type AccountServiceOptions } from '../server';

/**
 * Boots the account service in-process on its own database, as the gateway would see it: tests
 * send `Authorization: Bearer <jwt>` (what the gateway forwards), never the cookie.
 */
export function accountHarness(
  env: Record<string, string> = {},
  options: AccountServiceOptions = {},
) {
  const keys: KeyPair = generateKeyPair();
  const config = loadAccountConfig(
    testServiceEnv(keys, 'account', {
      JWT_PRIVATE_KEY: keys.privateKey,
      BCRYPT_COST: '4',
      // Room for the suites' parallel bursts; the busy tests set their own bound.
      PASSWORD_HASH_QUEUE: '64',
      ...env,
    }),
  );
  const service = createAccountService(config, options);
  let counter = 0;

  const harness = {
    keys,
    config,
    service,
    api: () => request(service.app),
    users: () => service.ctx.db.collection('users'),
    sessions: () => service.ctx.db.collection('sessions'),
    /** A username no other test uses, so tests never share accounts or rate-limit buckets. */
    uniqueName: (prefix = 'user') => `${prefix}${Date.now().toString(36)}${(counter += 1)}`,
    async start() {
      await service.start();
    },
    async stop() {
      await service.stop();
      await dropTestDatabase(config.dbName);
    },
    async register(overrides: Record<string, unknown> = {}) {
      const username = harness.uniqueName();
      const body = {
        username,
        password: 'Secret123!',
        email: `${username}@example.com`,
        ...overrides,
      };
      const res = await harness.api().post('/api/register').send(body);
      if (res.status !== 201)
        throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { body, res, user: res.body, token: sessionToken(res) };
    },
    async login(username: string, password = 'Secret123!', rememberMe?: boolean) {
      const res = await harness
        .api()
        .post('/api/login')
        .send(
          rememberMe === undefined ? { username, password } : { username, password, rememberMe },
        );
      return { res, token: sessionToken(res) };
    },
  };
  return harness;
}

/**
 * The sign-in window of the tests that wait one out: long beside the attempts a test makes in a
 * row (six took over 3 s on a loaded machine, so a 3 s window let the first slip out before the
 * block was checked), and waited out only as long as Retry-After says.
 */
export const TEST_LOGIN_WINDOW_MS = 10_000;

/** Waits as long as a 429's Retry-After tells the client to (whole seconds, rounded up). */
export async function waitOutRetryAfter(res: { headers: Record<string, string> }): Promise<void> {
  const seconds = Number(res.headers['retry-after']);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`no Retry-After: ${seconds}`);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));
}

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function setCookies(res: request.Response): ParsedCookie[] {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return (header ?? []).map((line) => {
    const [pair = '', ...attrs] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const [key = '', ...rest] = attr.split('=');
      attributes[key.toLowerCase()] = rest.length ? rest.join('=') : true;
    }
    return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
  });
}

export function sessionCookie(res: request.Response): ParsedCookie | undefined {
  return setCookies(res).find((cookie) => cookie.name === SESSION_COOKIE);
}

export function sessionToken(res: request.Response): string {
  return sessionCookie(res)?.value ?? '';
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The JWT payload, unverified: for asserting what was signed. */
export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
