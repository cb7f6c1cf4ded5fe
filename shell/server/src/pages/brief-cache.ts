/**
 * A few seconds of memory for what the gateway asks other servers while it writes a page (a
 * remote's mf-manifest.json, the first product of a listing). The page must never wait on a
 * slow or dead server, so:
 * - a fresh answer (younger than `ttlMs`) is used as is;
 * - otherwise the page waits at most `waitMs` for a new one; the lookup itself may run on for up
 *   to `timeoutMs` and then serves the pages that follow;
 * - a failure is remembered like an answer (nothing to put in the page), and once it is stale the
 *   next lookup runs in the background without the page waiting: a dead server costs at most one
 *   `waitMs`, not one per page;
 * - at most `maxEntries` keys, the least recently used go first (product pages are many).
 */
export interface BriefCacheOptions {
  ttlMs: number;
  waitMs: number;
  timeoutMs: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T | undefined;
  at: number;
  failed: boolean;
  pending?: Promise<T | undefined>;
}

export type Lookup<T> = (signal: AbortSignal) => Promise<T | undefined>;

export class BriefCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly now: () => number;

  constructor(private readonly options: BriefCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The value for `key`, or undefined when there is none (yet) or it took longer than `waitMs`. */
  async get(key: string, lookup: Lookup<T>): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last (Map keeps insertion order).
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (this.now() - entry.at < this.options.ttlMs) return entry.value;
    }
    const pending = this.refresh(key, lookup);
    if (entry?.failed) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, this.options.waitMs, undefined);
    });
    try {
      return await Promise.race([pending, gaveUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Test helper and memory bound: forget everything. */
  clear(): void {
    this.entries.clear();
  }

  private refresh(key: string, lookup: Lookup<T>): Promise<T | undefined> {
    const current = this.entries.get(key);
    if (current?.pending) return current.pending;
    const pending = lookup(AbortSignal.timeout(this.options.timeoutMs)).then(
      (value) => ({ value, failed: value === undefined }),
      () => ({ value: undefined, failed: true }),
    );
    const settled = pending.then(({ value, failed }) => {
      this.store(key, { value, failed, at: this.now() });
      return value;
    });
    this.store(key, {
      value: current?.value,
      at: current?.at ?? Number.NEGATIVE_INFINITY,
      failed: current?.failed ?? false,
      pending: settled,
    });
    return settled;
  }

  private store(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const max = this.options.maxEntries ?? 1000;
    for (const k of this.entries.keys()) {
      if (this.entries.size <= max) break;
      this.entries.delete(k);
    }
  }
}
