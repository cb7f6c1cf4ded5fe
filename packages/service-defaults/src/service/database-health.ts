import type { Connection } from 'mongoose';
import { isDbConnected } from '../db/connection';

export interface DatabaseHealthOptions {
  /** A ping slower than this counts as failed (the server is not answering). */
  timeoutMs?: number;
  /** How long a ping's verdict stands before the next request asks again. */
  maxAgeMs?: number;
}

/**
 * Whether the service's database answers, from a `ping` at most every `maxAgeMs`. Mongoose's
 * connection state alone is not enough: against a database that went away it may still say
 * "connected" for seconds, while every query fails; and while it says "disconnected" the driver
 * may wait 10 s (its heartbeat) before trying again, where a ping makes it try at once. `/readyz`
 * asks for a fresh answer; the request path reads the last one (never waiting) and starts a new
 * ping when it is stale, so an outage is seen within a request or two and the return of the
 * database within `maxAgeMs`.
 *
 * Two things keep a request from being let in on an old verdict, where its query would wait out
 * the driver's server selection (MONGODB_TIMEOUT_MS) before failing:
 * - Mongoose's "disconnected" is believed at once (not its "connected"): with one server it
 *   flips the moment the driver marks the server unknown (a refused connection, a socket the
 *   server closed), long before a ping due later would say so.
 * - `watch()` pings in the background whenever the verdict is stale, so a service that few
 *   requests reach (account between session checks) knows of an outage before its next request.
 */
export class DatabaseHealth {
  // Connected and not yet pinged: taken as answering (the connection was just opened with it).
  private ok = true;
  private checkedAt = -Infinity;
  private pending: Promise<boolean> | null = null;
  private command: Promise<boolean> | null = null;
  private readonly timeoutMs: number;
  private readonly maxAgeMs: number;
  private watcher: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Connection,
    options: DatabaseHealthOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 1000;
    this.maxAgeMs = options.maxAgeMs ?? 500;
  }

  /** The last verdict (a stale one starts a new ping in the background). */
  get up(): boolean {
    if (!this.db.db) return false;
    if (Date.now() - this.checkedAt >= this.maxAgeMs) void this.check();
    // Mongoose's "disconnected" wins over the last verdict, which may predate the outage.
    return this.ok && isDbConnected(this.db);
  }

  /**
   * Keeps the verdict fresh without requests: a ping whenever it is older than `maxAgeMs` (one
   * at a time, like the request path's). Once the database is open; `unwatch` on stop.
   */
  watch(): void {
    if (this.watcher) return;
    this.watcher = setInterval(() => {
      if (Date.now() - this.checkedAt >= this.maxAgeMs) void this.check();
    }, this.maxAgeMs);
    // Never what keeps a process alive.
    this.watcher.unref();
  }

  unwatch(): void {
    if (this.watcher) clearInterval(this.watcher);
    this.watcher = null;
  }

  /** A fresh verdict: pings (one ping at a time), false on an error or past `timeoutMs`. */
  check(): Promise<boolean> {
    if (!this.db.db) return Promise.resolve(false);
    this.pending ??= this.ping().then((ok) => {
      // Mongoose's own word counts too: closed or not yet open is not up.
      this.ok = ok && isDbConnected(this.db);
      this.checkedAt = Date.now();
      this.pending = null;
      return ok;
    });
    return this.pending;
  }

  private ping(): Promise<boolean> {
    const db = this.db.db;
    if (!db) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    // One ping at the driver at a time: one still waiting for a server is joined, not repeated.
    this.command ??= db
      .command({ ping: 1 })
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        this.command = null;
      });
    return Promise.race([this.command, late]).finally(() => clearTimeout(timer));
  }
}
