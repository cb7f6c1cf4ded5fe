import { randomBytes } from 'node:crypto';
import {
  JWT_ALGORITHM,
  JWT_AUDIENCE,
  JWT_ISSUER,
  REMEMBER_ME_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  type Role,
} from '@coffee/contracts';
import jwt from 'jsonwebtoken';

/** 'Keep me signed in' decides how long the session (token, session record, cookie) lives. */
export const sessionTtlSeconds = (rememberMe: boolean) =>
  rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;

/** 128 random bits, URL-safe: unguessable, and usable in /internal/sessions/:sid. */
export const newSessionId = () => randomBytes(16).toString('base64url');

export interface TokenSubject {
  userId: string;
  sessionId: string;
  role: Role;
  username: string;
}

export function signSessionToken(
  privateKey: string,
  subject: TokenSubject,
  expiresAt: Date,
): string {
  return jwt.sign(
    {
      sid: subject.sessionId,
      role: subject.role,
      username: subject.username,
      exp: Math.floor(expiresAt.getTime() / 1000),
    },
    privateKey,
    {
      algorithm: JWT_ALGORITHM,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      subject: subject.userId,
      jwtid: subject.sessionId,
    },
  );
}
