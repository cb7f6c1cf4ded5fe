import { createHash } from 'node:crypto';
import {
  FREE_SHIPPING_MEMBERS_ONLY_MESSAGE,
  MAX_PRODUCT_PAGE_SIZE,
  orderTotals,
  parseCents,
  type Order,
  type placeOrderSchema,
} from '@coffee/contracts';
import { AppError, type Logger } from '@coffee/service-defaults';
import type { z } from 'zod';
import { stockProblem } from './cart';
import { EMPTY_CART_MESSAGE, outOfStockError, ProductConflictError } from './errors';
import type { KeyedLock } from './keyed-lock';
import {
  isPlaced,
  newOrderNumber,
  toOrder,
  type OrderLineSnapshot,
  type OrderRecord,
} from './order';
import type { CartRepository, MemberDirectory, OrderRepository, ProductCatalog } from './ports';

export const ORDER_IN_PROGRESS_MESSAGE =
  'Your order is still being placed. Please try again in a moment.';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for an order with different details';

/** The body of POST /api/orders as the contract's schema parses it. */
export type PlaceOrderCommand = z.output<typeof placeOrderSchema>;

export interface OrderPlacementDeps {
  carts: CartRepository;
  orders: OrderRepository;
  catalog: ProductCatalog;
  members: MemberDirectory;
  lock: KeyedLock;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** How long a duplicate request waits for the first one (in another instance) to finish. */
  placingWaitMs: number;
  /** A placing order older than this was interrupted (a crash) and may be recovered. */
  abandonedAfterMs: number;
}

