import type { Connection } from 'mongoose';
import type { AppError } from '../http/app-error';
import { createKeyedMutex, LockTimeoutError, type Unlock } from './keyed-mutex';
import { createLeaseLocks, type Lease } from './lease-lock';

export interface InstanceLockOptions {
  /** The lease documents' collection, named `*_locks`; takeover markers go to `*_lock_takeovers`. */
  collection: string;
  /** How long a lock is valid; a holder that died blocks its keys this long at most. */
  leaseMs: number;
  /** How long a caller waits for its locks before `busy()` is thrown. */
  waitMs: number;
  /** The error when the locks are not had within `waitMs` (a 503 the client may retry). */
  busy: () => AppError;
}

/** What a holder can ask while it works. */
export interface HeldLocks {
  /** Throws `busy()` once any lease has run out: a slow holder stops before a takeover writes. */
  check(): void;
}

/**
 * Mutual exclusion per key across every instance of a service. `withLocks` takes all the keys
 * (in one global order, so two callers never wait on each other crosswise), runs `work`, and
 * always lets go.
 */
export interface InstanceLocks {
  withLocks<T>(keys: readonly string[], work: (held: HeldLocks) => Promise<T>): Promise<T>;
}

/**
 * Per-key locks across all instances of a service: the database lease lock (safe on FerretDB
 * 1.24, see lease-lock.ts) with, in front of it, an in-process FIFO mutex per key, so the requests
 * of one instance queue in memory instead of polling the database. Keys are taken in sorted
 * order, so two requests that share keys never wait crosswise.
 */
export function createInstanceLocks(
  connection: Connection,
  options: InstanceLockOptions,
): InstanceLocks {
  const { busy } = options;
  const leases = createLeaseLocks(connection, {
    collection: options.collection,
    takeoverCollection: options.collection.replace(/_locks$/, '_lock_takeovers'),
    leaseMs: options.leaseMs,
  });
  const local = createKeyedMutex();

  return {
    async withLocks(keys, work) {
      const sorted = [...new Set(keys)].sort();
      const deadline = Date.now() + options.waitMs;
      const unlocks: Unlock[] = [];
      const held: Lease[] = [];
      try {
        for (const key of sorted) {
          unlocks.push(
            await local.lock(key, deadline).catch((err: unknown) => {
              throw err instanceof LockTimeoutError ? busy() : err;
            }),
          );
          const lease = await leases.acquire(key, deadline);
          if (!lease) throw busy();
          held.push(lease);
        }
        return await work({
          check() {
            if (!held.every((lease) => lease.isValid())) throw busy();
          },
        });
      } finally {
        for (const lease of held.reverse()) await lease.release();
        for (const unlock of unlocks.reverse()) unlock();
      }
    },
  };
}
