import {
  ROAST_BATCH_NEEDED_CODE,
  ROAST_COFFEE_MESSAGE,
  ROAST_DATE_FUTURE_MESSAGE,
  ROAST_DATE_MAX_AGE_DAYS,
  ROAST_DATE_TOO_OLD_MESSAGE,
  roastBatchNeededMessage,
  type RoastAllocation,
  type RoastAllocationRequest,
  type RoastBatch,
  type RoastBatchList,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { StockLocks } from './ports';
import type { ProductRecord } from './product';
import { addDays, shopDay } from './roast-calendar';
import type {
  AllocatedLine,
  RoastAllocationRecord,
  RoastBatchRecord,
  RoastBatchStore,
  ShopTimeZone,
} from './roast-ports';
import { bagSizeOf, isCoffee, lineGrams, type RoastProducts } from './roast-products';

export interface RoastBatchDeps {
  batches: RoastBatchStore;
  /** The catalog's instance locks; the roast keys are their own, apart from the stock's. */
  locks: StockLocks;
  products: RoastProducts;
  timeZone: ShopTimeZone;
  now: () => Date;
}

export interface StaffMember {
  userId: string;
  name: string;
}

/** One lock per coffee's batches: every change of a batch's remaining grams happens under it. */
export const roastLockKey = (productId: string): string => `roast:${productId}`;

const notCoffee = () => new AppError(400, ROAST_COFFEE_MESSAGE, 'VALIDATION_FAILED');

function toAnswer(batch: RoastBatchRecord, productName: string): RoastBatch {
  return {
    id: batch.id,
    productId: batch.productId,
    productName,
    roastedOn: batch.roastedOn,
    weightGrams: batch.weightGrams,
    remainingGrams: batch.remainingGrams,
    recordedBy: batch.recordedBy,
    recordedAt: batch.recordedAt.toISOString(),
  };
}

const toAllocation = (record: RoastAllocationRecord): RoastAllocation => ({
  orderId: record.orderId,
  lines: record.lines.map(({ itemId, batchId, roastedOn, grams }) => ({
    itemId,
    batchId,
    roastedOn,
    grams,
  })),
});

interface CoffeeLine {
  itemId: string;
  product: ProductRecord;
  grams: number;
}

/**
 * The roastery's batches: staff record what they roasted; shipping takes each coffee line from
 * the oldest batch of that coffee with enough left (first roasted, first out: coffee is sold
 * fresh), once per order whatever the retries.
 */
export function createRoastBatches(deps: RoastBatchDeps) {
  const { batches, locks, products, timeZone, now } = deps;
  const today = () => shopDay(now(), timeZone.current());

  async function coffeeOf(productId: string): Promise<ProductRecord> {
    const product = await products.find(productId);
    if (!product || !isCoffee(product)) throw notCoffee();
    return product;
  }

  const nameOf = async (productId: string): Promise<string> =>
    (await products.find(productId))?.name ?? 'A coffee no longer sold';

  async function coffeeLines(request: RoastAllocationRequest): Promise<CoffeeLine[]> {
    const lines: CoffeeLine[] = [];
    for (const line of request.lines) {
      const product = await products.find(line.productId);
      // Equipment and gift sets have no roast; a product gone from the catalog cannot be told.
      if (!product || !isCoffee(product)) continue;
      const grams = lineGrams(bagSizeOf(product, line.variantId), line.quantity);
      lines.push({ itemId: line.itemId, product, grams });
    }
    return lines;
  }

  /**
   * Takes each line from the oldest batch of its coffee with enough left. Under the coffees'
   * locks: the remaining grams read here are the ones written back.
   */
  async function takeFromBatches(orderId: string, lines: CoffeeLine[]) {
    const productIds = [...new Set(lines.map((line) => line.product.id))];
    return locks.withLocks(productIds.map(roastLockKey), async (held) => {
      // Another instance may have shipped this order while this one waited for the locks.
      const done = await batches.findAllocation(orderId);
      if (done) return done;
      const stock = await batches.withStock(productIds);
      const left = new Map(stock.map((batch) => [batch.id, batch.remainingGrams]));
      const allocated: AllocatedLine[] = [];
      for (const line of lines) {
        const batch = stock.find(
          (b) => b.productId === line.product.id && (left.get(b.id) ?? 0) >= line.grams,
        );
        if (!batch) {
          throw new AppError(
            409,
            roastBatchNeededMessage(line.product.name, line.grams),
            ROAST_BATCH_NEEDED_CODE,
          );
        }
        left.set(batch.id, (left.get(batch.id) ?? 0) - line.grams);
        allocated.push({
          itemId: line.itemId,
          productId: line.product.id,
          batchId: batch.id,
          roastedOn: batch.roastedOn,
          grams: line.grams,
        });
      }
      held.check();
      // The batches first, then the record: a crash in between costs paper stock on the retry,
      // never sells one gram twice.
      for (const batch of stock) {
        const remaining = left.get(batch.id);
        if (remaining !== undefined && remaining !== batch.remainingGrams) {
          await batches.setRemaining(batch.id, remaining);
        }
      }
      const record: RoastAllocationRecord = { orderId, lines: allocated, createdAt: now() };
      await batches.saveAllocation(record);
      return record;
    });
  }

  return {
    today,

    async record(
      input: { productId: string; weightKg: number; roastedOn?: string | undefined },
      by: StaffMember,
    ): Promise<RoastBatch> {
      const product = await coffeeOf(input.productId);
      const day = today();
      const roastedOn = input.roastedOn ?? day;
      if (roastedOn > day) throw new AppError(400, ROAST_DATE_FUTURE_MESSAGE, 'VALIDATION_FAILED');
      if (roastedOn < addDays(day, -ROAST_DATE_MAX_AGE_DAYS)) {
        throw new AppError(400, ROAST_DATE_TOO_OLD_MESSAGE, 'VALIDATION_FAILED');
      }
      const grams = Math.round(input.weightKg * 1000);
      const batch = await batches.insert({
        productId: product.id,
        roastedOn,
        weightGrams: grams,
        remainingGrams: grams,
        recordedBy: by,
        recordedAt: now(),
      });
      return toAnswer(batch, product.name);
    },

    async list(query: { productId?: string | undefined; days: number }): Promise<RoastBatchList> {
      const day = today();
      const found = await batches.list({
        ...(query.productId ? { productId: query.productId.toLowerCase() } : {}),
        since: addDays(day, -(query.days - 1)),
      });
      const answers: RoastBatch[] = [];
      for (const batch of found) answers.push(toAnswer(batch, await nameOf(batch.productId)));
      const coffees = products
        .coffees()
        .map((product) => ({ id: product.id, name: product.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { batches: answers, coffees, today: day };
    },

    /** The order's coffee lines, each from one batch; the same answer for the same order. */
    async allocate(request: RoastAllocationRequest): Promise<RoastAllocation> {
      const done = await batches.findAllocation(request.orderId);
      if (done) return toAllocation(done);
      const lines = await coffeeLines(request);
      if (lines.length === 0) return { orderId: request.orderId, lines: [] };
      return toAllocation(await takeFromBatches(request.orderId, lines));
    },
  };
}
export type RoastBatches = ReturnType<typeof createRoastBatches>;
