import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../db/duplicate-key';

export interface LeaseLockOptions {
  /** The lock documents' collection ('stock_locks'); one document per held key. */
  collection: string;
  /** The takeover markers' collection (default `<collection>_takeovers`). */
  takeoverCollection?: string;
  /** How long a lease lasts; a holder that died blocks its key this long at most. */
  leaseMs: number;
  /**
   * How long before its end a lease stops being used: past it the holder must not write
   * (`isValid()` is false) and its release leaves the document for a waiter to take over.
   * Default min(1 s, lease / 4).
   */
  safetyMs?: number;
}

export interface Lease {
  readonly key: string;
  /** When the lease ends (epoch ms). */
  readonly expiresAt: number;
  /** True while more than the safety margin is left: check it before every guarded write. */
  isValid(): boolean;
  /** Lets the key go; never throws. Past the safety margin it leaves the lease to expire. */
  release(): Promise<void>;
}

export interface LeaseLocks {
  /** One try: the lease, or null while a live holder has the key. An expired lease is taken over. */
  tryAcquire(key: string): Promise<Lease | null>;
  /** Tries with a short jittered backoff until `deadline` (epoch ms); null if the key stayed held. */
  acquire(key: string, deadline: number): Promise<Lease | null>;
}

interface LockDoc {
  _id: string;
  owner: string;
  expiresAt: Date;
}
interface TakeoverDoc {
  _id: string;
  expiresAt: Date;
}

// A dead taker's marker blocks a second takeover of that one lease until it is swept.
const MIN_TAKEOVER_MARKER_MS = 60_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function models(connection: Connection, collection: string, takeoverCollection: string) {
  const lockName = `LeaseLock_${collection}`;
  const takeoverName = `LeaseTakeover_${takeoverCollection}`;
  // No TTL index on the locks on purpose: an expiry sweeper's read-then-delete could remove a
  // newer lease that took the same _id in between.
  const lockSchema = new Schema<LockDoc>(
    {
      _id: { type: String, required: true },
      owner: { type: String, required: true },
      expiresAt: { type: Date, required: true },
    },
    { collection, versionKey: false, strict: 'throw' },
  );
  const takeoverSchema = new Schema<TakeoverDoc>(
    { _id: { type: String, required: true }, expiresAt: { type: Date, required: true } },
    { collection: takeoverCollection, versionKey: false, strict: 'throw' },
  );
  // Markers are never reused (the owner in their _id is unique), so sweeping them is safe.
  takeoverSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  return {
    Lock:
      (connection.models[lockName] as Model<LockDoc> | undefined) ??
      connection.model<LockDoc>(lockName, lockSchema),
    Takeover:
      (connection.models[takeoverName] as Model<TakeoverDoc> | undefined) ??
      connection.model<TakeoverDoc>(takeoverName, takeoverSchema),
  };
}

/**
 * Leases on keys in the database, shared by every instance of a service, on MongoDB and on
 * FerretDB 1.24 alike. Create it in `register` so its collections and indexes exist at start.
 *
 * What it rests on (checked on the embedded FerretDB; see the README):
 * - A unique `_id` is enforced atomically: of many parallel inserts of one `_id`, exactly one
 *   succeeds. So inserting `{ _id: key, owner, expiresAt }` takes the key.
 * - Conditional updates and deletes are NOT atomic there: FerretDB reads the matching documents,
 *   then writes by `_id`. So nothing here decides ownership by an update, and a delete with a
 *   condition is only sent when no other document can have taken that `_id` in between:
 *   - An expired lease is removed only by the one waiter whose insert of a takeover marker
 *     `{ _id: key|owner }` wins (one marker per lease, since the owner is a fresh UUID).
 *   - A holder releases only while more than `safetyMs` of its lease is left, so it never races
 *     a takeover (which starts after the end); later, it leaves the lease to be taken over.
 *   - No expiry sweeper touches the locks (see above).
 * - Instances' clocks agree to well within `safetyMs`, and a release's delete finishes within it.
 */
export function createLeaseLocks(connection: Connection, options: LeaseLockOptions): LeaseLocks {
  const { Lock, Takeover } = models(
    connection,
    options.collection,
    options.takeoverCollection ?? `${options.collection}_takeovers`,
  );
  const { leaseMs } = options;
  const safetyMs = options.safetyMs ?? Math.min(1000, Math.floor(leaseMs / 4));

  function leaseOf(key: string, owner: string, expiresAt: number): Lease {
    let released = false;
    const isValid = () => Date.now() < expiresAt - safetyMs;
    return {
      key,
      expiresAt,
      isValid,
      async release() {
        if (released) return;
        released = true;
        if (!isValid()) return;
        // A failed delete leaves the lease to expire and be taken over.
        await Lock.deleteOne({ _id: key, owner }).catch(() => undefined);
      },
    };
  }

  /** Takes the key if it is free; null on a duplicate _id. */
  async function insert(key: string): Promise<Lease | null> {
    const owner = randomUUID();
    const expiresAt = Date.now() + leaseMs;
    try {
      await Lock.create({ _id: key, owner, expiresAt: new Date(expiresAt) });
      return leaseOf(key, owner, expiresAt);
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
  }

  /** Removes a dead holder's lease if this caller wins its one takeover; false if another does. */
  async function takeOver(key: string, staleOwner: string): Promise<boolean> {
    try {
      await Takeover.create({
        _id: `${key}|${staleOwner}`,
        expiresAt: new Date(Date.now() + Math.max(leaseMs, MIN_TAKEOVER_MARKER_MS)),
      });
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
    await Lock.deleteOne({ _id: key, owner: staleOwner });
    return true;
  }

  /** One round: the lease, 'again' when the key came free just now, 'held' while someone has it. */
  async function attempt(key: string): Promise<Lease | 'again' | 'held'> {
    const lease = await insert(key);
    if (lease) return lease;
    const current = await Lock.findById(key).lean<LockDoc>();
    if (!current) return 'again'; // released in between
    if (current.expiresAt.getTime() >= Date.now()) return 'held';
    return (await takeOver(key, current.owner)) ? 'again' : 'held';
  }

  return {
    async tryAcquire(key) {
      for (let round = 0; round < 3; round += 1) {
        const result = await attempt(key);
        if (result === 'held') return null;
        if (result !== 'again') return result;
      }
      return null;
    },

    async acquire(key, deadline) {
      let backoffMs = 2;
      for (;;) {
        const result = await attempt(key);
        if (result === 'again') continue;
        if (result !== 'held') return result;
        const pause = backoffMs * (0.5 + Math.random());
        if (Date.now() + pause > deadline) return null;
        await sleep(pause);
        backoffMs = Math.min(backoffMs * 2, 50);
      }
    },
  };
}
