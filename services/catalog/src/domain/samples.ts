import {
  NO_SAMPLE_MESSAGE,
  SAMPLE_NOT_COFFEE_MESSAGE,
  type SamplePoolEntry,
  type SampleReservationRequest,
} from '@coffee/contracts';
import { AppError, type Logger } from '@coffee/service-defaults';
import type { StockLocks } from './ports';
import type { ProductRecord } from './product';
import { isCoffee } from './roast-products';
import type { SampleLevel, SampleRepository, SampleReservationRecord } from './sample-ports';

export const SAMPLE_RESERVATION_NOT_FOUND_MESSAGE = 'Sample reservation not found';

/** The lock that guards one coffee's sample units (the stock locks' collection, its own key). */
export const sampleLockKey = (productId: string): string => `sample:${productId}`;

/** The products as the pool sees them (the catalog's in-memory view). */
export interface SampleProducts {
  /** Every coffee of the catalog now. */
  coffees(): ProductRecord[];
  /** The product, fresh from the database if this instance has not seen it yet; 404 if none. */
  get(id: string): Promise<ProductRecord>;
  /** The products of these ids that exist. */
  some(ids: readonly string[]): Promise<ProductRecord[]>;
}

export interface SampleDeps {
  samples: SampleRepository;
  locks: StockLocks;
  products: SampleProducts;
  logger: Logger;
}

export type SampleReserveResult =
  { kind: 'reserved'; reservation: SampleReservationRecord; replayed: boolean } | { kind: 'none' };

const notFound = () =>
  new AppError(404, SAMPLE_RESERVATION_NOT_FOUND_MESSAGE, 'RESERVATION_NOT_FOUND');

/** The answer for a reservation id already stored: the same sample, or 409 once released. */
function replay(existing: SampleReservationRecord): SampleReserveResult {
  if (existing.status === 'released' || !existing.productId) {
    throw new AppError(
      409,
      `Sample reservation ${existing.id} was released; use a new reservation id`,
      'RESERVATION_RELEASED',
    );
  }
  return { kind: 'reserved', reservation: existing, replayed: true };
}

/**
 * The free-sample pool (issue 30, item 4): 2 oz units per coffee, set by the admin, taken one
 * per Direct+ order and given back when the order is cancelled or expires unpaid.
 *
 * The same guarantees as the stock reservations (stock-reservations.ts), the same way: FerretDB
 * 1.24 loses concurrent read-modify-write updates, so a coffee's units are read, checked and
 * written only under that coffee's lock, and the reservation document's unique _id (the order
 * id) lets one reservation id take one unit at most, however often it is retried.
 */
