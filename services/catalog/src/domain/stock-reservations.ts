import type { StockReservation, StockShortage } from '@coffee/contracts';
import { AppError, type Logger } from '@coffee/service-defaults';
import type {
  HeldLocks,
  ProductView,
  ReservationLine,
  ReservationRecord,
  StockLevel,
  StockLocks,
  StockRepository,
} from './ports';
import {
  findShortage,
  lineKey,
  mergeLines,
  resolveLines,
  variantOfLine,
  withDeltas,
} from './stock-lines';

export { PRODUCT_UNAVAILABLE_MESSAGE } from './stock-lines';
export const RESERVATION_NOT_FOUND_MESSAGE = 'Reservation not found';

/** The lock that guards one product's stock (src/data/stock-locks.ts). */
export const productLockKey = (productId: string): string => `product:${productId}`;

export type ReserveResult =
  | { kind: 'reserved'; reservation: ReservationRecord; replayed: boolean }
  | { kind: 'shortage'; shortage: StockShortage };

export interface StockDeps {
  stock: StockRepository;
  locks: StockLocks;
  view: ProductView;
  logger: Logger;
}

const reservationNotFound = () =>
  new AppError(404, RESERVATION_NOT_FOUND_MESSAGE, 'RESERVATION_NOT_FOUND');

/** The answer for a reservation id that is already stored. */
function replay(existing: ReservationRecord, lines: ReservationLine[]): ReserveResult {
  if (existing.status === 'released') {
    throw new AppError(
      409,
      `Reservation ${existing.id} was released; use a new reservation id`,
      'RESERVATION_RELEASED',
    );
  }
  if (lineKey(existing.lines) !== lineKey(lines)) {
    throw new AppError(
      409,
      `Reservation ${existing.id} already exists with different lines`,
      'RESERVATION_MISMATCH',
    );
  }
  return { kind: 'reserved', reservation: existing, replayed: true };
}

/**
 * Taking and giving back stock for orders (the internal API of services/cart-checkout).
 *
 * FerretDB 1.24 loses concurrent read-modify-write updates (even `$inc`), so no stock write
 * relies on the database to serialise it: every product's stock is read, checked and written
 * only under that product's lock (src/data/stock-locks.ts, built on the one thing FerretDB does
 * enforce atomically: a unique _id). The reservation document's unique _id makes each
 * reservation id take stock at most once.
 */
