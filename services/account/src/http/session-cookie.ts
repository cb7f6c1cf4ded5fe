import { sessionCookieName } from '@coffee/contracts';
import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import type { SignInDevice } from '../domain/device-sign-in';
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

/** The browser's own random id, kept for a year: how a sign-in from a new browser is told. */
export const DEVICE_COOKIE = 'coffee_device';
const deviceCookieName = (secure: boolean) => (secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** 32 random bytes, base64url: anything else the browser sends is replaced by a new id. */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The sign-in's browser: its device cookie (a new id when it has none), agent and address. */
export function deviceOf(req: Request, secure: boolean, address: string): SignInDevice {
  const sent = cookieValue(req.headers.cookie, deviceCookieName(secure));
  return {
    id: sent && DEVICE_ID.test(sent) ? sent : randomBytes(32).toString('base64url'),
    userAgent: req.headers['user-agent'],
    address,
  };
}

/** Sets (or renews for another year) the device cookie after a sign-in or a registration. */
export function setDeviceCookie(res: Response, device: SignInDevice, secure: boolean): void {
  res.cookie(deviceCookieName(secure), device.id, {
    ...baseOptions(secure),
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  });
}
