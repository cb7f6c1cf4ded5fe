import { createHash } from 'node:crypto';
import {
  FREE_SHIPPING_MEMBERS_ONLY_MESSAGE,
  MAX_PRODUCT_PAGE_SIZE,
  orderTotals,
  UNPAID_ITEMS_LIMIT_CODE,
  UNPAID_ORDERS_LIMIT_CODE,
  unpaidItemsLimitMessage,
  unpaidOrdersLimitMessage,
  type Order,
  type Product,
  type placeOrderSchema,
} from '@coffee/contracts';
import { AppError, faultPoint, type Clock } from '@coffee/service-defaults';
import type { z } from 'zod';
import type { CartItemRecord } from './cart';
import { EMPTY_CART_MESSAGE, ProductConflictError } from './errors';
import type { KeyedLock } from './keyed-lock';
import { toOrder, type OrderLineSnapshot, type OrderRecord } from './order';
import { createOrderClaims, ORDER_IN_PROGRESS_MESSAGE, type OrderClaimDeps } from './order-claims';
import { memberSavingsOf, priceLines, subtotalOf } from './order-lines';
import type { CartRepository, MemberDirectory } from './ports';
import { inEarlyWindow, notBuyableError } from './early-access';
import type { ShopCalendarSource } from './subscriptions/ports';
import type { FreeSamples } from './free-sample';
import type { OrderPromotion, Promotions } from './promotions/promotions';

export { KEY_REUSED_MESSAGE, ORDER_IN_PROGRESS_MESSAGE } from './order-claims';

/** The body of POST /api/orders as the contract's schema parses it. */
export type PlaceOrderCommand = z.output<typeof placeOrderSchema>;

/** What one account's unpaid orders may hold at once (UNPAID_ORDERS_PER_ACCOUNT, ..._ITEMS_...). */
export interface UnpaidLimits {
  orders: number;
  units: number;
}

export interface OrderPlacementDeps extends OrderClaimDeps {
  carts: CartRepository;
  members: MemberDirectory;
  lock: KeyedLock;
  /** The shop's time zone, for the words of an early-access refusal. */
  calendar?: ShopCalendarSource;
  /** An order was created (a replay of its key is not): the orders_placed_total metric. */
  onPlaced?: () => void;
  /** The service's clock: a new order holds its stock `holdMs` from now. */
  clock?: Clock;
  /** How long a new, unpaid order holds its stock (ORDER_HOLD_MINUTES; its payment extends it). */
  holdMs?: number;
  /** The caps on one account's unpaid orders; none when absent. */
  limits?: UnpaidLimits;
  /** The user's unpaid orders now and the units they hold (lifecycle.unpaidHolds). */
  unpaidHolds?: (userId: string) => Promise<{ orders: number; units: number }>;
  /** A Direct+ order's free sample (issue 30, item 4: free-sample.ts); none when absent. */
  samples?: FreeSamples;
  /** Codes and automatic offers (issue 30, item 3); none when absent. */
  promotions?: Promotions;
}

/** 10 minutes: long enough to get to the payment page, which extends it. */
export const DEFAULT_HOLD_MS = 10 * 60_000;