export interface PlaceOrderResult {
  order: Order;
  /** False when the key had already produced this order (a retry or a double submit). */
  created: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The same details always hash the same: the schema fixes the key order of the parsed body. */
export const requestHashOf = (command: PlaceOrderCommand): string =>
  createHash('sha256').update(JSON.stringify(command)).digest('hex');

/**
 * POST /api/orders. The order's design, in the order things happen:
 *
 * 1. Claim the idempotency key by inserting the order in the internal 'placing' state: the
 *    unique index (userId, idempotencyKey) lets exactly one request win, even across instances
 *    and on FerretDB. A loser waits for the winner and answers with its order.
 * 2. Reserve the stock at the catalog, all lines or none, with the order id as reservation id
 *    (a retried call takes nothing twice). A shortage deletes the claim and answers 409.
 * 3. Write the lines (a snapshot of name, picture, size, price), mark the order 'pending',
 *    remove exactly the ordered cart lines.
 *
 * Anything failing after step 2 gives the stock back and deletes the claim; if even that fails
 * the claim is flagged and `recoverAbandoned` (run by a sweeper) finishes the job later.
 */
export function createOrderPlacement(deps: OrderPlacementDeps) {
  const { carts, orders, catalog, members, lock, logger } = deps;

  /** Gives back the stock of an order that will never be placed, then forgets the order. */
  async function abandon(order: OrderRecord, requestId?: string): Promise<void> {
    try {
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
    const deadline = Date.now() + deps.placingWaitMs;
    for (;;) {
      const existing = await orders.findByKey(userId, key);
      if (!existing) return null;
      if (
        !isPlaced(existing) &&
        (existing.failedAt !== null ||
          Date.now() - existing.createdAt.getTime() > deps.abandonedAfterMs)
      ) {
        // A claim that failed or was interrupted never became an order, so the key is free
        // again: clear the claim (stock first), then place anew.
        await catalog.releaseStock(existing.id, requestId);
        await orders.discard(existing.id);
        return null;
      }
      if (existing.requestHash !== requestHash) {
        throw new AppError(409, KEY_REUSED_MESSAGE, 'IDEMPOTENCY_KEY_REUSED');
      }
      if (isPlaced(existing)) {
        const placed = await orders.findPlaced(userId, existing.id);
        if (placed) return toOrder(placed.order, placed.items);
      }
      if (Date.now() >= deadline) {
        throw new AppError(409, ORDER_IN_PROGRESS_MESSAGE, 'ORDER_IN_PROGRESS');
      }
      await sleep(100);
    }
  }

  /** One attempt; 'key-taken' when another request claimed the key first. */
  async function attempt(
    userId: string,
    key: string,
    requestHash: string,
    command: PlaceOrderCommand,
    requestId?: string,
  ): Promise<Order | 'key-taken'> {
    if (
      command.shippingMethod === 'free' &&
      !(await members.findMember(userId, requestId))?.isDirectPlus
    ) {
      throw new AppError(400, FREE_SHIPPING_MEMBERS_ONLY_MESSAGE, 'MEMBERS_ONLY');
    }

    const lines = await carts.listByUser(userId);
    if (lines.length === 0) {
      // Another instance may have just placed this very order and emptied the cart.
      if (await orders.findByKey(userId, key)) return 'key-taken';
      throw new AppError(409, EMPTY_CART_MESSAGE, 'CART_EMPTY');
    }
    if (lines.length > MAX_PRODUCT_PAGE_SIZE) {
      throw new AppError(
        409,
        `An order can hold at most ${MAX_PRODUCT_PAGE_SIZE} different products`,
        'TOO_MANY_LINES',
      );
    }

    // Prices, names and stock come from the catalog now, never from the client or the cart.
    const products = await catalog.findProducts(
      lines.map((line) => line.productId),
      requestId,
    );
    const snapshot: OrderLineSnapshot[] = lines.map((line) => {
      const product = products.get(line.productId);
      if (!product) {
        const name = line.productName ?? 'A product in your cart';
        throw new ProductConflictError(`${name} is no longer available`, 'PRODUCT_UNAVAILABLE', {
          productId: line.productId,
          productName: line.productName,
        });
      }
      const problem = stockProblem(product, line.quantity);
      if (problem) throw outOfStockError(product, problem);
      const priceCents = parseCents(product.price);
      if (priceCents === null) {
        throw new AppError(502, 'The catalog service gave an invalid answer', 'UPSTREAM_INVALID');
      }
      return {
        productId: product.id,
        name: product.name,
        imageUrl: product.imageUrl,
        unitSize: product.unitSize,
        quantity: line.quantity,
        priceCents,
      };
    });
    const subtotalCents = snapshot.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const totals = orderTotals(subtotalCents, command.shippingMethod);

    // 1. Claim the key (a new order number on the rare collision).
    let claimed: OrderRecord | 'key-taken' | 'number-taken' = 'number-taken';
    for (let tries = 0; tries < 5 && claimed === 'number-taken'; tries += 1) {
      claimed = await orders.claim({
        userId,
        idempotencyKey: key,
        requestHash,
        orderNumber: newOrderNumber(),
        ...totals,
        ...command,
      });
    }
    if (claimed === 'key-taken') return 'key-taken';
    if (claimed === 'number-taken') {
      throw new AppError(503, 'Could not number the order. Please try again.', 'ORDER_NUMBER');
    }
    const order = claimed;

    // 2. Take the stock.
    let reservation;
    try {
      reservation = await catalog.reserveStock(
        {
          reservationId: order.id,
          lines: snapshot.map(({ productId, quantity }) => ({ productId, quantity })),
        },
        requestId,
      );
    } catch (err) {
      // No clear answer: the catalog may have reserved before failing, so give it back.
      await abandon(order, requestId);
      throw err;
    }
    if (reservation.kind !== 'reserved') {
      // All or nothing: nothing was taken, only the claim has to go.
      await orders.discard(order.id);
      if (reservation.kind === 'unavailable') {
        throw new AppError(409, reservation.message, 'PRODUCT_UNAVAILABLE');
      }
      const { message, productId, productName, available } = reservation.shortage;
      throw new ProductConflictError(message, 'OUT_OF_STOCK', {
        productId,
        productName,
        available,
      });
    }

    // 3. Record the lines and open the order.
    let placed;
    try {
      const items = await orders.addItems(order.id, snapshot);
      const pending = await orders.markPending(order.id);
      if (!pending) {
        throw new AppError(
          503,
          'The order could not be completed. Please try again.',
          'ORDER_LOST',
        );
      }
      placed = toOrder(pending, items);
    } catch (err) {
      await abandon(order, requestId);
      throw err;
    }

    try {
      await carts.removeMany(
        userId,
        lines.map((line) => line.id),
      );
    } catch (err) {
      // The order stands (stock taken, status pending); a stale cart line is only a nuisance.
      logger.warn({ err, orderId: order.id }, 'order placed but its cart lines were not removed');
    }
    return placed;
  }

  return {
    async placeOrder(
      userId: string,
      idempotencyKey: string,
      command: PlaceOrderCommand,
      requestId?: string,
    ): Promise<PlaceOrderResult> {
      const requestHash = requestHashOf(command);
      // The user's lock: a double submit in this instance waits here and then replays; a
      // checkout never overlaps a cart change of the same user.
      return lock(userId, async () => {
        for (let round = 0; round < 3; round += 1) {
          const existing = await replay(userId, idempotencyKey, requestHash, requestId);
          if (existing) return { order: existing, created: false };
          const order = await attempt(userId, idempotencyKey, requestHash, command, requestId);
          if (order !== 'key-taken') return { order, created: true };
        }
        throw new AppError(409, ORDER_IN_PROGRESS_MESSAGE, 'ORDER_IN_PROGRESS');
      });
    },

    /**
     * For the sweeper: gives back the stock of claims that failed or were interrupted (the
     * process died mid-placement) and deletes them. Returns how many were cleared.
     */
    async recoverAbandoned(limit = 50): Promise<number> {
      const abandoned = await orders.listAbandoned(
        new Date(Date.now() - deps.abandonedAfterMs),
        limit,
      );
      let cleared = 0;
      for (const order of abandoned) {
        try {
          await catalog.releaseStock(order.id);
          await orders.discard(order.id);
          cleared += 1;
        } catch (err) {
          logger.warn({ err, orderId: order.id }, 'abandoned order not cleared yet');
        }
      }
      return cleared;
    },
  };
}
export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
