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

export const DUPLICATE_STOCK_LINE_MESSAGE = 'Each product may appear only once';

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
      levels.map((l) => stock.setLevel(l.id, { inventory: l.inventory, inStock: l.inStock })),
    );
    for (const r of results) {
      if (r.status === 'rejected')
        logger.error({ err: r.reason }, 'could not restore a stock level');
    }
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
      if (new Set(ids).size !== ids.length) {
        throw new AppError(400, DUPLICATE_STOCK_LINE_MESSAGE, 'VALIDATION_FAILED');
      }
      await locks.withLocks(ids.map(productLockKey), async (held) => {
        const found = new Map((await stock.findLevels(ids)).map((level) => [level.id, level]));
        const at = new Date();
        const planned: { level: StockLevel; after: number }[] = [];
        for (const [i, id] of ids.entries()) {
          const level = found.get(id);
          if (!level) {
            throw new AppError(404, PRODUCT_NOT_FOUND_MESSAGE, 'PRODUCT_NOT_FOUND', [
              { path: `lines.${i}.productId`, message: PRODUCT_NOT_FOUND_MESSAGE },
            ]);
          }
          const value = change.lines[i]!.value;
          const after = change.mode === 'set' ? value : level.inventory + value;
          if (after < 0) {
            // The issue names the refused line's product (a bulk change answers which one).
            throw new AppError(409, STOCK_BELOW_ZERO_MESSAGE, 'STOCK_BELOW_ZERO', [
              {
                path: `lines.${i}.value`,
                message: `${level.name} has ${level.inventory}: ${STOCK_BELOW_ZERO_MESSAGE}`,
              },
            ]);
          }
          planned.push({ level, after });
        }
        held.check();
        const writes = await Promise.allSettled(
          planned.map(({ level, after }) =>
            stock.setLevel(level.id, { inventory: after, inStock: inStockAfter(level, after) }),
          ),
        );
        const failed = writes.find((w) => w.status === 'rejected');
        if (failed) {
          await restore(
            planned.filter((_, i) => writes[i]!.status === 'fulfilled').map((p) => p.level),
          );
          throw failed.reason;
        }
        const log: StockMovement[] = planned.map(({ level, after }) => ({
          productId: level.id,
          before: level.inventory,
          after,
          delta: after - level.inventory,
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
      await view.changed(ids);
      const index = view.current();
      return {
        items: ids.flatMap((id) => {
          const at = index.positions.get(id);
          return at === undefined ? [] : [toStaffProduct(index.entries[at]!.record)];
        }),
      };
    },
  };
}
export type StaffStock = ReturnType<typeof createStaffStock>;
