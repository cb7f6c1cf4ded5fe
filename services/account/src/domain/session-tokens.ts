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

/**
 * The session's JWT, issued at `issuedAt` and expiring at `expiresAt`. Both are given: left to
 * itself, jsonwebtoken reads the clock for `iat` when it signs, after the session record was
 * written, and a second that ticked over meanwhile made the token one second short of its
 * lifetime (exp - iat = 2591999 in a CI run).
 */
export function signSessionToken(
  privateKey: string,
  subject: TokenSubject,
  issuedAt: Date,
  expiresAt: Date,
): string {
  return jwt.sign(
    {
      sid: subject.sessionId,
      role: subject.role,
      username: subject.username,
      iat: Math.floor(issuedAt.getTime() / 1000),
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
