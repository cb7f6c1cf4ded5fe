import { ROAST_PLAN_DAYS, bagSizes, type BagSize, type RoastPlan } from '@coffee/contracts';
import type { ProductRecord } from './product';
import { nextRoastDayAfter, roastDays, shopDay } from './roast-calendar';
import type { OpenOrders, RoastBatchStore, ShopTimeZone } from './roast-ports';
import { bagSizeOf, isCoffee, lineGrams, type RoastProducts } from './roast-products';

export interface RoastPlanDeps {
  orders: OpenOrders;
  batches: RoastBatchStore;
  products: RoastProducts;
  timeZone: ShopTimeZone;
  now: () => Date;
}

interface Demand {
  product: ProductRecord;
  sizes: Map<BagSize, { bags: number; grams: number }>;
  neededGrams: number;
  orders: Set<string>;
  overdue: Set<string>;
}

/**
 * The roast plan: for each of the next roast days, the coffee the paid, unshipped orders need
 * by product and bag size. An order is due on the first roast day after the day it was paid
 * (the product page's "next roast"); one due before today is overdue and shows on the first
 * day. Roasted stock not yet given to any order covers the earliest demand first; what is left
 * is what to roast.
 */
export function createRoastPlan(deps: RoastPlanDeps) {
  const { orders, batches, products, timeZone, now } = deps;

  return {
    async plan(requestId?: string): Promise<RoastPlan> {
      const timezone = timeZone.current();
      const today = shopDay(now(), timezone);
      const days = roastDays(today, ROAST_PLAN_DAYS);
      const first = days[0] ?? today;
      const byDay = new Map(days.map((day) => [day, new Map<string, Demand>()]));

      for (const line of await orders.lines(requestId)) {
        const product = await products.find(line.productId);
        if (!product || !isCoffee(product)) continue;
        const due = nextRoastDayAfter(shopDay(line.paidAt, timezone));
        const overdue = due < first;
        const demands = byDay.get(overdue ? first : due);
        if (!demands) continue; // past the plan's last day (only once subscriptions are due)
        const demand = demands.get(product.id) ?? {
          product,
          sizes: new Map(),
          neededGrams: 0,
          orders: new Set<string>(),
          overdue: new Set<string>(),
        };
        demands.set(product.id, demand);
        const size = bagSizeOf(product, line.variantId);
        const grams = lineGrams(size, line.quantity);
        const bySize = demand.sizes.get(size) ?? { bags: 0, grams: 0 };
        demand.sizes.set(size, { bags: bySize.bags + line.quantity, grams: bySize.grams + grams });
        demand.neededGrams += grams;
        demand.orders.add(line.orderId);
        if (overdue) demand.overdue.add(line.orderId);
      }

      const productIds = [...new Set([...byDay.values()].flatMap((d) => [...d.keys()]))];
      const stockLeft = new Map<string, number>();
      for (const batch of productIds.length > 0 ? await batches.withStock(productIds) : []) {
        stockLeft.set(
          batch.productId,
          (stockLeft.get(batch.productId) ?? 0) + batch.remainingGrams,
        );
      }

      return {
        timezone,
        today,
        days: days.map((date) => ({
          date,
          lines: [...(byDay.get(date)?.values() ?? [])]
            .sort((a, b) => a.product.name.localeCompare(b.product.name))
            .map((demand) => {
              const left = stockLeft.get(demand.product.id) ?? 0;
              const covered = Math.min(left, demand.neededGrams);
              stockLeft.set(demand.product.id, left - covered);
              return {
                productId: demand.product.id,
                productName: demand.product.name,
                sizes: bagSizes.flatMap((size) => {
                  const figures = demand.sizes.get(size);
                  return figures ? [{ size, ...figures }] : [];
                }),
                neededGrams: demand.neededGrams,
                coveredGrams: covered,
                toRoastGrams: demand.neededGrams - covered,
                orders: demand.orders.size,
                overdueOrders: demand.overdue.size,
              };
            }),
        })),
      };
    },
  };
}
export type RoastPlanner = ReturnType<typeof createRoastPlan>;
