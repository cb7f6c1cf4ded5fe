import http from 'node:http';
import https from 'node:https';
import type { Logger } from 'pino';
import { CircuitBreaker, type BreakerOptions } from './circuit-breaker';

export interface PoolOptions {
  service: string;
  /** Base URLs of the service's instances (one or more). */
  urls: readonly string[];
  breaker: Omit<BreakerOptions, 'now'>;
  /** How often each instance's `/readyz` is asked (only with two or more instances). */
  healthIntervalMs: number;
  /** The longest a readiness answer may take before it counts as failed. */
  healthTimeoutMs: number;
  logger: Logger;
  now?: () => number;
}

export interface Instance {
  readonly url: string;
  /** Out after a refused connection or failed readiness checks; back when `/readyz` answers. */
  up: boolean;
  /** Requests sent and not finished: the balancer prefers the instance with fewest. */
  outstanding: number;
  readonly breaker: CircuitBreaker;
  /** Readiness checks failed in a row (a refused connection counts at once). */
  failedChecks: number;
  checking: boolean;
}

/** A readiness answer that is slow or 5xx once may be a hiccup under load; twice is not. */
const CHECKS_TO_FAIL = 2;

/** Connection errors that say nothing listens there: the instance is stopped or gone. */
export function isRefused(code: string | undefined): boolean {
  return (
    code === 'ECONNREFUSED' ||
    code === 'EHOSTUNREACH' ||
    code === 'ENETUNREACH' ||
    code === 'ENOTFOUND'
  );
}

/**
 * A service's instances: which ones may get a request now, and which one should. Health is
 * tracked only with two or more instances: a lone instance is always tried, as before (there is
 * nowhere else to send the request, and its own answer is the freshest news). Its circuit
 * breaker still applies.
 */
export class UpstreamPool {
  readonly service: string;
  readonly instances: Instance[];
  private readonly tracksHealth: boolean;
  private readonly options: PoolOptions;
  private readonly now: () => number;
  private nextIndex = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly checks = new Set<http.ClientRequest>();

  constructor(options: PoolOptions) {
    if (options.urls.length === 0) throw new Error(`${options.service}: no instance URL`);
    this.options = options;
    this.service = options.service;
    this.now = options.now ?? Date.now;
    this.tracksHealth = options.urls.length > 1;
    this.instances = options.urls.map((url) => ({
      url,
      up: true,
      outstanding: 0,
      breaker: new CircuitBreaker({ ...options.breaker, now: this.now }),
      failedChecks: 0,
      checking: false,
    }));
  }

  /** Starts the periodic readiness checks (two or more instances only). */
  start(): void {
    if (!this.tracksHealth || this.timer) return;
    this.timer = setInterval(() => this.checkAll(), this.options.healthIntervalMs);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const req of this.checks) req.destroy();
    this.checks.clear();
  }

  /**
   * The instance for the next attempt: up, its breaker closed (or half-open and free), not tried
   * yet for this request; the one with the fewest requests in flight, ties taken in turn.
   */
  choose(tried: ReadonlySet<Instance>): Instance | undefined {
    const n = this.instances.length;
    let best: Instance | undefined;
    let bestIndex = 0;
    for (let k = 0; k < n; k += 1) {
      const index = (this.nextIndex + k) % n;
      const instance = this.instances[index]!;
      if (tried.has(instance) || !instance.up || !instance.breaker.allows()) continue;
      if (!best || instance.outstanding < best.outstanding) {
        best = instance;
        bestIndex = index;
      }
    }
    if (best) this.nextIndex = (bestIndex + 1) % n;
    return best;
  }

  /** A refused connection: out at once; the readiness checks bring it back. */
  markDown(instance: Instance, reason: string): void {
    if (!this.tracksHealth || !instance.up) return;
    instance.up = false;
    this.options.logger.warn(
      { upstream: this.service, instance: instance.url, reason },
      'upstream instance out',
    );
  }

  /** Whole seconds until some instance may take requests again (for Retry-After), at least 1. */
  retryAfterSeconds(): number {
    let ms = Infinity;
    for (const instance of this.instances) {
      const wait = Math.max(
        instance.breaker.msUntilAllowed(),
        instance.up ? 0 : this.options.healthIntervalMs,
      );
      ms = Math.min(ms, wait);
    }
    return Math.max(1, Math.ceil(ms / 1000));
  }

  /** One round of readiness checks (exposed for tests; the timer calls it). */
  checkAll(): void {
    for (const instance of this.instances) {
      if (!instance.checking) this.check(instance);
    }
  }

  private check(instance: Instance): void {
    instance.checking = true;
    const url = `${instance.url}/readyz`;
    const client = url.startsWith('https:') ? https : http;
    // No keep-alive agent: a fresh connection is what tells a stopped instance from a live one.
    const req = client.get(url, { agent: false, timeout: this.options.healthTimeoutMs });
    this.checks.add(req);
    let done = false;
    const finish = (ready: boolean, reason: string, atOnce = false) => {
      if (done) return;
      done = true;
      instance.checking = false;
      this.checks.delete(req);
      if (ready) {
        instance.failedChecks = 0;
        if (!instance.up) {
          instance.up = true;
          this.options.logger.info(
            { upstream: this.service, instance: instance.url },
            'upstream instance back',
          );
        }
        return;
      }
      instance.failedChecks += 1;
      if (atOnce || instance.failedChecks >= CHECKS_TO_FAIL) this.markDown(instance, reason);
    };
    req.on('response', (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      // 5xx is "not ready" (draining, database gone); anything else is a live HTTP server.
      finish(status < 500, `readyz answered ${status}`);
    });
    req.on('timeout', () => {
      finish(false, 'readyz timed out');
      req.destroy();
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      finish(false, err.code ?? err.message, isRefused(err.code));
    });
  }
}
