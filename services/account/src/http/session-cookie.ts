import { SESSION_COOKIE } from '@coffee/contracts';
import type { CookieOptions, Response } from 'express';
import type { IssuedSession } from '../domain/sessions';

const baseOptions = (secure: boolean): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure,
});

/**
 * The session JWT as an httpOnly cookie. With 'Keep me signed in' it persists (Max-Age = session
 * lifetime); without, it is a browser-session cookie and the 12 h token bounds it.
 */
export function setSessionCookie(res: Response, session: IssuedSession, secure: boolean): void {
  const options = baseOptions(secure);
  if (session.rememberMe) options.maxAge = session.expiresAt.getTime() - Date.now();
  res.cookie(SESSION_COOKIE, session.token, options);
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, baseOptions(secure));
}
