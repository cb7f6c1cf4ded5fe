/**
 * A Map bounded by entry count; the oldest insertion goes first. Entries carry their own expiry.
 * A Map keeps insertion order, so eviction is O(1) without a linked list.
 */
export class ExpiringLru<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, expiresAt: number): void {
    if (this.maxEntries <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Removes every entry whose key passes `test` (a scan: for rare events, not the hot path). */
  deleteWhere(test: (key: string) => boolean): void {
    for (const key of this.entries.keys()) if (test(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
