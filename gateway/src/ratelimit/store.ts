/** One key's fixed window after counting a request in it. */
export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the window ends (epoch ms); the next request after it starts a new one at 1. */
  resetAt: number;
}

/** What the store answers: synchronously when it can, `undefined` when it cannot say (fail open). */
export type HitResult = WindowCount | undefined | Promise<WindowCount | undefined>;

/**
 * Fixed-window counters. A window starts with the first request of a key and lasts `windowMs`.
 * The in-memory store answers synchronously, so the common request never waits on a promise;
 * a shared store (Redis) answers with a promise and never rejects: when it cannot count, it
 * answers `undefined` and the request goes on unlimited.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): HitResult;
  /** Resolves once the store can count (at once for memory); never rejects. */
  ready(): Promise<void>;
  close(): Promise<void>;
}
