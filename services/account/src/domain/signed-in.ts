import { AppError, type Identity } from '@coffee/service-defaults';
import type { SessionRepository, UserRepository } from './ports';
import { isSessionActive } from './sessions';
import type { UserRecord } from './user';

const notAuthenticated = () => new AppError(401, 'Not authenticated', 'NOT_AUTHENTICATED');

/**
 * The user behind a verified token, but only while its session lives: the token must carry the
 * session's own user and role (a validly signed token naming someone else's sid, or another role,
 * proves nothing), and a revoked or expired session, or a deleted user, is a 401.
 */
export function createSignedInCheck(users: UserRepository, sessions: SessionRepository) {
  return async (identity: Identity): Promise<UserRecord> => {
    const session = await sessions.findById(identity.sid);
    if (
      !session ||
      session.userId !== identity.userId ||
      session.role !== identity.role ||
      !isSessionActive(session)
    )
      throw notAuthenticated();
    const user = await users.findById(identity.userId);
    // A disabled account's sessions are revoked; this also covers one opened in the moment of it.
    if (!user || user.disabled) throw notAuthenticated();
    return user;
  };
}

export type SignedInCheck = ReturnType<typeof createSignedInCheck>;
