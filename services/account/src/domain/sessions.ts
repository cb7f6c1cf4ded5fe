import type { SessionRepository } from './ports';
import { newSessionId, sessionTtlSeconds, signSessionToken } from './session-tokens';
import type { UserRecord } from './user';

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
  rememberMe: boolean;
}

/** Records a session for the user and signs the JWT that names it. */
export async function openSession(
  sessions: SessionRepository,
  privateKey: string,
  user: UserRecord,
  rememberMe: boolean,
  now: Date = new Date(),
): Promise<IssuedSession> {
  const sessionId = newSessionId();
  // Whole seconds, so the record and the token's `iat` and `exp` name the same instants.
  const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const expiresAt = new Date(issuedAt.getTime() + sessionTtlSeconds(rememberMe) * 1000);
  await sessions.create({ id: sessionId, userId: user.id, role: user.role, rememberMe, expiresAt });
  const token = signSessionToken(
    privateKey,
    { userId: user.id, sessionId, role: user.role, username: user.username },
    issuedAt,
    expiresAt,
  );
  return { token, sessionId, expiresAt, rememberMe };
}

export type SessionState = { active: boolean; userId: string; role: UserRecord['role'] };

export const isSessionActive = (
  session: { expiresAt: Date; revokedAt: Date | null },
  now: Date = new Date(),
) => session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
