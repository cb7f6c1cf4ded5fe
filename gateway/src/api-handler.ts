import type { IncomingMessage, ServerResponse } from 'node:http';
import { sessionCookieName } from '@coffee/contracts';
import type { Logger } from 'pino';
import type { Authentication, Authenticator } from './auth/authenticate';
import type { SessionRegistry } from './auth/session-registry';
import type { RevocationReceiver } from './auth/session-revocations';
import type { ClientInfo } from './http/client-info';
import { appendSetCookie, expiredCookieHeader } from './http/cookies';
import { CROSS_SITE_MESSAGE, CSRF_MESSAGE, isUnsafeMethod, type Csrf } from './http/csrf';
import { beginRequest, contextOf } from './http/request-context';
import { sendError, sendJson } from './http/send-error';
import { declaresTooLarge, watchStreamingBody } from './proxy/body-limit';
import { bodyLimitFor } from './proxy/route-body-limits';
import { dropSessionCookie, prepareForwardHeaders } from './proxy/forward-headers';
import type { Upstreams } from './proxy/upstreams';
import { answerLimits } from './ratelimit/answer';
import type { Outcome, RateLimiter } from './ratelimit/rate-limiter';
import { CSRF_TOKEN_PATH, routeKey, type RouteMatcher, type RouteRule } from './routes';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

export interface ApiHandlerDeps {
  match: RouteMatcher;
  authenticate: Authenticator;
  registry: SessionRegistry;
  /** The account service's revocation calls (the one /internal path the gateway answers). */
  revocations: RevocationReceiver;
  csrf: Csrf;
  upstreams: Upstreams;
  client: ClientInfo;
  /** Per-address and per-user request limits (ratelimit/). */
  limiter: RateLimiter;
  /** Signs the forwarded client address for the services (forwardedClientKey of the internal token). */
  forwardedClientKey: Buffer;
  securityHeaders: Middleware;
  bodyLimitBytes: number;
  cookieSecure: boolean;
  logger: Logger;
}

const LOGOUT_PATH = '/api/logout';
// `.` and `..` segments, raw or percent-encoded: a service must never resolve a path outside the route it was given.
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;
// An empty segment (`/api/support//tickets/lookup`): no service route has one, and a path the
// route table would read one way (a shorter prefix) and a service another must not go through.
const EMPTY_SEGMENT = /\/\//;

function pathnameOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Requests the API handler owns: everything under /api, and /internal, which it refuses. */
export function isApiRequest(url: string | undefined): boolean {
  if (!url) return false;
  return (
    url.startsWith('/api/') ||
    url === '/api' ||
    url.startsWith('/api?') ||
    url.startsWith('/internal/') ||
    url === '/internal' ||
    url.startsWith('/internal?')
  );
}

/**
 * Everything under /api: route table lookup, body size, CSRF, session and role rules, then the
 * proxy. No business logic: each decision reads the route table entry.
 *
 * It runs on plain Node request/response objects, outside Express: Express's per-request setup
 * (re-prototyping req and res) measured as costly as the whole proxying, and the API path needs
 * none of its features. Pages, the manifest and probes stay in Express.
 */
