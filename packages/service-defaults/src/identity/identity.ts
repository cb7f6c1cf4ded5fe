import { createPublicKey } from 'node:crypto';
import {
  JWT_ALGORITHM,
  JWT_AUDIENCE,
  JWT_ISSUER,
  can,
  sessionClaimsSchema,
  type Permission,
  type Role,
} from '@coffee/contracts';
import type { Request, RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { AppError } from '../http/app-error';
import { requestIdOf } from '../logging/request-logger';
import type { SessionRegistry, SessionState } from '../trust/session-registry';

/** Who is calling, as proven by the session JWT the gateway forwards. */
export interface Identity {
  userId: string;
  sid: string;
  role: Role;
  username: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by `authenticate` when the request carries a valid bearer token. */
      identity?: Identity;
    }
  }
}

export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';
export const FORBIDDEN_MESSAGE = 'Forbidden';

export const SESSION_CHECK_UNAVAILABLE_MESSAGE = 'Session service unavailable';

const notAuthenticated = () => new AppError(401, NOT_AUTHENTICATED_MESSAGE, 'NOT_AUTHENTICATED');

export interface IdentityVerifier {
  /** Verifies a JWT (signature, algorithm, issuer, audience, expiry, claims); throws AppError 401. */
  verify(token: string): Identity;
  /** The bearer token of a request, or null when there is none. */
  bearerToken(req: Request): string | null;
  /**
   * The verified identity of a request, or null when the token is missing or bad. Never throws.
   * Signature and claims only: it does not ask whether the session was revoked (sign-out uses it).
   */
  readIdentity(req: Request): Identity | null;
  /**
   * Sets req.identity from a valid bearer token whose session is live; no token passes through;
   * a bad or revoked token is a 401, and 503 when the session's state cannot be learnt.
   */
  authenticate: RequestHandler;
  /** `authenticate`, then a 401 unless a live session was found: what a signed-in route needs. */
  signedIn: RequestHandler[];
}

export interface IdentityVerifierOptions {
  /**
   * Where revocation is checked (the account service's /internal/sessions, cached). Without it
   * only the signature and claims are checked: the account service, which owns the sessions,
   * checks its own collection in its use cases.
   */
  sessions?: SessionRegistry;
}

export function createIdentityVerifier(
  publicKeyPem: string,
  options: IdentityVerifierOptions = {},
): IdentityVerifier {
  const { sessions } = options;
  // Parsed once: handing jsonwebtoken the PEM text re-parses it on every request (~2x the CPU).
  const publicKey = createPublicKey(publicKeyPem);
  const verifySession = (token: string): { identity: Identity; expiresAt: number } => {
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, publicKey, {
        algorithms: [JWT_ALGORITHM],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        clockTolerance: 5,
      });
    } catch {
      throw notAuthenticated();
    }
    // A token without an expiry would be valid forever: refuse it.
    if (typeof payload === 'string' || typeof payload.exp !== 'number') throw notAuthenticated();
    const claims = sessionClaimsSchema.safeParse(payload);
    if (!claims.success) throw notAuthenticated();
    const { sub, sid, role, username } = claims.data;
    return { identity: { userId: sub, sid, role, username }, expiresAt: payload.exp * 1000 };
  };
  const verify = (token: string): Identity => verifySession(token).identity;

  const bearerToken = (req: Request): string | null => {
    const header = req.headers.authorization;
    if (header === undefined) return null;
    const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header.trim());
    return match?.[1] ?? '';
  };

  const readIdentity = (req: Request): Identity | null => {
    const token = bearerToken(req);
    if (!token) return null;
    try {
      return verify(token);
    } catch {
      return null;
    }
  };

  const authenticate: RequestHandler = (req, _res, next) => {
    const token = bearerToken(req);
    if (token === null) {
      next();
      return;
    }
    if (token === '') throw notAuthenticated();
    const { identity, expiresAt } = verifySession(token);
    if (!sessions) {
      req.identity = identity;
      next();
      return;
    }
    const accept = (state: SessionState) => {
      if (state === 'revoked') throw notAuthenticated();
      if (state === 'unavailable') {
        throw new AppError(503, SESSION_CHECK_UNAVAILABLE_MESSAGE, 'SESSION_CHECK_UNAVAILABLE');
      }
      req.identity = identity;
      next();
    };
    const session = {
      claims: { sid: identity.sid, sub: identity.userId, role: identity.role },
      expiresAt,
    };
    // Synchronous when the cache answers, so the common request never waits on a promise.
    const known = sessions.cached(session);
    if (known) {
      accept(known);
      return;
    }
    return sessions.check(session, requestIdOf(req) ?? '').then(accept);
  };

  return { verify, bearerToken, readIdentity, authenticate, signedIn: [authenticate, requireAuth] };
}

/** 401 unless `authenticate` found a valid identity. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.identity) throw notAuthenticated();
  next();
};

/** 401 when signed out, 403 'Forbidden' when signed in with another role. */
export function requireRole(...allowed: Role[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.identity) throw notAuthenticated();
    if (!allowed.includes(req.identity.role))
      throw new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
    next();
  };
}

/**
 * The contracts' role policy (roles.ts) at a route: 401 without a session, 403 when the caller's
 * role lacks the permission. Prefer it to requireRole, so every service reads the same policy.
 */
export function requirePermission(permission: Permission): RequestHandler {
  return (req, _res, next) => {
    if (!req.identity) throw notAuthenticated();
    if (!can(req.identity.role, permission))
      throw new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
    next();
  };
}

/** The identity of a request behind requireAuth/requireRole (throws 401 if used without them). */
export function identityOf(req: Request): Identity {
  if (!req.identity) throw notAuthenticated();
  return req.identity;
}
