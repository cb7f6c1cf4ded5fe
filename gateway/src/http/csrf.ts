import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_HEADER, csrfCookieName, sessionCookieName } from '@coffee/contracts';
import type { RequestHandler } from 'express';
import type { ClientInfo } from './client-info';
import { appendSetCookie, cookieHeader } from './cookies';
import { contextOf, cookiesOf } from './request-context';

export const CSRF_MESSAGE = 'Invalid or missing CSRF token';
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// `<nonce>.<mac>`: 16 random bytes and an HMAC-SHA256, both base64url.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
const NONCE_LENGTH = 22;

export function isUnsafeMethod(method: string | undefined): boolean {
  return method !== undefined && UNSAFE_METHODS.has(method);
}

/**
 * The key that signs tokens, derived from the internal token every gateway already holds (so
 * several gateways accept each other's tokens) under its own label, so a token's MAC never
 * equals anything else made with that secret.
 */
export function deriveCsrfSecret(internalToken: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', internalToken, '', 'coffee-shop/gateway/csrf-token/v1', 32),
  );
}

// A session id is bound as `session:<sid>`, a signed-out visitor as `anonymous`: the two never collide.
function macOf(secret: Buffer, nonce: string, sid: string | undefined): string {
  const binding = sid === undefined ? 'anonymous' : `session:${sid}`;
  return createHmac('sha256', secret).update(`${nonce}.${binding}`).digest('base64url');
}

/** A token bound to the session `sid` (undefined: signed out). */
export function mintCsrfToken(
  secret: Buffer,
  sid: string | undefined,
  nonce = randomBytes(16).toString('base64url'),
): string {
  return `${nonce}.${macOf(secret, nonce, sid)}`;
}

