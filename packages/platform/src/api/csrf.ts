import { csrfCookieName } from '@coffee/contracts';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

// HTTPS deployments name it `__Host-coffee_csrf`, plain HTTP `coffee_csrf`: whichever is there.
const NAMES = [csrfCookieName(true), csrfCookieName(false)];

/** The gateway's CSRF cookie as it is now: read on every call, never remembered. */
export function currentCsrfCookie(): string | undefined {
  for (const name of NAMES) {
    const value = readCookie(name);
    if (value) return value;
  }
  return undefined;
}

/**
 * The double-submit token: read from the gateway's cookie before each write (the gateway issues a
 * new one bound to the session at sign-in and sign-out, so a remembered token would go stale),
 * fetched from /api/csrf when absent.
 */
export async function csrfToken(): Promise<string | undefined> {
  const existing = currentCsrfCookie();
  if (existing) return existing;
  try {
    const res = await fetch('/api/csrf', { credentials: 'include' });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { csrfToken?: string };
    return currentCsrfCookie() ?? body.csrfToken;
  } catch {
    return undefined;
  }
}
