import { createHash } from 'node:crypto';
import type { Order, OrderTotals } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { CartItemRecord } from './cart';
import { toOrder, type NewOrder, type OrderLineSnapshot, type OrderRecord } from './order';
import { createOrderClaims, type OrderClaimDeps } from './order-claims';
import { priceLines } from './order-lines';

/** A zero-priced order's totals: its money was taken elsewhere (a gift's purchase) or never is. */
export const PREPAID_TOTALS: OrderTotals = {
  subtotalCents: 0,
  discountCents: 0,
  shippingCents: 0,
  taxCents: 0,
  totalCents: 0,
};

/** One line to order, as a cart line names it; `priceCents` overrides the catalog's price. */
export type KeyedLine = Pick<
  CartItemRecord,
  'productId' | 'variantId' | 'quantity' | 'productName' | 'variantLabel'
> & { priceCents?: number };

/** Nothing was taken: a product is short, retired or gone; `message` says which. */
export interface Unavailable {
  kind: 'unavailable';
  message: string;
}

export type KeyedPlacement = { kind: 'order'; order: Order } | Unavailable;

/** What the caller decides of the order: everything but its owner, key and number. */
export type KeyedOrderFields = Omit<
  NewOrder,
  'userId' | 'idempotencyKey' | 'requestHash' | 'orderNumber'
>;

export interface KeyedOrderRequest {
  userId: string;
  /** The order's key: every try under it is the same request and finds the same order. */
  key: string;
  /** What the order holds; asked only when the key has no order yet. */
  lines: () => Promise<KeyedLine[] | Unavailable>;
  /** The lines' final prices (from the catalog's of now) and the order's totals and address. */
  finish: (priced: OrderLineSnapshot[]) => { lines: OrderLineSnapshot[]; order: KeyedOrderFields };
  /** Names the order in the errors of a lost race: 'delivery', 'replacement'. */
  noun: string;
}

export interface KeyedOrderDeps extends OrderClaimDeps {
  /** The hold of a new unpaid order (its payment, or its marking as paid, follows at once). */
  holdMs: number;
  now: () => Date;
}

/**
 * Orders the shop places itself (subscription and gift deliveries, return replacements), as a
 * checkout places one but with no cart: the (user, key) claim makes each once only, the catalog
 * prices the lines now and reserves all their stock or none, then the order is pending. A
 * failure on the way gives back what was taken and leaves no order behind.
 */
export function createKeyedOrders(deps: KeyedOrderDeps) {
  const { orders, catalog } = deps;
  const { abandon, replay, claimKey } = createOrderClaims(deps);

  async function price(
    request: KeyedOrderRequest,
    lines: KeyedLine[],
    requestId?: string,
  ): Promise<OrderLineSnapshot[] | Unavailable> {
    try {
      const products = await catalog.findProducts(
        [...new Set(lines.map((line) => line.productId))],
        requestId,
      );
      const priced = await priceLines(
        lines.map((line, i) => ({
          id: `${request.key}-${i}`,
          userId: request.userId,
          productId: line.productId,
          variantId: line.variantId,
          quantity: line.quantity,
          productName: line.productName,
          variantLabel: line.variantLabel,
          createdAt: deps.now(),
        })),
        products,
        (productId, variantId) => catalog.variantAbsence(productId, variantId, requestId),
      );
      return priced.map((line, i) => {
        const own = lines[i]?.priceCents;
        return own === undefined ? line : { ...line, priceCents: own };
      });
    } catch (err) {
      if (err instanceof AppError && err.status < 500)
        return { kind: 'unavailable', message: err.message };
      throw err;
    }
  }

  /** All the order's stock, or nothing and the claim gone; null when reserved. */
  async function reserve(
    order: OrderRecord,
    lines: OrderLineSnapshot[],
    requestId?: string,
  ): Promise<Unavailable | null> {
    let outcome;
    try {
      outcome = await catalog.reserveStock(
        {
          reservationId: order.id,
          lines: lines.map(({ productId, variantId, quantity }) => ({
            productId,
            ...(variantId === null ? {} : { variantId }),
            quantity,
          })),
        },
        requestId,
      );
    } catch (err) {
      await abandon(order, requestId);
      throw err;
    }
    if (outcome.kind === 'reserved') return null;
    await orders.discard(order.id);
    return {
      kind: 'unavailable',
      message: outcome.kind === 'unavailable' ? outcome.message : outcome.shortage.message,
    };
  }

  async function place(request: KeyedOrderRequest, requestId?: string): Promise<KeyedPlacement> {
    const { userId, key, noun } = request;
    // Every try of a key is the same request: a run after a crash answers the order it made.
    const requestHash = createHash('sha256').update(key).digest('hex');
    const existing = await replay(userId, key, requestHash, requestId);
    if (existing) return { kind: 'order', order: existing };

    const wanted = await request.lines();
    if (!Array.isArray(wanted)) return wanted;
    const priced = await price(request, wanted, requestId);
    if (!Array.isArray(priced)) return priced;
    const { lines, order: fields } = request.finish(priced);
    const order = await claimKey({ ...fields, userId, idempotencyKey: key, requestHash });
    if (order === 'key-taken') {
      const again = await replay(userId, key, requestHash, requestId);
      if (again) return { kind: 'order', order: again };
      throw new AppError(
        503,
        `The ${noun} is being placed elsewhere`,
        `${noun.toUpperCase()}_IN_PROGRESS`,
      );
    }
    const short = await reserve(order, lines, requestId);
    if (short) return short;
    try {
      const items = await orders.addItems(order.id, lines);
      const pending = await orders.markPending(
        order.id,
        new Date(deps.now().getTime() + deps.holdMs),
      );
      if (!pending) throw new AppError(503, `The ${noun} order was lost`, 'ORDER_LOST');
      return { kind: 'order', order: toOrder(pending, items, deps.providerName) };
    } catch (err) {
      await abandon(order, requestId);
      throw err;
    }
  }

  return { place };
}
export type KeyedOrders = ReturnType<typeof createKeyedOrders>;
