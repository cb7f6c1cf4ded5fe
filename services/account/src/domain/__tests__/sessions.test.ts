import { generateKeyPairSync } from 'node:crypto';
import { REMEMBER_ME_TTL_SECONDS, SESSION_TTL_SECONDS } from '@coffee/contracts';
import jwt from 'jsonwebtoken';
import type { SessionRepository } from '../ports';
import { openSession } from '../sessions';
import type { UserRecord } from '../user';

const { privateKey } = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

const user = { id: 'u1', role: 'customer', username: 'ada' } as UserRecord;

/** Sessions kept in a list; writing one takes a moment, as a database write does. */
function sessionStore() {
  const created: Parameters<SessionRepository['create']>[0][] = [];
  const sessions: SessionRepository = {
    create: async (session) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      created.push(session);
    },
    findById: async () => null,
    revoke: async () => false,
    revokeAllForUser: async () => {},
  };
  return { sessions, created };
}

describe('openSession', () => {
  it.each([
    [true, REMEMBER_ME_TTL_SECONDS],
    [false, SESSION_TTL_SECONDS],
  ])(
    'when a session opens (keep me signed in: %s), then its token lives exactly as long as its record, from the moment it opened',
    async (rememberMe, ttl) => {
      const { sessions, created } = sessionStore();
      // Late in a second: the clock ticks over while the record is written.
      const now = new Date('2026-03-01T12:00:00.990Z');
      const issued = await openSession(sessions, privateKey, user, rememberMe, now);

      const claims = jwt.decode(issued.token) as { iat: number; exp: number };
      expect(claims.iat).toBe(Date.parse('2026-03-01T12:00:00Z') / 1000);
      expect(claims.exp - claims.iat).toBe(ttl);
      expect(created).toHaveLength(1);
      expect(created[0]!.expiresAt.getTime()).toBe(claims.exp * 1000);
      expect(issued.expiresAt.getTime()).toBe(claims.exp * 1000);
    },
  );
});
