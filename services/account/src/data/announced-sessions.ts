import type { SessionEvents, SessionRevoked } from '@coffee/service-defaults/trust';
import type { SessionRepository } from '../domain/ports';

/** Who is told of a revocation besides the sessions collection. */
export interface RevocationAnnouncers {
  /** Every instance, over Redis (when REDIS_URL is set). */
  events: SessionEvents | null;
  /** The parts that cached a session answer lately, told directly (session-listeners.ts). */
  listeners: { tell(event: SessionRevoked): Promise<void> } | null;
}

/**
 * The sessions, with every revocation announced once it is written: a gateway worker or service
 * that cached the session as active forgets it at once instead of within SESSION_CACHE_TTL_MS.
 * Announced after the write, so a part that asks again is told "revoked"; and awaited (the direct
 * calls until each part has answered), so the answer of a sign-out, a password change, a
 * demotion or a deletion leaves no part trusting the old session.
 */
export function announcedSessions(
  sessions: SessionRepository,
  { events, listeners }: RevocationAnnouncers,
): SessionRepository {
  if (!events && !listeners) return sessions;
  const announce = async (event: SessionRevoked) => {
    await Promise.all([events?.publish(event), listeners?.tell(event)]);
  };
  return {
    ...sessions,
    async revoke(id, userId, at) {
      const revoked = await sessions.revoke(id, userId, at);
      if (revoked) await announce({ sid: id });
      return revoked;
    },
    async revokeAllForUser(userId, exceptId, at) {
      await sessions.revokeAllForUser(userId, exceptId, at);
      await announce(exceptId === undefined ? { userId } : { userId, exceptSid: exceptId });
    },
  };
}
