import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { sessionRevokedSchema, type SessionRevoked } from './session-events';

/**
 * Revocations told at once without Redis. Every part that caches the account service's "active"
 * answers (the gateway, the other services) names itself when it asks (`x-session-listener`: the
 * URL it listens on, `x-session-listener-ttl`: how long it caches). The account service keeps
 * those names for as long as their caches may hold an answer it gave, and when it revokes a
 * session it POSTs the revocation to each of them and waits for their answers before its own, so
 * the very next request anywhere is checked again. Only a part that asked within its cache time
 * can hold a stale answer, so only those are told. With Redis (several instances, several
 * machines) the parts name nothing and SessionEvents carries the news instead.
 */
export const SESSION_LISTENER_HEADER = 'x-session-listener';
export const SESSION_LISTENER_TTL_HEADER = 'x-session-listener-ttl';
/** Where a part takes a revocation: POST, body a `SessionRevoked`, signed (below). */
export const SESSION_REVOKED_PATH = '/internal/sessions/revoked';
/**
 * An HMAC of the body with a key derived from the internal token: the internal token itself is
 * never sent to a listener (a port reused by another program after a part stopped learns nothing
 * from the call). A replayed or forged message can only make a part ask the account again.
 */
export const SESSION_REVOCATION_PROOF_HEADER = 'x-session-revocation-proof';

/** The longest cache time a listener is remembered for (a bound on what a caller may ask). */
const MAX_LISTENER_TTL_MS = 10 * 60 * 1000;
/** How long one listener may take to answer before the revocation goes on without it. */
export const NOTIFY_TIMEOUT_MS = 1000;
/** The largest revocation message a listener reads. */
export const MAX_REVOCATION_BYTES = 1024;

/** A key of its own for this one use, so the proof never doubles as anything else. */
export function sessionRevocationKey(internalToken: string): Buffer {
  return createHmac('sha256', internalToken).update('coffee-shop session-revoked v1').digest();
}

export function signSessionRevocation(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** The revocation a signed body announces, or null when the proof or the body does not hold. */
export function readSessionRevocation(
  key: Buffer,
  body: Buffer,
  proof: string | string[] | undefined,
): SessionRevoked | null {
  if (typeof proof !== 'string') return null;
  const expected = Buffer.from(signSessionRevocation(key, body.toString('utf8')));
  const given = Buffer.from(proof);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = sessionRevokedSchema.safeParse(JSON.parse(body.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The headers a part adds to its session check, or none (no URL yet, or no cache to drop). */
export function sessionListenerHeaders(url: string | null, ttlMs: number): Record<string, string> {
  if (!url || ttlMs <= 0) return {};
  return { [SESSION_LISTENER_HEADER]: url, [SESSION_LISTENER_TTL_HEADER]: String(ttlMs) };
}

export interface SessionListenersLogger {
  warn(details: object, message: string): void;
}

/**
 * The account service's side: who cached its answers lately, and telling them. A listener is
 * remembered from its last session check for its cache time plus a margin.
 */
export class SessionListeners {
  /** URL -> until when it may hold an answer (epoch ms); insertion order = oldest first. */
  private readonly listeners = new Map<string, number>();
  private readonly key: Buffer;

  constructor(
    internalToken: string,
    private readonly logger: SessionListenersLogger,
    private readonly maxListeners = 1000,
  ) {
    this.key = sessionRevocationKey(internalToken);
  }

  /** A session check named its asker (headers as `sessionListenerHeaders` makes them). */
  heard(headers: http.IncomingHttpHeaders): void {
    const url = headers[SESSION_LISTENER_HEADER];
    const ttl = Number(headers[SESSION_LISTENER_TTL_HEADER]);
    if (typeof url !== 'string' || url.length > 200 || !/^https?:\/\/[^/?#\s]+$/.test(url)) return;
    if (!Number.isInteger(ttl) || ttl <= 0) return;
    // The margin covers the time the answer takes to reach the asker and be cached.
    const until = Date.now() + Math.min(ttl, MAX_LISTENER_TTL_MS) + 1000;
    this.listeners.delete(url);
    if (this.listeners.size >= this.maxListeners) {
      const oldest = this.listeners.keys().next();
      if (!oldest.done) this.listeners.delete(oldest.value);
    }
    this.listeners.set(url, until);
  }

  /** The parts that may hold a cached answer now. */
  live(): string[] {
    const now = Date.now();
    const urls: string[] = [];
    for (const [url, until] of this.listeners) {
      if (until > now) urls.push(url);
      else this.listeners.delete(url);
    }
    return urls;
  }

  /**
   * Tells every live listener, all at once, and resolves once each has answered or given up
   * (NOTIFY_TIMEOUT_MS). Never throws: a part that cannot be told is logged (its cache expires).
   */
  async tell(event: SessionRevoked): Promise<void> {
    const body = JSON.stringify(event);
    const proof = signSessionRevocation(this.key, body);
    await Promise.all(
      this.live().map((url) =>
        postRevocation(url, body, proof).catch((err: Error) =>
          this.logger.warn(
            { listener: url, err: err.message },
            'session revocation not delivered: its cache expires instead',
          ),
        ),
      ),
    );
  }
}

function postRevocation(base: string, body: string, proof: string): Promise<void> {
  const client = base.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      `${base}${SESSION_REVOKED_PATH}`,
      {
        method: 'POST',
        // A fresh connection: revocations are rare, and a pooled socket may be half closed.
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [SESSION_REVOCATION_PROOF_HEADER]: proof,
        },
        timeout: NOTIFY_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 204 ? resolve() : reject(new Error(`answered ${res.statusCode}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in time')));
    req.on('error', reject);
    req.end(body);
  });
}
