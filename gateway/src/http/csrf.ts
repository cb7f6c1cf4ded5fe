import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_COOKIE, CSRF_HEADER } from '@coffee/contracts';
import type { RequestHandler } from 'express';
import { appendSetCookie, cookieHeader } from './cookies';
import { contextOf, cookiesOf } from './request-context';

export const CSRF_MESSAGE = 'Invalid or missing CSRF token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Tokens we issue are 43 base64url characters; anything else in the cookie is replaced.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

export function isUnsafeMethod(method: string | undefined): boolean {
  return method !== undefined && UNSAFE_METHODS.has(method);
}

function currentToken(req: IncomingMessage): string | undefined {
  const value = cookiesOf(req)[CSRF_COOKIE];
  return value !== undefined && TOKEN_SHAPE.test(value) ? value : undefined;
}

/**
 * Double-submit: the token lives in a cookie scripts on our origin can read (SameSite=Strict) and
 * must come back in a header, which a cross-site form or fetch cannot set.
 */
export function createCsrf(secure: boolean) {
  const options = { httpOnly: false, secure, sameSite: 'Strict' as const };

  /** The request's token, issuing a fresh cookie when it has none (or a malformed one). */
  const ensureToken = (req: IncomingMessage, res: ServerResponse): string => {
    const ctx = contextOf(req);
    const existing = currentToken(req) ?? ctx?.issuedCsrfToken;
    if (existing) return existing;
    const token = randomBytes(32).toString('base64url');
    appendSetCookie(res, cookieHeader(CSRF_COOKIE, token, options));
    if (ctx) ctx.issuedCsrfToken = token;
    return token;
  };

  /** Issues the cookie on any response where the request lacked it. */
  const issueCookie: RequestHandler = (req, res, next) => {
    ensureToken(req, res);
    next();
  };

  const matches = (req: IncomingMessage): boolean => {
    const cookie = currentToken(req);
    const header = req.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || header.length !== cookie.length) return false;
    // latin1 keeps one byte per character, so equal lengths cannot make timingSafeEqual throw.
    return timingSafeEqual(Buffer.from(header, 'latin1'), Buffer.from(cookie, 'latin1'));
  };

  return { ensureToken, issueCookie, matches };
}

export type Csrf = ReturnType<typeof createCsrf>;