export function createStockReservations({ stock, locks, view, logger }: StockDeps) {
  const lockKeys = (lines: readonly ReservationLine[]) =>
    lines.map((line) => productLockKey(line.productId));

  /** Puts levels read under the lock back after a failed or lost attempt (locks still held). */
  async function restore(levels: readonly StockLevel[]): Promise<void> {
    const results = await Promise.allSettled(
      levels.map((level) => stock.setVariants(level.id, level.variants, level.defaultVariantId)),
    );
    for (const result of results) {
      if (result.status === 'rejected') {
        logger.error(
          { err: result.reason },
          'could not restore a stock level after a failed reservation',
        );
      }
    }
  }

  /** Each line's product's level now, by product id. */
  async function readLevels(lines: readonly ReservationLine[]) {
    const levels = await stock.findLevels([...new Set(lines.map((l) => l.productId))]);
    return new Map(levels.map((level) => [level.id, level]));
  }

  /** Each product's variants' changes: `sign` -1 takes the lines' quantities, +1 gives back. */
  function deltasByProduct(
    lines: readonly ReservationLine[],
    levels: ReadonlyMap<string, StockLevel>,
    sign: 1 | -1,
  ): Map<string, Map<string, number>> {
    const deltas = new Map<string, Map<string, number>>();
    for (const line of lines) {
      const level = levels.get(line.productId);
      if (!level) continue;
      // A release gives back to the variant taken from, retired since or not; a line stored
      // before variants took from the product as a whole, which is its default variant now.
      const variant = variantOfLine(level, line.variantId, { allowRetired: true });
      const forProduct = deltas.get(level.id) ?? new Map<string, number>();
      forProduct.set(variant.id, (forProduct.get(variant.id) ?? 0) + sign * line.quantity);
      deltas.set(level.id, forProduct);
    }
    return deltas;
  }

  /**
   * Writes each product's new variants (one update per product: its variants and the spec
   * fields derived from them); if one write fails, the others are put back.
   */
  async function writeDeltas(
    deltas: ReadonlyMap<string, ReadonlyMap<string, number>>,
    levels: ReadonlyMap<string, StockLevel>,
  ): Promise<void> {
    const before = [...deltas.keys()].map((id) => levels.get(id)!);
    const writes = await Promise.allSettled(
      before.map((level) =>
        stock.setVariants(
          level.id,
          withDeltas(level.variants, deltas.get(level.id)!),
          level.defaultVariantId,
        ),
      ),
    );
    const failed = writes.find((w) => w.status === 'rejected');
    if (failed) {
      await restore(before.filter((_, i) => writes[i]!.status === 'fulfilled'));
      throw failed.reason;
    }
  }

  /**
   * Stores the reservation (its unique id decides); a failed or lost insert puts the stock
   * back. Lost: a request with the same id but other products (other locks), or its release,
   * got there first, and that stored reservation is the answer.
   */
  async function recordReservation(
    id: string,
    lines: ReservationLine[],
    before: StockLevel[],
    held: HeldLocks,
  ): Promise<ReserveResult> {
    let outcome;
    try {
      held.check();
      outcome = await stock.insertReservation({ id, status: 'held', lines, releasedAt: null });
    } catch (err) {
      await restore(before);
      throw err;
    }
    if (outcome === 'exists') {
      await restore(before);
      const winner = await stock.findReservation(id);
      if (!winner) throw new AppError(503, 'Please try the reservation again', 'RETRY');
      return replay(winner, lines);
    }
    return {
      kind: 'reserved',
      reservation: { id, status: 'held', lines, createdAt: new Date(), releasedAt: null },
      replayed: false,
    };
  }

  /** Under the products' locks: check every line, take the stock, record the reservation. */
  function takeUnderLocks(id: string, lines: ReservationLine[]): Promise<ReserveResult> {
    return locks.withLocks(lockKeys(lines), async (held) => {
      // Another request with this id may have finished while this one waited for the locks.
      const stored = await stock.findReservation(id);
      if (stored) return replay(stored, lines);
      const levels = await readLevels(lines);
      // 404 for a product that does not exist, 400 for a variant not sold: nothing taken.
      const resolved = resolveLines(lines, levels);
      const shortage = findShortage(resolved, levels);
      if (shortage) return { kind: 'shortage', shortage };
      held.check();
      const deltas = deltasByProduct(resolved, levels, -1);
      await writeDeltas(deltas, levels);
      const before = [...deltas.keys()].map((productId) => levels.get(productId)!);
      return recordReservation(id, resolved, before, held);
    });
  }

  /**
   * Adds the lines' quantities back to their variants; a variant that ran out is in stock
   * again, one switched off by hand stays off (withDeltas).
   */
  async function giveBack(lines: readonly ReservationLine[]): Promise<void> {
    const levels = await readLevels(lines);
    const deltas = deltasByProduct(lines, levels, 1);
    await Promise.all(
      [...deltas].map(([productId, forProduct]) => {
        const level = levels.get(productId)!;
        return stock.setVariants(
          productId,
          withDeltas(level.variants, forProduct),
          level.defaultVariantId,
        );
      }),
    );
  }

  /** Under the products' locks: mark the reservation released, then give its stock back. */
  function releaseUnderLocks(stored: ReservationRecord): Promise<ReservationRecord> {
    return locks.withLocks(lockKeys(stored.lines), async (held) => {
      const current = await stock.findReservation(stored.id);
      if (!current || current.status === 'released') return current ?? stored;
      held.check();
      const at = new Date();
      // Marked first: if the process dies before the stock is back, the shop is short of
      // stock (fixable by a recount) instead of having given the same units back twice.
      await stock.markReleased(stored.id, at);
      await giveBack(stored.lines);
      return { ...current, status: 'released' as const, releasedAt: at };
    });
  }

  /**
   * The stored reservation to release. An id never seen is recorded as released: a
   * reservation still on its way here (its caller gave up waiting and released it) then finds
   * it and takes nothing. To the caller such an id (no lines) never held anything: 404.
   */
  async function findForRelease(id: string): Promise<ReservationRecord> {
    let stored = await stock.findReservation(id);
    if (!stored) {
      const tombstone = { id, status: 'released' as const, lines: [], releasedAt: new Date() };
      if ((await stock.insertReservation(tombstone)) === 'inserted') throw reservationNotFound();
      stored = await stock.findReservation(id);
    }
    if (!stored || stored.lines.length === 0) throw reservationNotFound();
    return stored;
  }

  return {
    /** All lines or none; the same id again answers the same without taking anything twice. */
    async reserve(input: StockReservation): Promise<ReserveResult> {
      const lines = mergeLines(input.lines);
      const stored = await stock.findReservation(input.reservationId);
      if (stored) return replay(stored, lines);
      const result = await takeUnderLocks(input.reservationId, lines);
      if (result.kind === 'reserved' && !result.replayed) {
        await view.changed(lines.map((l) => l.productId));
      }
      return result;
    },

    /** Gives the stock of a held reservation back, once; a repeat answers the same. */
    async release(id: string): Promise<ReservationRecord> {
      const stored = await findForRelease(id);
      if (stored.status === 'released') return stored;
      const released = await releaseUnderLocks(stored);
      await view.changed(stored.lines.map((l) => l.productId));
      return released;
    },
  };
}
export type StockReservations = ReturnType<typeof createStockReservations>;
