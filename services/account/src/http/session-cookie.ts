import { sessionCookieName } from '@coffee/contracts';
import type { CookieOptions, Response } from 'express';
import type { IssuedSession } from '../domain/sessions';

const baseOptions = (secure: boolean): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure,
});

/**
 * The session JWT as an httpOnly cookie; on HTTPS deployments (COOKIE_SECURE) named
 * `__Host-coffee_session`, which the browser keeps only as Secure, Path=/ and without Domain (so
 * no sibling subdomain or plain-HTTP page can plant one). The gateway reads the same name. With 'Keep me signed in' it persists (Max-Age = session
 * lifetime); without, it is a browser-session cookie and the 12 h token bounds it.
 */
export function setSessionCookie(res: Response, session: IssuedSession, secure: boolean): void {
  const options = baseOptions(secure);
  if (session.rememberMe) options.maxAge = session.expiresAt.getTime() - Date.now();
  res.cookie(sessionCookieName(secure), session.token, options);
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(sessionCookieName(secure), baseOptions(secure));
}
