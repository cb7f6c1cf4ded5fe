import { messageOf } from './types';

/**
 * Evaluated server bundles by key (an entry's path or URL: a new release is a new hashed file
 * name, so an entry never changes under its key). A loaded bundle stays until newer ones push
 * it out (`maxEntries`, least recently used first); a failed load is remembered: the callers
 * after it fail at once, and once `retryMs` has passed one of them starts a new load in the
 * background, still without waiting for it. So a broken release costs one wait, not one per page.
 */
export interface BundleCacheOptions {
  maxEntries: number;
  retryMs: number;
  now?: () => number;
}

interface Slot<T> {
  value?: T;
  error?: Error;
  at: number;
  pending?: Promise<T>;
}

export class BundleCache<T> {
  private readonly slots = new Map<string, Slot<T>>();
  private readonly now: () => number;

  constructor(private readonly options: BundleCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const slot = this.slots.get(key);
    if (slot) {
      this.slots.delete(key);
      this.slots.set(key, slot);
      if (slot.value !== undefined) return Promise.resolve(slot.value);
      if (slot.error) {
        // A retry runs in the background: until it succeeds, pages go on without the bundle.
        if (!slot.pending && this.now() - slot.at >= this.options.retryMs)
          this.start(key, load).catch(() => undefined);
        return Promise.reject(slot.error);
      }
      if (slot.pending) return slot.pending;
    }
    return this.start(key, load);
  }

  private start(key: string, load: () => Promise<T>): Promise<T> {
    const previous = this.slots.get(key);
    const pending = load().then(
      (value) => {
        this.store(key, { value, at: this.now() });
        return value;
      },
      (err: unknown) => {
        const error = err instanceof Error ? err : new Error(messageOf(err));
        this.store(key, { error, at: this.now() });
        throw error;
      },
    );
    this.store(key, { ...previous, at: previous?.at ?? this.now(), pending });
    return pending;
  }

  private store(key: string, slot: Slot<T>): void {
    this.slots.delete(key);
    this.slots.set(key, slot);
    for (const k of this.slots.keys()) {
      if (this.slots.size <= this.options.maxEntries) break;
      this.slots.delete(k);
    }
  }
}
