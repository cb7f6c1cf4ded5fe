import type { IncomingMessage } from 'node:http';
import { ipKeyGenerator } from 'express-rate-limit';
import type { ClientInfo } from '../http/client-info';
import { isUnsafeMethod } from '../http/csrf';
import type { RouteRule } from '../routes';
import type { HitResult, RateLimitStore, WindowCount } from './store';

export type LimitName = 'sign-in' | 'writes' | 'api' | 'user';

/** Requests per window of each limit (0 turns one off), all over the same fixed window. */
export interface RateLimits {
  signIn: number;
  writes: number;
  api: number;
  user: number;
  windowMs: number;
  /**
   * Client addresses no per-address limit counts (RATE_LIMIT_EXEMPT_ADDRESSES): monitoring, or
   * the test suite's browser on loopback. Their signed-in users are still counted per user.
   */
  exemptAddresses: readonly string[];
}

export interface Policy {
  name: LimitName;
  limit: number;
  windowMs: number;
  /** The `RateLimit-Policy` header value: `<limit>;w=<seconds>`. */
  header: string;
}

/** One policy's count for one request. */
export interface Outcome {
  policy: Policy;
  count: number;
  resetAt: number;
}

/** Synchronous with the in-memory store; a promise (that never rejects) with a shared one. */
export type Outcomes = Outcome[] | Promise<Outcome[]>;

export interface RateLimiter {
  /** Counts a request against its per-address limits: the route rule's class and the method decide which. */
  countAddress(req: IncomingMessage, rule: RouteRule): Outcomes;
  /** Counts a signed-in user's request (by the session's `sub`) against the per-user limit. */
  countUser(sub: string): Outcomes;
  /**
   * Counts a page rendered on the server against the client's per-address API limit: the render
   * calls the API on its behalf, uncounted (http/render-pass.ts), so a flood of pages cannot buy
   * more renders than the client could make API calls.
   */
  countRender(req: IncomingMessage): Outcomes;
}

const NONE: Outcome[] = [];

function policy(name: LimitName, limit: number, windowMs: number): Policy | undefined {
  if (limit <= 0) return undefined;
  return { name, limit, windowMs, header: `${limit};w=${Math.ceil(windowMs / 1000)}` };
}

/**
 * The address a limit counts: an IPv4 address, or an IPv6 address by its /56 network (one
 * subscriber usually holds a whole /56 or /64), as the account service keys its own throttles.
 */
export function addressKey(ip: string | undefined): string {
  return ipKeyGenerator(ip || 'unknown');
}

function collect(policies: readonly Policy[], results: readonly HitResult[]): Outcomes {
  const build = (counts: readonly (WindowCount | undefined)[]) => {
    const outcomes: Outcome[] = [];
    counts.forEach((c, i) => {
      if (c) outcomes.push({ policy: policies[i]!, count: c.count, resetAt: c.resetAt });
    });
    return outcomes;
  };
  if (results.some((r) => r instanceof Promise)) return Promise.all(results).then(build);
  return build(results as readonly (WindowCount | undefined)[]);
}

export function createRateLimiter(
  limits: RateLimits,
  store: RateLimitStore,
  client: ClientInfo,
  /** A page render's own API calls, from the shell's server with its pass (http/render-pass.ts). */
  isOwnRequest: (req: IncomingMessage) => boolean = () => false,
): RateLimiter {
  const { windowMs } = limits;
  const api = policy('api', limits.api, windowMs);
  const writes = policy('writes', limits.writes, windowMs);
  const signIn = policy('sign-in', limits.signIn, windowMs);
  const user = policy('user', limits.user, windowMs);
  const exempt = new Set(limits.exemptAddresses.map(addressKey));

  const count = (policies: Policy[], key: string): Outcomes => {
    if (policies.length === 0) return NONE;
    const results = policies.map((p) => store.hit(`${p.name}:${key}`, p.windowMs));
    return collect(policies, results);
  };

  return {
    countAddress(req, rule) {
      // Not a client: counted, every render would spend one shared 127.0.0.1 budget.
      if (rule.limit === 'no-address-limits' || isOwnRequest(req)) return NONE;
      const policies: Policy[] = [];
      if (api) policies.push(api);
      if (isUnsafeMethod(req.method)) {
        const perClass = rule.limit === 'sign-in' ? signIn : writes;
        if (perClass) policies.push(perClass);
      }
      if (policies.length === 0) return NONE;
      const key = addressKey(client.ip(req));
      return exempt.has(key) ? NONE : count(policies, key);
    },
    countUser(sub) {
      return user ? count([user], sub) : NONE;
    },
    countRender(req) {
      if (!api) return NONE;
      const key = addressKey(client.ip(req));
      return exempt.has(key) ? NONE : count([api], key);
    },
  };
}

export function isExceeded(outcome: Outcome): boolean {
  return outcome.count > outcome.policy.limit;
}

function remaining(outcome: Outcome): number {
  return Math.max(0, outcome.policy.limit - outcome.count);
}

function moreRestrictive(a: Outcome, b: Outcome): boolean {
  const aOver = isExceeded(a);
  if (aOver !== isExceeded(b)) return aOver;
  if (!aOver && remaining(a) !== remaining(b)) return remaining(a) < remaining(b);
  return a.resetAt > b.resetAt;
}

/**
 * The one the headers show: of the exceeded limits the one that frees up last; otherwise the
 * one with the fewest requests left (on a tie, the one that resets last).
 */
export function mostRestrictive(outcomes: readonly Outcome[]): Outcome | undefined {
  let shown: Outcome | undefined;
  for (const o of outcomes) if (!shown || moreRestrictive(o, shown)) shown = o;
  return shown;
}

/** Seconds until the window of `outcome` ends, at least 1 (what Retry-After and `reset` say). */
export function secondsToReset(outcome: Outcome, now: number = Date.now()): number {
  return Math.max(1, Math.ceil((outcome.resetAt - now) / 1000));
}

/** The IETF draft-7 pair: `RateLimit-Policy` and `RateLimit`, for the most restrictive limit. */
export function rateLimitHeaders(outcome: Outcome, now: number = Date.now()): [string, string] {
  const { limit } = outcome.policy;
  return [
    outcome.policy.header,
    `limit=${limit}, remaining=${remaining(outcome)}, reset=${secondsToReset(outcome, now)}`,
  ];
}
