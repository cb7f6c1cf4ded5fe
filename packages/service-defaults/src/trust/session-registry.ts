import http from 'node:http';
import https from 'node:https';
import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@coffee/contracts';
import { z } from 'zod';
import { ServiceInstances } from '../internal/service-instances';
import { ExpiringLru } from './expiring-lru';
import type { SessionRevoked } from './session-events';
import { sessionListenerHeaders } from './session-listeners';

export type SessionState = 'active' | 'revoked' | 'unavailable';

/** A session token already verified (signature, expiry, claims): what the registry asks about. */
export interface SessionRef {
  claims: { sid: string; sub: string; role: string };
  /** The token's expiry in epoch milliseconds: a revoked sid is remembered until then. */
  expiresAt: number;
}

/** The two log calls the registry makes (a pino logger fits). */
export interface SessionRegistryLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SessionRegistryOptions {
  /**
   * The account service: a function when the caller picks a live instance itself (the gateway's
   * pool), or its instances, tried in turn (the check is a GET: safe to ask another).
   */
  accountUrl: string | (() => string) | ServiceInstances;
  internalToken: string;
  /** How long an "active" answer is trusted; 0 asks the account service every time. */
  ttlMs: number;
  /** Bound of each cache (active and revoked sids). */
  maxEntries: number;
  timeoutMs: number;
  /** Keep-alive agent for the calls (default: Node's global agent). */
  agent?: http.Agent;
  logger: SessionRegistryLogger;
  /**
   * Where this part takes revocations (SESSION_REVOKED_PATH), named in each check so that the
   * account service tells it at once (session-listeners.ts); null until it listens. Left out
   * where Redis carries revocations instead.
   */
  listenerUrl?: () => string | null;
}

const sessionAnswerSchema = z.object({
  active: z.boolean(),
  userId: z.string().optional(),
  role: z.string().optional(),
});