export function createSamples({ samples, locks, products, logger }: SampleDeps) {
  const entryOf = (product: ProductRecord, level: SampleLevel | null): SamplePoolEntry => ({
    productId: product.id,
    name: product.name,
    imageUrl: product.imageUrl,
    category: product.category,
    count: level?.count ?? 0,
    reserved: level?.reserved ?? 0,
    updatedAt: level?.updatedAt?.toISOString() ?? null,
  });

  /** Puts a level read under the lock back after a failed or lost reservation (lock held). */
  async function restore(level: SampleLevel): Promise<void> {
    try {
      await samples.setLevel(level.productId, level);
    } catch (err) {
      logger.error({ err, productId: level.productId }, 'could not restore a sample level');
    }
  }

  /**
   * The coffees to try, best first: one the order does not hold already (something new to
   * taste), then the fullest pool (it spreads the units and keeps the last ones of a rare
   * coffee longest), then by name so equal pools always answer alike.
   */
  async function candidates(avoid: ReadonlySet<string>): Promise<ProductRecord[]> {
    const levels = (await samples.listLevels()).filter((level) => level.count > 0);
    const counts = new Map(levels.map((level) => [level.productId, level.count]));
    const found = (await products.some([...counts.keys()])).filter(isCoffee);
    return found.sort(
      (a, b) =>
        Number(avoid.has(a.id)) - Number(avoid.has(b.id)) ||
        counts.get(b.id)! - counts.get(a.id)! ||
        a.name.localeCompare(b.name),
    );
  }

  /** Under the coffee's lock: one unit of it for `id`; null when it ran out meanwhile. */
  function takeOne(id: string, coffee: ProductRecord): Promise<SampleReserveResult | null> {
    return locks.withLocks([sampleLockKey(coffee.id)], async (held) => {
      // Another request with this id may have finished while this one waited for the lock.
      const stored = await samples.findReservation(id);
      if (stored) return replay(stored);
      const level = await samples.findLevel(coffee.id);
      if (!level || level.count < 1) return null;
      held.check();
      await samples.setLevel(coffee.id, { count: level.count - 1, reserved: level.reserved + 1 });
      const reservation = {
        id,
        status: 'held' as const,
        productId: coffee.id,
        productName: coffee.name,
        releasedAt: null,
      };
      let outcome;
      try {
        held.check();
        outcome = await samples.insertReservation(reservation);
      } catch (err) {
        await restore(level);
        throw err;
      }
      if (outcome === 'exists') {
        // Lost to a request with the same id on another coffee's lock, or to its release.
        await restore(level);
        const winner = await samples.findReservation(id);
        if (!winner) throw new AppError(503, 'Please try the reservation again', 'RETRY');
        return replay(winner);
      }
      return {
        kind: 'reserved' as const,
        reservation: { ...reservation, createdAt: new Date() },
        replayed: false,
      };
    });
  }

  /**
   * The stored reservation to release. An id never seen is recorded as released, so a
   * reservation still on its way (its caller gave up waiting) finds it and takes nothing.
   */
  async function findForRelease(id: string): Promise<SampleReservationRecord> {
    let stored = await samples.findReservation(id);
    if (!stored) {
      const tombstone = {
        id,
        status: 'released' as const,
        productId: null,
        productName: null,
        releasedAt: new Date(),
      };
      if ((await samples.insertReservation(tombstone)) === 'inserted') throw notFound();
      stored = await samples.findReservation(id);
    }
    if (!stored?.productId) throw notFound();
    return stored;
  }

  return {
    /** GET /api/admin/samples: every coffee with its units, by name. */
    async list(): Promise<SamplePoolEntry[]> {
      const levels = new Map((await samples.listLevels()).map((l) => [l.productId, l]));
      return products
        .coffees()
        .map((coffee) => entryOf(coffee, levels.get(coffee.id) ?? null))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /** PUT /api/admin/samples/:productId: the units counted on the shelf, free to give. */
    async setCount(productId: string, count: number, by: string): Promise<SamplePoolEntry> {
      const product = await products.get(productId);
      if (!isCoffee(product)) throw new AppError(400, SAMPLE_NOT_COFFEE_MESSAGE, 'NOT_COFFEE');
      return locks.withLocks([sampleLockKey(product.id)], async (held) => {
        const level = await samples.findLevel(product.id);
        const reserved = level?.reserved ?? 0;
        held.check();
        await samples.setLevel(product.id, { count, reserved }, by);
        return entryOf(product, await samples.findLevel(product.id));
      });
    },

    /** One unit for the order, or none when the pool is empty; a repeat takes nothing twice. */
    async reserve(input: Required<SampleReservationRequest>): Promise<SampleReserveResult> {
      const stored = await samples.findReservation(input.reservationId);
      if (stored) return replay(stored);
      for (const coffee of await candidates(new Set(input.avoidProductIds))) {
        const result = await takeOne(input.reservationId, coffee);
        if (result) return result;
      }
      logger.info({ reservationId: input.reservationId }, NO_SAMPLE_MESSAGE);
      return { kind: 'none' };
    },

    /** Gives a held sample back to its coffee's pool, once; a repeat answers the same. */
    async release(id: string): Promise<SampleReservationRecord> {
      const stored = await findForRelease(id);
      if (stored.status === 'released') return stored;
      const productId = stored.productId!;
      return locks.withLocks([sampleLockKey(productId)], async (held) => {
        const current = await samples.findReservation(id);
        if (!current || current.status === 'released') return current ?? stored;
        held.check();
        const at = new Date();
        // Marked first: a crash before the unit is back leaves the pool one short (a recount
        // fixes it) rather than giving the same unit back twice.
        await samples.markReleased(id, at);
        const level = await samples.findLevel(productId);
        await samples.setLevel(productId, {
          count: (level?.count ?? 0) + 1,
          reserved: Math.max(0, (level?.reserved ?? 0) - 1),
        });
        return { ...current, status: 'released' as const, releasedAt: at };
      });
    },
  };
}
export type Samples = ReturnType<typeof createSamples>;
