import {
  AppError,
  createKeyedMutex,
  createLeaseLocks,
  LockTimeoutError,
  type Lease,
  type Unlock,
} from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { HeldLocks, StockLocks } from '../domain/ports';

export interface StockLockOptions {
  /** How long a lock is valid; a holder that died blocks its products this long at most. */
  leaseMs: number;
  /** How long a request waits for its locks before answering 503 'Stock is busy'. */
  waitMs: number;
}

export const STOCK_BUSY_MESSAGE = 'Stock is busy right now; please try again';
const stockBusy = () => new AppError(503, STOCK_BUSY_MESSAGE, 'STOCK_BUSY');

export interface KeyLockOptions extends StockLockOptions {
  /** The lease documents' collection, named `*_locks`; takeover markers go to `*_lock_takeovers`. */
  collection: string;
  /** The error when the locks are not had within `waitMs`. */
  busy: () => AppError;
}

/** The stock's locks: `stock_locks`, 503 'Stock is busy' when not had in time. */
export function createStockLocks(connection: Connection, options: StockLockOptions): StockLocks {
  return createKeyLocks(connection, { ...options, collection: 'stock_locks', busy: stockBusy });
}

/**
 * Per-key locks across all instances of the service: service-defaults' database lease lock
 * (safe on FerretDB 1.24, see lease-lock.ts) with, in front of it, an in-process FIFO mutex per
 * key, so the requests of one instance queue here instead of polling the database. Keys are
 * taken in sorted order, so two requests that share products never wait crosswise.
 */
export function createKeyLocks(connection: Connection, options: KeyLockOptions): StockLocks {
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
        const locks: HeldLocks = {
          check() {
            // A slow holder stops before its lease ends, so it never writes after a takeover.
            if (!held.every((lease) => lease.isValid())) throw busy();
          },
        };
        return await work(locks);
      } finally {
        for (const lease of held.reverse()) await lease.release();
        for (const unlock of unlocks.reverse()) unlock();
      }
    },
  };
}