const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * Asks the account service whether a session is still live (it revokes sessions on logout).
 * Shared by the gateway and every service other than account (defence in depth: a signed-out
 * token called straight to a service's port is refused there too).
 * Active answers are cached briefly; revoked sessions are remembered until their token expires,
 * since a revoked session never comes back. Concurrent lookups of one token share one call.
 */
/**
 * What an "active" answer vouches for: the session id together with the user and role the token
 * claims. Keyed by sid alone, a cached answer would pass any validly signed token naming that sid.
 */
const tokenKey = ({ claims }: SessionRef) => `${claims.sid}\n${claims.sub}\n${claims.role}`;

export class SessionRegistry {
  private readonly active: ExpiringLru<true>;
  private readonly revoked: ExpiringLru<true>;
  private readonly pending = new Map<string, Promise<SessionState>>();
  private readonly client: typeof http | typeof https;
  /** Counts `forget` calls: an answer asked for before one must not be cached after it. */
  private forgets = 0;

  constructor(private readonly options: SessionRegistryOptions) {
    this.active = new ExpiringLru(options.maxEntries);
    this.revoked = new ExpiringLru(options.maxEntries);
    this.client = (this.accountUrls()[0] as string).startsWith('https:') ? https : http;
  }

  private accountUrls(): string[] {
    const { accountUrl } = this.options;
    if (accountUrl instanceof ServiceInstances) return accountUrl.order();
    return [typeof accountUrl === 'string' ? accountUrl : accountUrl()];
  }

  /** The cached state of a session, if any: lets the hot path skip a promise. */
  cached(session: SessionRef): SessionState | undefined {
    const now = Date.now();
    if (this.revoked.get(session.claims.sid, now)) return 'revoked';
    if (this.active.get(tokenKey(session), now)) return 'active';
    return undefined;
  }

  check(session: SessionRef, requestId: string): Promise<SessionState> {
    const known = this.cached(session);
    if (known) return Promise.resolve(known);
    // Keyed like the active cache: a forged token naming a live sid must not share its answer.
    const key = tokenKey(session);
    let lookup = this.pending.get(key);
    if (!lookup) {
      lookup = this.lookup(session, requestId).finally(() => this.pending.delete(key));
      this.pending.set(key, lookup);
    }
    return lookup;
  }

  /**
   * Another instance revoked sessions (SessionEvents): what this one cached as active for them is
   * dropped, so their next request is checked with the account service again.
   */
  forget(event: SessionRevoked): void {
    this.forgets += 1;
    if ('sid' in event) {
      this.active.deleteWhere((key) => key.split('\n', 1)[0] === event.sid);
      return;
    }
    this.active.deleteWhere((key) => {
      const [sid, sub] = key.split('\n');
      return sub === event.userId && sid !== event.exceptSid;
    });
  }

  /** Called when the gateway forwards a logout: the old token is refused from this moment on. */
  revoke(session: SessionRef): void {
    this.active.delete(tokenKey(session));
    this.revoked.set(session.claims.sid, true, session.expiresAt);
  }

  private async lookup(session: SessionRef, requestId: string): Promise<SessionState> {
    const { sid, sub, role } = session.claims;
    // A revocation told while the answer is on its way may concern this session: the account
    // read it before revoking, so the answer may be stale and must not be trusted for later.
    const forgetsBefore = this.forgets;
    let answer: { status: number; body: string };
    try {
      answer = await this.fetchSession(sid, requestId);
    } catch (err) {
      this.options.logger.warn(
        { reqId: requestId, err: (err as Error).message },
        'session check failed: account service unreachable',
      );
      return 'unavailable';
    }

    if (answer.status === 404) return this.markRevoked(session);
    if (answer.status !== 200) {
      // 401/403 here means the internal token is wrong: an operator problem, not the user's.
      this.options.logger.error(
        { reqId: requestId, status: answer.status },
        'session check refused by account service',
      );
      return 'unavailable';
    }
    let parsed: z.infer<typeof sessionAnswerSchema>;
    try {
      parsed = sessionAnswerSchema.parse(JSON.parse(answer.body));
    } catch {
      this.options.logger.error(
        { reqId: requestId },
        'session check: unexpected answer from account service',
      );
      return 'unavailable';
    }
    if (!parsed.active) return this.markRevoked(session);
    // A token whose user or role is not the session's is refused, but the session itself stays
    // live: a token forged around someone else's sid must not sign them out (and a role changed
    // since sign-in refuses only the tokens that still carry the old one).
    if (
      (parsed.userId !== undefined && parsed.userId !== sub) ||
      (parsed.role !== undefined && parsed.role !== role)
    ) {
      return 'revoked';
    }
    if (this.options.ttlMs > 0 && this.forgets === forgetsBefore) {
      const expiresAt = Math.min(Date.now() + this.options.ttlMs, session.expiresAt);
      this.active.set(tokenKey(session), true, expiresAt);
    }
    return 'active';
  }

  private markRevoked(session: SessionRef): SessionState {
    this.revoked.set(session.claims.sid, true, session.expiresAt);
    return 'revoked';
  }

  private async fetchSession(
    sid: string,
    requestId: string,
  ): Promise<{ status: number; body: string }> {
    const { accountUrl } = this.options;
    const bases = this.accountUrls();
    for (const [i, base] of bases.entries()) {
      try {
        const answer = await this.fetchSessionFrom(base, sid, requestId);
        if (accountUrl instanceof ServiceInstances) accountUrl.answered(base);
        return answer;
      } catch (err) {
        if (accountUrl instanceof ServiceInstances) accountUrl.failed(base);
        if (i === bases.length - 1) throw err;
      }
    }
    throw new Error('no account service instance');
  }

  private fetchSessionFrom(
    base: string,
    sid: string,
    requestId: string,
  ): Promise<{ status: number; body: string }> {
    const url = `${base}/internal/sessions/${encodeURIComponent(sid)}`;
    return new Promise((resolve, reject) => {
      const req = this.client.request(
        url,
        {
          method: 'GET',
          agent: this.options.agent,
          headers: {
            accept: 'application/json',
            [INTERNAL_TOKEN_HEADER]: this.options.internalToken,
            ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
            ...sessionListenerHeaders(this.options.listenerUrl?.() ?? null, this.options.ttlMs),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              req.destroy(new Error('session answer too large'));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      const timer = setTimeout(
        () => req.destroy(new Error('session check timed out')),
        this.options.timeoutMs,
      );
      req.on('close', () => clearTimeout(timer));
      req.on('error', reject);
      req.end();
    });
  }
}