export interface PlaceOrderResult {
  order: Order;
  /** False when the key had already produced this order (a retry or a double submit). */
  created: boolean;
}

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
 * 3. Write the lines (a snapshot of name, picture, size, the variant's label, SKU and price),
 *    mark the order 'pending',
 *    remove exactly the ordered cart lines.
 *
 * Anything failing after step 2 gives the stock back and deletes the claim; if even that fails
 * the claim is flagged and `recoverAbandoned` (run by a sweeper) finishes the job later.
 */
export function createOrderPlacement(deps: OrderPlacementDeps) {
  const { carts, orders, catalog, members, lock, logger } = deps;
  const { abandon, replay, claimKey, recoverAbandoned } = createOrderClaims(deps);
  const now = () => deps.clock?.now() ?? new Date();
  const holdMs = deps.holdMs ?? DEFAULT_HOLD_MS;

  /**
   * Issue 24: unpaid orders hold stock, so one account may hold only so much of it unpaid at
   * once: `limits.orders` open unpaid orders and `limits.units` units in them, this one
   * included. Run under the user's lock, which every placement of the user takes (across
   * instances): no two placements of one user count at once, so a crowd of them cannot
   * overshoot. Paying, cancelling or the hold running out only frees room meanwhile.
   */
  async function assertRoomFor(userId: string, lines: CartItemRecord[]): Promise<void> {
    const { limits, unpaidHolds } = deps;
    if (!limits || !unpaidHolds) return;
    const held = await unpaidHolds(userId);
    if (held.orders + 1 > limits.orders)
      throw new AppError(409, unpaidOrdersLimitMessage(limits.orders), UNPAID_ORDERS_LIMIT_CODE);
    const ordered = lines.reduce((sum, line) => sum + line.quantity, 0);
    if (held.units + ordered > limits.units)
      throw new AppError(
        409,
        unpaidItemsLimitMessage(limits.units, held.units, ordered),
        UNPAID_ITEMS_LIMIT_CODE,
      );
  }

  /**
   * Who is ordering, as the account service says at this request (a lapsed member pays full
   * price from the next one): free shipping and member prices are for Direct+ members only, and
   * the order keeps the account's email (a guest tracks the order by it or by the ZIP). When the
   * account service cannot say, `unknown` holds why: the order may still go ahead at regular
   * prices without the email, unless it needs the answer (free shipping, or a member price that
   * a member would be owed; the caller decides once the lines are priced).
   */
  async function whoOrders(
    userId: string,
    command: PlaceOrderCommand,
    requestId?: string,
  ): Promise<{ contactEmail: string | null; isMember: boolean; unknown: unknown }> {
    let member: Awaited<ReturnType<MemberDirectory['findMember']>>;
    try {
      member = await members.findMember(userId, requestId);
    } catch (err) {
      if (command.shippingMethod === 'free') throw err;
      return { contactEmail: null, isMember: false, unknown: err };
    }
    if (command.shippingMethod === 'free' && !member?.isDirectPlus) {
      throw new AppError(400, FREE_SHIPPING_MEMBERS_ONLY_MESSAGE, 'MEMBERS_ONLY');
    }
    return {
      contactEmail: member?.email ?? null,
      isMember: member?.isDirectPlus === true,
      unknown: null,
    };
  }

  /** The cart to order; 'key-taken' when it is empty because this very order was just placed. */
  async function readCart(userId: string, key: string): Promise<CartItemRecord[] | 'key-taken'> {
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
    return lines;
  }

  /** Prices, names and stock from the catalog now, never from the client or the cart. */
  async function priceCart(
    lines: CartItemRecord[],
    who: { isMember: boolean; unknown: unknown },
    requestId?: string,
  ): Promise<{ lines: OrderLineSnapshot[]; products: Map<string, Product> }> {
    const products = await catalog.findProducts(
      lines.map((line) => line.productId),
      requestId,
    );
    // Not knowing whether a member orders matters only where a member price or an early window
    // is at stake: a member would be overcharged or refused, so the order fails with the account
    // service's error.
    const at = now();
    const stake = (product: Product | undefined) =>
      Boolean(product?.memberDiscountPercent) || (product ? inEarlyWindow(product, at) : false);
    if (who.unknown && lines.some((line) => stake(products.get(line.productId)))) throw who.unknown;
    // A product not on sale to this shopper yet (issue 30, item 2), as the cart refused it.
    for (const line of lines) {
      const product = products.get(line.productId);
      if (!product?.releaseAt) continue;
      const timeZone = (await deps.calendar?.current(requestId))?.timeZone ?? 'UTC';
      const refusal = notBuyableError(product, who.isMember, at, timeZone);
      if (refusal) throw refusal;
    }
    const priced = await priceLines(
      lines,
      products,
      (productId, variantId) => catalog.variantAbsence(productId, variantId, requestId),
      { isMember: who.isMember },
    );
    return { lines: priced, products };
  }

  /**
   * The order's promotion (member prices are in the lines already; tax comes after): its
   * discount shared out over the lines, so a refund of a line gives back what it cost net.
   */
  async function promote(
    userId: string,
    isMember: boolean,
    priced: { lines: OrderLineSnapshot[]; products: Map<string, Product> },
    command: PlaceOrderCommand,
  ): Promise<{ lines: OrderLineSnapshot[]; found: OrderPromotion | null }> {
    const found = deps.promotions
      ? await deps.promotions.forOrder(
          userId,
          isMember,
          priced.lines.map((line) => ({
            productId: line.productId,
            variantId: line.variantId,
            category: priced.products.get(line.productId)?.category ?? '',
            unitCents: line.priceCents,
            quantity: line.quantity,
          })),
          command.shippingMethod,
        )
      : null;
    if (!found) return { lines: priced.lines, found: null };
    const shares = found.chosen.discount.lineDiscountCents;
    return {
      lines: priced.lines.map((line, index) => ({ ...line, discountCents: shares[index] ?? 0 })),
      found,
    };
  }

  /** Step 2: all lines' stock at the catalog, or none (the claim goes, the answer is a 409). */
  async function reserveStock(
    order: OrderRecord,
    lines: OrderLineSnapshot[],
    requestId?: string,
  ): Promise<void> {
    let reservation;
    try {
      reservation = await catalog.reserveStock(
        {
          reservationId: order.id,
          // Stock is per variant: each line reserves its own bag size and grind.
          lines: lines.map(({ productId, variantId, quantity }) => ({
            productId,
            ...(variantId === null ? {} : { variantId }),
            quantity,
          })),
        },
        requestId,
      );
    } catch (err) {
      // No clear answer: the catalog may have reserved before failing, so give it back.
      await abandon(order, requestId);
      throw err;
    }
    if (reservation.kind === 'reserved') return;
    // All or nothing: nothing was taken, only the claim has to go.
    await orders.discard(order.id);
    if (reservation.kind === 'unavailable') {
      throw new AppError(409, reservation.message, 'PRODUCT_UNAVAILABLE');
    }
    // The catalog's productName already names the variant ("Kenya AA, 2 lb is out of stock").
    const { message, productId, variantId, productName, available } = reservation.shortage;
    throw new ProductConflictError(message, 'OUT_OF_STOCK', {
      productId,
      variantId,
      productName,
      available,
    });
  }

  /** Step 3: the lines written and the order opened ('pending'); a failure gives the stock back. */
  async function writeOrder(
    order: OrderRecord,
    lines: OrderLineSnapshot[],
    requestId?: string,
  ): Promise<Order> {
    try {
      const items = await orders.addItems(order.id, lines);
      const pending = await orders.markPending(order.id, new Date(now().getTime() + holdMs));
      if (!pending) {
        throw new AppError(
          503,
          'The order could not be completed. Please try again.',
          'ORDER_LOST',
        );
      }
      return toOrder(pending, items, deps.providerName);
    } catch (err) {
      await abandon(order, requestId);
      throw err;
    }
  }

  /** Removes exactly the ordered lines; a line added meanwhile stays. */
  async function emptyCart(userId: string, lines: CartItemRecord[], orderId: string) {
    try {
      await carts.removeMany(
        userId,
        lines.map((line) => line.id),
      );
    } catch (err) {
      // The order stands (stock taken, status pending); a stale cart line is only a nuisance.
      logger.warn({ err, orderId }, 'order placed but its cart lines were not removed');
    }
  }

  /** The code was spent on this order: it leaves the cart as the ordered lines did. */
  async function forgetCode(userId: string, orderId: string) {
    try {
      await deps.promotions?.clearCode(userId);
    } catch (err) {
      // The order stands; the kept code is refused next time if it cannot be used again.
      logger.warn({ err, orderId }, 'order placed but its promotion code stayed on the cart');
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
    const who = await whoOrders(userId, command, requestId);
    const cart = await readCart(userId, key);
    if (cart === 'key-taken') return cart;
    await assertRoomFor(userId, cart);
    const { lines, found } = await promote(
      userId,
      who.isMember,
      await priceCart(cart, who, requestId),
      command,
    );
    if (who.unknown)
      logger.warn({ err: who.unknown, userId }, 'order placed without its contact email');
    // The order of discounts: member prices (in the lines), then the promotion, then tax on the
    // rest (contracts' orderTotals); shipping is never taxed.
    const totals = orderTotals(subtotalOf(lines), command.shippingMethod, {
      discountCents: found?.chosen.discount.discountCents ?? 0,
      freeShipping: found?.chosen.discount.freeShipping ?? false,
    });

    const order = await claimKey({
      userId,
      idempotencyKey: key,
      requestHash,
      ...totals,
      memberSavingsCents: memberSavingsOf(lines),
      promotion: found && {
        id: found.promotion.id,
        code: found.promotion.code,
        name: found.promotion.name,
        kind: found.promotion.kind,
      },
      ...command,
      contactEmail: who.contactEmail,
    });
    if (order === 'key-taken') return order;
    await reserveStock(order, lines, requestId);
    if (found) {
      // After the stock: an order short of stock never holds a use. A cap reached meanwhile
      // gives the stock back and refuses the order in the contract's words.
      try {
        await deps.promotions?.redeem(found, userId, order.id);
      } catch (err) {
        await abandon(order, requestId);
        throw err;
      }
    }
    await faultPoint('checkout.after-stock', { orderId: order.id }); // e2e/faults kills it here
    // Issue 30, item 4: a member's free sample, best-effort (free-sample.ts); never fails the order.
    if (who.isMember) await deps.samples?.reserveFor(order.id, lines, requestId);
    const placed = await writeOrder(order, lines, requestId);
    await emptyCart(userId, cart, order.id);
    if (found?.promotion.code) await forgetCode(userId, order.id);
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
          if (order !== 'key-taken') {
            deps.onPlaced?.();
            return { order, created: true };
          }
        }
        throw new AppError(409, ORDER_IN_PROGRESS_MESSAGE, 'ORDER_IN_PROGRESS');
      });
    },

    recoverAbandoned,
  };
}
export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
