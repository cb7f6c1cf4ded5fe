import { CSRF_COOKIE } from '@coffee/contracts';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The double-submit token: read from the gateway's cookie, fetched from /api/csrf when absent. */
export async function csrfToken(): Promise<string | undefined> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  try {
    const res = await fetch('/api/csrf', { credentials: 'include' });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { csrfToken?: string };
    return readCookie(CSRF_COOKIE) ?? body.csrfToken;
  } catch {
    return undefined;
  }
}
