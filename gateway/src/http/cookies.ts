import type { ServerResponse } from 'node:http';

/**
 * Reads the Cookie header into a plain object. The gateway only needs its own two cookies, whose
 * values are URL-safe; anything percent-encoded is decoded, anything undecodable is kept as sent.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    if (value.includes('%')) {
      try {
        value = decodeURIComponent(value);
      } catch {
        // Keep the raw value: it simply will not verify.
      }
    }
    cookies[name] = value;
  }
  return cookies;
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax';
}

function attributes({ httpOnly, secure, sameSite }: CookieOptions): string {
  return `; Path=/${httpOnly ? '; HttpOnly' : ''}${secure ? '; Secure' : ''}; SameSite=${sameSite}`;
}

/** A browser-session cookie (no Max-Age); values are URL-safe by construction. */
export function cookieHeader(name: string, value: string, options: CookieOptions): string {
  return `${name}=${value}${attributes(options)}`;
}

/** Tells the browser to drop a cookie set with the same attributes. */
export function expiredCookieHeader(name: string, options: CookieOptions): string {
  return `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes(options)}`;
}

export function appendSetCookie(res: ServerResponse, header: string): void {
  res.appendHeader('set-cookie', header);
}
