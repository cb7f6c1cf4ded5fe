import type { RateLimitStore, WindowCount } from './store';

export interface MemoryStoreOptions {
  /** Most keys held at once; past it the oldest windows are forgotten first. */
  maxKeys: number;
  now?: () => number;
}

const SWEEP_INTERVAL_MS = 1000;

/**
 * Counters of one gateway process. Bounded: expired windows are dropped (a sweep at most once a
 * second, when a new key arrives), and past `maxKeys` the oldest windows go first, so a flood of
 * new addresses costs at most `maxKeys` entries (about 100 bytes each).
 */
export class MemoryStore implements RateLimitStore {
  // Insertion order is window-start order: a key whose window restarts is deleted and re-added.
  // With one window length (every limit here is per minute) the expired entries are the first ones.
  private readonly windows = new Map<string, WindowCount>();
  private readonly maxKeys: number;
  private readonly now: () => number;
  private nextSweep = 0;

  constructor(options: MemoryStoreOptions) {
    if (!(options.maxKeys >= 1)) throw new Error('maxKeys must be at least 1');
    this.maxKeys = options.maxKeys;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.windows.size;
  }

  hit(key: string, windowMs: number): WindowCount {
    const now = this.now();
    let window = this.windows.get(key);
    if (window && window.resetAt <= now) {
      this.windows.delete(key);
      window = undefined;
    }
    if (!window) {
      if (now >= this.nextSweep || this.windows.size >= this.maxKeys) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAt: window.resetAt };
  }

  private sweep(now: number): void {
    this.nextSweep = now + SWEEP_INTERVAL_MS;
    for (const [key, window] of this.windows) {
      if (window.resetAt > now) break;
      this.windows.delete(key);
    }
    // Still full of live windows: forget the oldest (those keys start again from zero).
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (oldest.done) break;
      this.windows.delete(oldest.value);
    }
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }
}
