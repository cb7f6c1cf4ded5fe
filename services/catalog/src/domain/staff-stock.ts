import {
  STOCK_BELOW_ZERO_MESSAGE,
  type bulkStockChangeSchema,
  type StaffActor,
} from '@coffee/contracts';
import { AppError, type Logger } from '@coffee/service-defaults';
import type { z } from 'zod';
import { PRODUCT_NOT_FOUND_MESSAGE } from './product-queries';
import type {
  ProductView,
  StockLevel,
  StockLocks,
  StockMovement,
  StockMovementLog,
  StockRepository,
} from './ports';
import { requireActorPermission } from './staff-access';
import { inStockAfter, toStaffProduct, type StaffProductRow } from './staff-products';
import { productLockKey } from './stock-reservations';
import { variantLineName, variantOfLine } from './stock-lines';
import type { VariantRecord } from './product';

export const DUPLICATE_STOCK_LINE_MESSAGE = 'Each product may appear only once';

interface Planned {
  level: StockLevel;
  variant: VariantRecord;
  after: number;
}

type BulkStockChange = z.output<typeof bulkStockChangeSchema>;

export interface StaffStockDeps {
  stock: StockRepository;
  locks: StockLocks;
  movements: StockMovementLog;
  view: ProductView;
  logger: Logger;
}

/**
 * Staff stock changes ('Update Stock', 'Update Inventory'): all lines or none, under the same
 * per-product locks as the orders' reservations (stock-reservations.ts), so a count, a delivery
 * and an order never overwrite each other and the stock never goes below zero.
 */
export function createStaffStock({ stock, locks, movements, view, logger }: StaffStockDeps) {
  /** Puts levels read under the locks back after a failed write (locks still held). */
  async function restore(levels: readonly StockLevel[]) {
    const results = await Promise.allSettled(
      levels.map((l) => stock.setVariants(l.id, l.variants, l.defaultVariantId)),
    );
    for (const r of results) {
      if (r.status === 'rejected')
        logger.error({ err: r.reason }, 'could not restore a stock level');
    }
  }

  /** Every line checked against the levels read under the locks: what each variant becomes. */
  function plan(change: BulkStockChange, ids: readonly string[], found: Map<string, StockLevel>) {
    const planned: Planned[] = [];
    const seen = new Set<string>();
    for (const [i, id] of ids.entries()) {
      const level = found.get(id);
      if (!level) {
        throw new AppError(404, PRODUCT_NOT_FOUND_MESSAGE, 'PRODUCT_NOT_FOUND', [
          { path: `lines.${i}.productId`, message: PRODUCT_NOT_FOUND_MESSAGE },
        ]);
      }
      const line = change.lines[i]!;
      // Staff may count a retired variant's units too (what is still on the shelf).
      const variant = variantOfLine(level, line.variantId, {
        path: `lines.${i}.variantId`,
        allowRetired: line.variantId !== undefined,
      });
      if (seen.has(`${id}|${variant.id}`)) {
        throw new AppError(400, DUPLICATE_STOCK_LINE_MESSAGE, 'VALIDATION_FAILED');
      }
      seen.add(`${id}|${variant.id}`);
      const after = change.mode === 'set' ? line.value : variant.inventory + line.value;
      if (after < 0) {
        // The issue names the refused line's product and size (a bulk change answers which).
        throw new AppError(409, STOCK_BELOW_ZERO_MESSAGE, 'STOCK_BELOW_ZERO', [
          {
            path: `lines.${i}.value`,
            message: `${variantLineName(level, variant)} has ${variant.inventory}: ${STOCK_BELOW_ZERO_MESSAGE}`,
          },
        ]);
      }
      planned.push({ level, variant, after });
    }
    return planned;
  }

  /** Each product's variants with the planned levels (several lines may name one product). */
  function newVariantsOf(planned: readonly Planned[]): Map<string, VariantRecord[]> {
    const byProduct = new Map<string, VariantRecord[]>();
    for (const { level, variant, after } of planned) {
      const variants = byProduct.get(level.id) ?? level.variants;
      byProduct.set(
        level.id,
        variants.map((v) =>
          v.id === variant.id ? { ...v, inventory: after, inStock: inStockAfter(v, after) } : v,
        ),
      );
    }
    return byProduct;
  }

  return {
    async change(
      change: BulkStockChange,
      actor: StaffActor,
    ): Promise<{ items: StaffProductRow[] }> {
      requireActorPermission(
        actor,
        change.mode === 'set' ? 'inventory:correct' : 'inventory:adjust',
      );
      const ids = change.lines.map((line) => line.productId.toLowerCase());
      const keys = change.lines.map((line, i) => `${ids[i]}|${line.variantId ?? ''}`);
      if (new Set(keys).size !== keys.length) {
        throw new AppError(400, DUPLICATE_STOCK_LINE_MESSAGE, 'VALIDATION_FAILED');
      }
      const unique = [...new Set(ids)];
      await locks.withLocks(unique.map(productLockKey), async (held) => {
        const found = new Map((await stock.findLevels(unique)).map((level) => [level.id, level]));
        const at = new Date();
        const planned = plan(change, ids, found);
        const written = newVariantsOf(planned);
        held.check();
        const products = [...written.keys()];
        const writes = await Promise.allSettled(
          products.map((id) =>
            stock.setVariants(id, written.get(id)!, found.get(id)!.defaultVariantId),
          ),
        );
        const failed = writes.find((w) => w.status === 'rejected');
        if (failed) {
          await restore(
            products
              .filter((_, i) => writes[i]!.status === 'fulfilled')
              .map((id) => found.get(id)!),
          );
          throw failed.reason;
        }
        const log: StockMovement[] = planned.map(({ level, variant, after }) => ({
          productId: level.id,
          variantId: variant.id,
          before: variant.inventory,
          after,
          delta: after - variant.inventory,
          reason: change.reason,
          actor,
          at,
        }));
        // The stock has changed by now: a movement that cannot be written is logged, and the
        // change still answers as done (the levels are the truth, the log their history).
        await movements.record(log).catch((err: unknown) => {
          logger.error({ err, movements: log }, 'could not record stock movements');
        });
      });
      await view.changed(unique);
      const index = view.current();
      return {
        items: unique.flatMap((id) => {
          const position = index.positions.get(id);
          return position === undefined ? [] : [toStaffProduct(index.entries[position]!.record)];
        }),
      };
    },
  };
}
export type StaffStock = ReturnType<typeof createStaffStock>;
