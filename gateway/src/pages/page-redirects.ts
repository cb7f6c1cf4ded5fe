import type { IncomingMessage } from 'node:http';
import { RETURN_TO_PARAM, SIGN_IN_PAGE, type PageRoute } from '@coffee/topology';
import type { Authentication, Authenticator } from '../auth/authenticate';
import { contextOf } from '../http/request-context';

/**
 * What the session cookie says about a page's visitor. 'unknown': the account service could not
 * be asked (the cookie is well signed): the page goes out and the shell decides, as before.
 */
export type Visitor = 'signed-in' | 'signed-out' | 'unknown';

export interface PageRedirect {
  status: 301 | 302;
  location: string;
}

/**
 * Where a signed-in visitor goes from a page for guests: the `from` the server's own redirect to
 * sign-in put there, if it is a path of this site (not another origin, not the sign-in page,
 * which would loop); else home. The same rule as the sign-in page's (mfe-account redirect-target).
 */
export function returnPath(search: URLSearchParams): string {
  const from = search.get(RETURN_TO_PARAM);
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (new URL(from, 'http://page.invalid').pathname.toLowerCase() === SIGN_IN_PAGE) return '/';
  return from;
}

/**
 * The redirects of the spec and the route table the server can make for sure, before any script
 * runs (the shell makes the same ones in the browser, for navigations that never reach here):
 * - another address of a page (`/account`): 301 to the page, the query kept;
 * - a guarded page for a visitor who is not signed in (no session cookie, or one that is
 *   expired, tampered with or revoked): 302 to sign-in, with where they were going;
 * - a page for guests (sign-in, create account) for a signed-in visitor: 302 on.
 * Roles and the Direct+ payment rule need the user's record: those stay the shell's.
 */
export function pageRedirect(
  page: PageRoute,
  visitor: Visitor,
  pathname: string,
  /** The request's query as it came: '' or `?...`. */
  query: string,
): PageRedirect | undefined {
  if ('redirect' in page) return { status: 301, location: `${page.redirect}${query}` };
  if (page.guard && visitor === 'signed-out') {
    const back = new URLSearchParams({ [RETURN_TO_PARAM]: `${pathname}${query}` });
    return { status: 302, location: `${SIGN_IN_PAGE}?${back.toString()}` };
  }
  if (page.guestOnly && visitor === 'signed-in')
    return { status: 302, location: returnPath(new URLSearchParams(query)) };
  return undefined;
}

function visitorOf(auth: Authentication): Visitor {
  if (auth.state === 'valid') return 'signed-in';
  if (auth.state === 'unavailable') return 'unknown';
  return 'signed-out';
}

/** The visitor of a page request, from its session cookie (the API's own check, cached). */
export function createVisitorCheck(
  authenticate: Authenticator,
): (req: IncomingMessage) => Promise<Visitor> {
  return async (req) => visitorOf(await authenticate(req, contextOf(req)?.requestId ?? '-'));
}
