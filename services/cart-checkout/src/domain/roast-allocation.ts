import type { RoastAllocation, RoastAllocationRequest } from '@coffee/contracts';
import type { PlacedOrder } from './ports';

/**
 * The catalog's roast batches (POST /internal/roast/allocations): which batch each coffee line
 * of a shipping order comes from. Idempotent per order; refuses with a 409 AppError naming the
 * coffee and the weight to roast when no batch has enough.
 */
export interface RoastCatalog {
  allocate(request: RoastAllocationRequest, requestId?: string): Promise<RoastAllocation>;
}

/** Each line's roast day on the order's items. */
export interface RoastDateStore {
  setRoastDates(orderId: string, dates: ReadonlyMap<string, string>): Promise<void>;
  /** The different roast days of the order's lines, oldest first (tracking shows them). */
  roastDays(orderId: string): Promise<string[]>;
}

export interface RoastAllocator {
  /**
   * Before an order ships: takes its coffee from the roast batches and notes each line's roast
   * day. Throws (409) when a coffee has no batch with enough: the order must not ship then.
   * Answers the order with its lines' `roastedOn`, for the shipped mail.
   */
  allocate(found: PlacedOrder): Promise<PlacedOrder>;
}

export function createRoastAllocator(deps: {
  catalog: RoastCatalog;
  items: RoastDateStore;
}): RoastAllocator {
  return {
    async allocate(found) {
      const allocation = await deps.catalog.allocate({
        orderId: found.order.id,
        lines: found.items.map((item) => ({
          itemId: item.id,
          productId: item.productId,
          variantId: item.variantId,
          quantity: item.quantity,
        })),
      });
      const dates = new Map(allocation.lines.map((line) => [line.itemId, line.roastedOn]));
      if (dates.size === 0) return found;
      // Written before the move: a retry after a failure here allocates the same (idempotent).
      await deps.items.setRoastDates(found.order.id, dates);
      return {
        order: found.order,
        items: found.items.map((item) => {
          const roastedOn = dates.get(item.id);
          return roastedOn ? { ...item, roastedOn } : item;
        }),
      };
    },
  };
}
