import { shortageMessage, type StockReservation, type StockShortage } from '@coffee/contracts';
import { AppError, type Logger } from '@coffee/service-defaults';
import type {
  ProductView,
  ReservationLine,
  ReservationRecord,
  StockLevel,
  StockLocks,
  StockRepository,
} from './ports';

export const PRODUCT_UNAVAILABLE_MESSAGE = 'A product in this order is no longer available';
export const RESERVATION_NOT_FOUND_MESSAGE = 'Reservation not found';

/** The lock that guards one product's stock (src/data/stock-locks.ts). */
export const productLockKey = (productId: string): string => `product:${productId}`;

export type ReserveResult =
  | { kind: 'reserved'; reservation: ReservationRecord; replayed: boolean }
  | { kind: 'shortage'; shortage: StockShortage };

/** One line per product (a product named twice counts once, with both quantities), first-seen order. */
function mergeLines(lines: readonly ReservationLine[]): ReservationLine[] {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    const id = productId.toLowerCase();
    merged.set(id, (merged.get(id) ?? 0) + quantity);
  }
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

const lineKey = (lines: readonly ReservationLine[]) =>
  lines
    .map((l) => `${l.productId}:${l.quantity}`)
    .sort()
    .join(',');

export interface StockDeps {
  stock: StockRepository;
  locks: StockLocks;
  view: ProductView;
  logger: Logger;
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

  /** Puts levels read under the lock back after a failed or lost attempt (locks still held). */
  async function restore(levels: readonly StockLevel[]): Promise<void> {
    const results = await Promise.allSettled(
      levels.map((level) =>
        stock.setLevel(level.id, { inventory: level.inventory, inStock: level.inStock }),
      ),
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

  async function takeUnderLocks(id: string, lines: ReservationLine[]): Promise<ReserveResult> {
    return locks.withLocks(
      lines.map((line) => productLockKey(line.productId)),
      async (held) => {
        // Another request with this id may have finished while this one waited for the locks.
        const stored = await stock.findReservation(id);
        if (stored) return replay(stored, lines);

        const levels = new Map(
          (await stock.findLevels(lines.map((l) => l.productId))).map((l) => [l.id, l]),
        );
        for (const line of lines) {
          const level = levels.get(line.productId);
          if (!level) throw new AppError(404, PRODUCT_UNAVAILABLE_MESSAGE, 'PRODUCT_NOT_FOUND');
          const available = level.inStock ? level.inventory : 0;
          if (line.quantity > available) {
            return {
              kind: 'shortage',
              shortage: {
                message: shortageMessage(level.name, available),
                code: 'OUT_OF_STOCK',
                productId: level.id,
                productName: level.name,
                available,
              },
            };
          }
        }

        held.check();
        const before = lines.map((line) => levels.get(line.productId)!);
        const writes = await Promise.allSettled(
          lines.map((line, i) => {
            const inventory = before[i]!.inventory - line.quantity;
            return stock.setLevel(line.productId, { inventory, inStock: inventory > 0 });
          }),
        );
        const failed = writes.find((w) => w.status === 'rejected');
        if (failed) {
          await restore(before.filter((_, i) => writes[i]!.status === 'fulfilled'));
          throw failed.reason;
        }

        let outcome;
        try {
          held.check();
          outcome = await stock.insertReservation({ id, status: 'held', lines, releasedAt: null });
        } catch (err) {
          await restore(before);
          throw err;
        }
        if (outcome === 'exists') {
          // Lost a race to a request with the same id but other products (other locks), or to
          // its release: that stored reservation is the answer, and nothing is taken here.
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
      },
    );
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
      let stored = await stock.findReservation(id);
      if (!stored) {
        // Record the id as released: a reservation still on its way here (its caller gave up
        // waiting and released it) then finds it and takes nothing.
        const tombstone = { id, status: 'released' as const, lines: [], releasedAt: new Date() };
        if ((await stock.insertReservation(tombstone)) === 'inserted') throw reservationNotFound();
        stored = await stock.findReservation(id);
      }
      // A tombstone has no lines: to the caller it is an id that never held anything.
      if (!stored || stored.lines.length === 0) throw reservationNotFound();
      if (stored.status === 'released') return stored;

      const { lines } = stored;
      const released = await locks.withLocks(
        lines.map((line) => productLockKey(line.productId)),
        async (held) => {
          const current = await stock.findReservation(id);
          if (!current || current.status === 'released') return current ?? stored;
          held.check();
          const at = new Date();
          // Marked first: if the process dies before the stock is back, the shop is short of
          // stock (fixable by a recount) instead of having given the same units back twice.
          await stock.markReleased(id, at);
          const levels = await stock.findLevels(lines.map((l) => l.productId));
          await Promise.all(
            levels.map((level) => {
              const quantity = lines.find((l) => l.productId === level.id)?.quantity ?? 0;
              return stock.setLevel(level.id, {
                inventory: level.inventory + quantity,
                // Back in stock when it had run out; a product switched off by hand stays off.
                inStock: level.inStock || level.inventory === 0,
              });
            }),
          );
          return { ...current, status: 'released' as const, releasedAt: at };
        },
      );
      await view.changed(lines.map((l) => l.productId));
      return released;
    },
  };
}
export type StockReservations = ReturnType<typeof createStockReservations>;

const reservationNotFound = () =>
  new AppError(404, RESERVATION_NOT_FOUND_MESSAGE, 'RESERVATION_NOT_FOUND');