export function createApiHandler(deps: ApiHandlerDeps): Handler {
  const { match, authenticate, registry, csrf, upstreams, client, securityHeaders, limiter } = deps;
  const { revocations } = deps;
  const { bodyLimitBytes, logger, forwardedClientKey } = deps;
  // BODY_LIMIT, or a larger one for the few routes that need it (the product picture upload).
  const bodyLimit = (req: IncomingMessage) =>
    bodyLimitFor(req.method, pathnameOf(req.url ?? ''), bodyLimitBytes);
  const clearSession = expiredCookieHeader(sessionCookieName(deps.cookieSecure), {
    httpOnly: true,
    secure: deps.cookieSecure,
    sameSite: 'Lax',
  });
  // The browser drops its session cookie, and with it the CSRF token bound to that session.
  const clearInvalidSession = (req: IncomingMessage, res: ServerResponse) => {
    appendSetCookie(res, clearSession);
    csrf.signedOut(req, res);
  };

  const proceed = (
    req: IncomingMessage,
    res: ServerResponse,
    rule: RouteRule,
    auth: Authentication,
    requestId: string,
  ) => {
    if (rule.auth !== 'public') {
      if (auth.state === 'unavailable') {
        sendError(res, 503, 'Session service unavailable', 'SESSION_CHECK_UNAVAILABLE');
        return;
      }
      if (auth.state !== 'valid') {
        if (auth.state === 'invalid') clearInvalidSession(req, res);
        sendError(res, 401, 'Not authenticated', 'NOT_AUTHENTICATED');
        return;
      }
      if (typeof rule.auth === 'object' && !rule.auth.roles.includes(auth.session.claims.role)) {
        sendError(res, 403, 'Forbidden', 'FORBIDDEN');
        return;
      }
    }

    const session = auth.state === 'valid' ? auth.session : undefined;
    // The identity reaches services only as the bearer token, and only when verified: the raw
    // session cookie is never forwarded (an invalid one is also cleared in the browser).
    if (auth.state !== 'anonymous') dropSessionCookie(req);
    if (auth.state === 'invalid') clearInvalidSession(req, res);
    if (session && req.method === 'POST' && routeKey(pathnameOf(req.url ?? '')) === LOGOUT_PATH) {
      registry.revoke(session);
    }

    prepareForwardHeaders(req, client, requestId, session?.token, forwardedClientKey);
    const limit = bodyLimit(req);
    watchStreamingBody(req, limit.bytes, () => {
      const ctx = contextOf(req);
      if (ctx?.settled) return;
      if (ctx) ctx.settled = true;
      req.unpipe();
      ctx?.proxyReq?.destroy();
      res.setHeader('connection', 'close');
      sendError(res, 413, limit.message, limit.code);
      req.resume();
    });
    upstreams.forward(req, res, rule.service, rule.timeoutMs);
  };

  // The per-user limit needs the verified session; its headers replace the address ones when tighter.
  const admit = (
    req: IncomingMessage,
    res: ServerResponse,
    rule: RouteRule,
    auth: Authentication,
    requestId: string,
    byAddress: Outcome[],
  ) => {
    if (auth.state !== 'valid') {
      proceed(req, res, rule, auth, requestId);
      return;
    }
    const then = (byUser: Outcome[]) => {
      if (byUser.length > 0 && answerLimits(res, byAddress.concat(byUser))) return;
      proceed(req, res, rule, auth, requestId);
    };
    const byUser = limiter.countUser(auth.session.claims.sub);
    if (byUser instanceof Promise) byUser.then(then).catch(fail(res, requestId));
    else then(byUser);
  };

  const route = (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    const pathname = pathnameOf(req.url ?? '');
    // Compared as the services' routers compare paths (any case, one trailing slash).
    const key = routeKey(pathname);
    if (key === CSRF_TOKEN_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendError(res, 405, 'Method not allowed');
        return;
      }
      sendJson(res, 200, { csrfToken: csrf.ensureToken(req, res) });
      return;
    }
    if (revocations.accepts(req, pathname)) {
      revocations.receive(req, res);
      return;
    }
    if (DOT_SEGMENT.test(pathname) || EMPTY_SEGMENT.test(pathname)) {
      sendError(res, 400, 'Invalid path');
      return;
    }
    const rule = match(pathname);
    if (!rule) {
      sendError(res, 404, 'Not found', 'NOT_FOUND');
      return;
    }
    const byAddress = limiter.countAddress(req, rule);
    if (byAddress instanceof Promise) {
      byAddress
        .then((counted) => screen(req, res, rule, requestId, counted))
        .catch(fail(res, requestId));
    } else {
      screen(req, res, rule, requestId, byAddress);
    }
  };

  const screen = (
    req: IncomingMessage,
    res: ServerResponse,
    rule: RouteRule,
    requestId: string,
    byAddress: Outcome[],
  ) => {
    // Per-address limits come first: a flood is refused before it costs a session check.
    if (answerLimits(res, byAddress)) return;
    const limit = bodyLimit(req);
    if (declaresTooLarge(req, limit.bytes)) {
      res.setHeader('connection', 'close');
      sendError(res, 413, limit.message, limit.code);
      return;
    }
    // Before authentication: the token's binding needs only the session id, which the token's
    // signature proves synchronously; whether the session was revoked is the authenticator's
    // question, and a revoked session fails there whatever its token.
    if (rule.csrf !== false && isUnsafeMethod(req.method)) {
      if (!csrf.sameOrigin(req)) {
        sendError(res, 403, CROSS_SITE_MESSAGE, 'CSRF');
        return;
      }
      if (!csrf.matches(req)) {
        sendError(res, 403, CSRF_MESSAGE, 'CSRF');
        return;
      }
    }
    const ctx = contextOf(req);
    if (ctx) ctx.publicRoute = rule.auth === 'public';

    const auth = authenticate(req, requestId);
    if (auth instanceof Promise) {
      auth
        .then((resolved) => admit(req, res, rule, resolved, requestId, byAddress))
        .catch(fail(res, requestId));
    } else {
      admit(req, res, rule, auth, requestId, byAddress);
    }
  };

  const fail = (res: ServerResponse, requestId: string) => (err: unknown) => {
    logger.error({ reqId: requestId, err }, 'unhandled error');
    sendError(res, 500, 'Internal server error');
  };

  return (req, res) => {
    // Already begun when Express handed the request over (app used without our server).
    const ctx = contextOf(req) ?? beginRequest(req, res, logger);
    const { requestId } = ctx;
    try {
      csrf.ensureToken(req, res);
      securityHeaders(req, res, (err) => {
        if (err) throw err;
        route(req, res, requestId);
      });
    } catch (err) {
      fail(res, requestId)(err);
    }
  };
}
