import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * One document per reservation id (services/cart-checkout uses the order id). The unique _id is
 * what makes a reservation take stock at most once, on MongoDB and on FerretDB alike.
 */
const reservationSchema = new Schema(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true, enum: ['held', 'released'] },
    lines: {
      type: [
        new Schema(
          {
            productId: { type: String, required: true },
            quantity: { type: Number, required: true, min: 1, validate: Number.isInteger },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    releasedAt: { type: Date, default: null },
  },
  {
    collection: 'stock_reservations',
    versionKey: false,
    strict: 'throw',
    timestamps: { createdAt: true, updatedAt: false },
  },
);
export type ReservationDoc = InferSchemaType<typeof reservationSchema>;

/**
 * A product's stock lock while a reservation reads and writes it: `_id` is the lock key, so an
 * insert takes the lock and a second insert fails on the unique _id (atomic on FerretDB too,
 * where a conditional update is not). No TTL index on purpose: an expiry sweeper's "read the
 * expired, then delete by _id" could delete a newer lock that took the same _id in between;
 * an expired lock is taken over by a waiter instead (see stock-locks.ts).
 */
const stockLockSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** Only the holder's release deletes it. */
    owner: { type: String, required: true },
    /** A holder that died stops blocking the product after this. */
    expiresAt: { type: Date, required: true },
  },
  { collection: 'stock_locks', versionKey: false, strict: 'throw' },
);
export type StockLockDoc = InferSchemaType<typeof stockLockSchema>;

/**
 * "This expired lock is being taken over", one per lock instance (_id = key + owner): exactly
 * one waiter wins the insert and removes the dead holder's lock, so two waiters never both do.
 */
const lockTakeoverSchema = new Schema(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'stock_lock_takeovers', versionKey: false, strict: 'throw' },
);
// Nothing reads a takeover after the moment it was made; MongoDB (or the FerretDB sweeper) clears them.
lockTakeoverSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const defineReservation = (c: Connection) => c.model('StockReservation', reservationSchema);
const defineLock = (c: Connection) => c.model('StockLock', stockLockSchema);
const defineTakeover = (c: Connection) => c.model('StockLockTakeover', lockTakeoverSchema);
export type ReservationModel = ReturnType<typeof defineReservation>;
export type StockLockModel = ReturnType<typeof defineLock>;
export type LockTakeoverModel = ReturnType<typeof defineTakeover>;

export const reservationModel = (c: Connection): ReservationModel =>
  (c.models.StockReservation as ReservationModel | undefined) ?? defineReservation(c);
export const stockLockModel = (c: Connection): StockLockModel =>
  (c.models.StockLock as StockLockModel | undefined) ?? defineLock(c);
export const lockTakeoverModel = (c: Connection): LockTakeoverModel =>
  (c.models.StockLockTakeover as LockTakeoverModel | undefined) ?? defineTakeover(c);
