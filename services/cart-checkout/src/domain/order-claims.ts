import { type Order } from '@coffee/contracts';
import { AppError, type Logger } from '@coffee/service-defaults';
import { isPlaced, newOrderNumber, toOrder, type NewOrder, type OrderRecord } from './order';
import type { OrderRepository, ProductCatalog } from './ports';

export const ORDER_IN_PROGRESS_MESSAGE =
  'Your order is still being placed. Please try again in a moment.';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for an order with different details';

export interface OrderClaimDeps {
  orders: OrderRepository;
  catalog: ProductCatalog;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** How long a duplicate request waits for the first one (in another instance) to finish. */
  placingWaitMs: number;
  /** A placing order older than this was interrupted (a crash) and may be recovered. */
  abandonedAfterMs: number;
  /** The payment provider in use, which new orders' payment names (default offline). */
  providerName?: 'stripe' | 'offline';
  /**
   * Gives back what a claim held besides its stock (its promotion's use, its free sample) when
   * the claim goes, before the stock: idempotent; a failure is retried as a stock release is.
   */
  releaseHolds?: (orderId: string) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The idempotency side of placing an order: an order in the internal 'placing' state is the
 * claim on its (user, Idempotency-Key) pair, whose unique index lets exactly one request win,
 * even across instances and on FerretDB. Here a claim is made, answered again, given up (its
 * stock given back) or, after a crash, recovered.
 */
export function createOrderClaims(deps: OrderClaimDeps) {
  const { orders, catalog, logger, placingWaitMs, abandonedAfterMs } = deps;

  /** Gives back the stock of an order that will never be placed, then forgets the order. */
  async function abandon(order: OrderRecord, requestId?: string): Promise<void> {
    try {
      await deps.releaseHolds?.(order.id);
      await catalog.releaseStock(order.id, requestId);
    } catch (err) {
      logger.error({ err, orderId: order.id }, 'could not release stock; retrying later');
      await orders.markFailed(order.id).catch((markErr: unknown) => {
        logger.error({ err: markErr, orderId: order.id }, 'could not flag the failed order');
      });
      return;
    }
    await orders.discard(order.id).catch((err: unknown) => {
      logger.error({ err, orderId: order.id }, 'could not delete the failed order');
    });
  }

  /** An existing order under the key: its answer, or null once a dead claim has been cleared. */
  async function replay(
    userId: string,
    key: string,
    requestHash: string,
    requestId?: string,
  ): Promise<Order | null> {
    const deadline = Date.now() + placingWaitMs;
    for (;;) {
      const existing = await orders.findByKey(userId, key);
      if (!existing) return null;
      if (
        !isPlaced(existing) &&
        (existing.failedAt !== null || Date.now() - existing.createdAt.getTime() > abandonedAfterMs)
      ) {
        // A claim that failed or was interrupted never became an order, so the key is free
        // again: clear the claim (stock first), then place anew.
        await deps.releaseHolds?.(existing.id);
        await catalog.releaseStock(existing.id, requestId);
        await orders.discard(existing.id);
        return null;
      }
      if (existing.requestHash !== requestHash) {
        throw new AppError(409, KEY_REUSED_MESSAGE, 'IDEMPOTENCY_KEY_REUSED');
      }
      if (isPlaced(existing)) {
        const placed = await orders.findPlaced(userId, existing.id);
        if (placed) return toOrder(placed.order, placed.items, deps.providerName);
      }
      if (Date.now() >= deadline) {
        throw new AppError(409, ORDER_IN_PROGRESS_MESSAGE, 'ORDER_IN_PROGRESS');
      }
      await sleep(100);
    }
  }

  /** Step 1: the order in the 'placing' state, under a new order number on the rare collision. */
  async function claimKey(
    order: Omit<NewOrder, 'orderNumber'>,
  ): Promise<OrderRecord | 'key-taken'> {
    for (let tries = 0; tries < 5; tries += 1) {
      const claimed = await orders.claim({ ...order, orderNumber: newOrderNumber() });
      if (claimed !== 'number-taken') return claimed;
    }
    throw new AppError(503, 'Could not number the order. Please try again.', 'ORDER_NUMBER');
  }

  /**
   * For the sweeper: gives back the stock of claims that failed or were interrupted (the
   * process died mid-placement) and deletes them. Returns how many were cleared.
   */
  async function recoverAbandoned(limit = 50): Promise<number> {
    const abandoned = await orders.listAbandoned(new Date(Date.now() - abandonedAfterMs), limit);
    let cleared = 0;
    for (const order of abandoned) {
      try {
        await deps.releaseHolds?.(order.id);
        await catalog.releaseStock(order.id);
        await orders.discard(order.id);
        cleared += 1;
      } catch (err) {
        logger.warn({ err, orderId: order.id }, 'abandoned order not cleared yet');
      }
    }
    return cleared;
  }

  return { abandon, replay, claimKey, recoverAbandoned };
}
export type OrderClaims = ReturnType<typeof createOrderClaims>;
