import { randomUUID } from 'node:crypto';
import {
  AppError,
  createKeyedMutex,
  isDuplicateKeyError,
  LockTimeoutError,
  type Unlock,
} from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { HeldLocks, StockLocks } from '../domain/ports';
import { lockTakeoverModel, stockLockModel } from './stock-models';

export interface StockLockOptions {
  /** How long a lock is valid; a holder that died blocks its products this long at most. */
  leaseMs: number;
  /** How long a request waits for its locks before answering 503 'Stock is busy'. */
  waitMs: number;
}

export const STOCK_BUSY_MESSAGE = 'Stock is busy right now; please try again';
const busy = () => new AppError(503, STOCK_BUSY_MESSAGE, 'STOCK_BUSY');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Per-key locks across all instances of the service, on MongoDB and on FerretDB 1.24 alike.
 *
 * - The database lock is a document whose `_id` is the key: inserting it takes the lock, and the
 *   unique _id makes a second insert fail (FerretDB enforces that atomically even under parallel
 *   inserts; it does NOT apply concurrent conditional updates atomically, so no update decides
 *   who holds a lock). Releasing deletes the holder's own document.
 * - A waiter retries with a small jittered backoff. A lock past its lease belongs to a holder that
 *   died: exactly one waiter (the one whose takeover marker insert wins) deletes it.
 * - In front of that, an in-process FIFO mutex per key, so the requests of one instance queue
 *   here instead of polling the database.
 * - Keys are taken in sorted order, so two requests that share products never wait crosswise.
 */
export function createStockLocks(connection: Connection, options: StockLockOptions): StockLocks {
  const Lock = stockLockModel(connection);
  const Takeover = lockTakeoverModel(connection);
  const local = createKeyedMutex();
  // Writes stop this long before the lease ends, so a slow holder never writes after it.
  const safetyMs = Math.min(1000, Math.floor(options.leaseMs / 4));

  /** Removes a dead holder's lock; only the waiter whose marker insert wins does it. */
  async function takeOver(key: string, staleOwner: string): Promise<void> {
    try {
      await Takeover.create({
        _id: `${key}|${staleOwner}`,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      });
    } catch (err) {
      if (isDuplicateKeyError(err)) return;
      throw err;
    }
    await Lock.deleteOne({ _id: key, owner: staleOwner });
  }

  /** Takes the database lock for `key`; resolves with the lease's end. */
  async function lockInDb(key: string, owner: string, deadline: number): Promise<number> {
    let backoffMs = 2;
    for (;;) {
      const expiresAt = Date.now() + options.leaseMs;
      try {
        await Lock.create({ _id: key, owner, expiresAt: new Date(expiresAt) });
        return expiresAt;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
      const current = await Lock.findById(key).lean<{ owner: string; expiresAt: Date }>();
      if (!current) continue; // released in between: try again at once
      if (current.expiresAt.getTime() < Date.now()) {
        await takeOver(key, current.owner);
        continue;
      }
      const pause = backoffMs * (0.5 + Math.random());
      if (Date.now() + pause > deadline) throw busy();
      await sleep(pause);
      backoffMs = Math.min(backoffMs * 2, 50);
    }
  }

  async function unlockInDb(key: string, owner: string): Promise<void> {
    // A failed delete leaves the lock to expire; the answer to the client is already decided.
    await Lock.deleteOne({ _id: key, owner }).catch(() => undefined);
  }

  return {
    async withLocks(keys, work) {
      const sorted = [...new Set(keys)].sort();
      const deadline = Date.now() + options.waitMs;
      const owner = randomUUID();
      const unlocks: (Unlock | (() => Promise<void>))[] = [];
      let leaseEnd = Number.POSITIVE_INFINITY;
      try {
        for (const key of sorted) {
          unlocks.push(
            await local.lock(key, deadline).catch((err: unknown) => {
              throw err instanceof LockTimeoutError ? busy() : err;
            }),
          );
          leaseEnd = Math.min(leaseEnd, await lockInDb(key, owner, deadline));
          unlocks.push(() => unlockInDb(key, owner));
        }
        const held: HeldLocks = {
          check() {
            if (Date.now() > leaseEnd - safetyMs) throw busy();
          },
        };
        return await work(held);
      } finally {
        for (const unlock of unlocks.reverse()) await unlock();
      }
    },
  };
}