/** Whether `token` was minted by us for the session `sid` (undefined: signed out). */
export function csrfTokenBindsTo(secret: Buffer, token: string, sid: string | undefined): boolean {
  if (!TOKEN_SHAPE.test(token)) return false;
  const expected = macOf(secret, token.slice(0, NONCE_LENGTH), sid);
  return timingSafeEqual(Buffer.from(token.slice(NONCE_LENGTH + 1)), Buffer.from(expected));
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The cookie's name and value, when a Set-Cookie line sets (or clears) the cookie `name`. */
function setCookieValue(line: string, name: string): string | undefined {
  const eq = line.indexOf('=');
  if (eq === -1 || line.slice(0, eq).trim() !== name) return undefined;
  const semi = line.indexOf(';', eq);
  return line.slice(eq + 1, semi === -1 ? undefined : semi).trim();
}

export interface CsrfOptions {
  /** COOKIE_SECURE: Secure cookie, and the `__Host-` name. */
  secure: boolean;
  secret: Buffer;
  /**
   * The session id a token must be bound to: the session cookie's, when its signature and expiry
   * verify (synchronous; revocation is the authenticator's business), else undefined.
   */
  sessionIdOf: (token: string) => string | undefined;
  client: ClientInfo;
  /** Origins besides the request's own scheme://host that may send writes (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
}

/**
 * Signed double-submit (OWASP): the token lives in a cookie scripts on our origin can read
 * (SameSite=Strict) and must come back in a header, which a cross-site form or fetch cannot set;
 * it is `nonce.HMAC(secret, nonce + session id)`, so a token planted from elsewhere or minted for
 * another session (or for no session) does not pass. Before the token, the browser's own word on
 * where the request comes from (Origin, Sec-Fetch-Site) must not name another site.
 */
export function createCsrf({
  secure,
  secret,
  sessionIdOf,
  client,
  allowedOrigins = [],
}: CsrfOptions) {
  const options = { httpOnly: false, secure, sameSite: 'Strict' as const };
  const cookieName = csrfCookieName(secure);
  const sessionCookie = sessionCookieName(secure);
  const allowed = new Set(allowedOrigins);

  const sidOf = (req: IncomingMessage): string | undefined => {
    const token = cookiesOf(req)[sessionCookie];
    return token ? sessionIdOf(token) : undefined;
  };

  /** The request's cookie token, if it is one we minted for the request's session. */
  const currentToken = (req: IncomingMessage): string | undefined => {
    const value = cookiesOf(req)[cookieName];
    return value !== undefined && csrfTokenBindsTo(secret, value, sidOf(req)) ? value : undefined;
  };

  /** Sets a fresh token for `sid` on this response, replacing one set earlier on it. */
  const issue = (req: IncomingMessage, res: ServerResponse, sid: string | undefined): string => {
    const token = mintCsrfToken(secret, sid);
    const prefix = `${cookieName}=`;
    const earlier = res.getHeader('set-cookie');
    if (earlier !== undefined) {
      const kept = ([] as string[])
        .concat(earlier as string | string[])
        .filter((line) => !line.startsWith(prefix));
      res.setHeader('set-cookie', kept);
    }
    appendSetCookie(res, cookieHeader(cookieName, token, options));
    const ctx = contextOf(req);
    if (ctx) ctx.issuedCsrfToken = token;
    return token;
  };

  /** The request's token, issuing a fresh cookie when it has none valid for its session. */
  const ensureToken = (req: IncomingMessage, res: ServerResponse): string =>
    currentToken(req) ?? contextOf(req)?.issuedCsrfToken ?? issue(req, res, sidOf(req));

  /** Issues the cookie on any response where the request lacked a valid one. */
  const issueCookie: RequestHandler = (req, res, next) => {
    ensureToken(req, res);
    next();
  };

  /** scheme://host[:port] as the browser sees this gateway (Origin omits a default port). */
  const ownOrigin = (req: IncomingMessage): string | undefined => {
    const host = client.host(req)?.toLowerCase();
    if (!host) return undefined;
    const protocol = client.protocol(req);
    const defaultPort = protocol === 'https' ? ':443' : ':80';
    return `${protocol}://${host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host}`;
  };

  /** False when the browser says the request comes from another site. */
  const sameOrigin = (req: IncomingMessage): boolean => {
    if (firstHeader(req.headers['sec-fetch-site']) === 'cross-site') return false;
    const origin = firstHeader(req.headers.origin);
    if (origin === undefined) return true;
    if (allowed.has(origin)) return true;
    return origin.toLowerCase() === ownOrigin(req);
  };

  /** The header equals the cookie, and the cookie is bound to the request's session. */
  const matches = (req: IncomingMessage): boolean => {
    const cookie = currentToken(req);
    const header = req.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || header.length !== cookie.length) return false;
    // latin1 keeps one byte per character, so equal lengths cannot make timingSafeEqual throw.
    return timingSafeEqual(Buffer.from(header, 'latin1'), Buffer.from(cookie, 'latin1'));
  };

  /**
   * A service's answer that sets a new session cookie (sign-in, registration) or clears it
   * (sign-out) gets a new token for the new session on the same response: a token issued before
   * the sign-in is not carried into the session.
   */
  const onUpstreamResponse = (
    setCookies: readonly string[] | undefined,
    req: IncomingMessage,
    res: ServerResponse,
  ): void => {
    if (!setCookies) return;
    for (const line of setCookies) {
      const value = setCookieValue(line, sessionCookie);
      if (value === undefined) continue;
      issue(req, res, value ? sessionIdOf(value) : undefined);
      return;
    }
  };

  /** The gateway dropped the request's session cookie (invalid or revoked): back to signed out. */
  const signedOut = (req: IncomingMessage, res: ServerResponse): void => {
    const value = cookiesOf(req)[cookieName];
    if (value !== undefined && csrfTokenBindsTo(secret, value, undefined)) return;
    issue(req, res, undefined);
  };

  return { ensureToken, issueCookie, sameOrigin, matches, onUpstreamResponse, signedOut };
}

export type Csrf = ReturnType<typeof createCsrf>;
