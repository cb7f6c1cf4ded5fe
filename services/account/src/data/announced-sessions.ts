import type { SessionEvents } from '@coffee/service-defaults/trust';
import type { SessionRepository } from '../domain/ports';

/**
 * The sessions, with every revocation announced to the other instances once it is written (see
 * SessionEvents): a gateway worker or service that cached the session as active forgets it at
 * once instead of within SESSION_CACHE_TTL_MS. Announced after the write, so an instance that
 * asks again is told "revoked".
 */
export function announcedSessions(
  sessions: SessionRepository,
  events: SessionEvents | null,
): SessionRepository {
  if (!events) return sessions;
  return {
    ...sessions,
    async revoke(id, userId, at) {
      const revoked = await sessions.revoke(id, userId, at);
      if (revoked) await events.publish({ sid: id });
      return revoked;
    },
    async revokeAllForUser(userId, exceptId, at) {
      await sessions.revokeAllForUser(userId, exceptId, at);
      await events.publish(exceptId === undefined ? { userId } : { userId, exceptSid: exceptId });
    },
  };
}
