import {
  can,
  canTransition,
  CUSTOMER_CANCELLABLE,
  DELETED_USER_PREFIX,
  formatCents,
  ORDER_ALREADY_PAID_MESSAGE,
  ORDER_CHANGE_IN_PROGRESS_MESSAGE,
  ORDER_EXPIRED_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_SHOP_NAME,
  ORDER_TRANSITION_REFUSED_MESSAGE,
  orderStatuses,
  transitionPermission,
  type Order,
  type OrderPaymentConfig,
  type OrderPaymentSetup,
  type OrderStats,
  type OrderStatus,
  type Role,
  type StaffActor,
  type StaffOrder,
  type StaffOrderFilter,
} from '@coffee/contracts';
import {
  AppError,
  faultPoint,
  FORBIDDEN_MESSAGE,
  type Clock,
  type LeaseLocks,
  type Logger,
} from '@coffee/service-defaults';
import { createAdmission } from './admission';
import { CUSTOMER_NOT_FOUND_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from './errors';
import type { RoastAllocator } from './roast-allocation';
import type { KeyedLock } from './keyed-lock';
import {
  expiryOf,
  isDue,
  toOrder,
  toStaffOrder,
  type PaymentCard,
  type PaymentRecord,
  type PlacedOrderRecord,
  type TimelineRecord,
} from './order';
import type {
  OrderPaymentProvider,
  PaymentEvent,
  SavedCardCharge,
  SavedCardChargeResult,
} from './payments/ports';
import { isDeliveryKey } from './subscriptions/delivery-orders';
import type {
  OrderChange,
  OrderMailer,
  OrderRepository,
  PlacedOrder,
  MemberDirectory,
  ProductCatalog,
  PurchaseChange,
} from './ports';

export const EXPIRED_NOTE = 'Payment not received in time';
/** A staff cancel without a note of theirs: the customer reads the shop's name, never a person's. */
export const SHOP_CANCEL_NOTE = `Cancelled by ${ORDER_SHOP_NAME}`;
export const ORDER_CANCELLED_MESSAGE = 'This order has been cancelled';
export const ORDER_BUSY_MESSAGE = 'This order is being updated. Please try again in a moment.';

export interface LifecycleDeps {
  orders: OrderRepository;
  catalog: ProductCatalog;
  provider: OrderPaymentProvider;
  /** Leases in the database: one writer per order across instances (FerretDB: no atomic CAS). */
  leases: LeaseLocks;
  /** In-process queue per order, in front of the lease (no polling within one instance). */
  local: KeyedLock;
  clock: Clock;
  logger: Logger;
  /** How long a move waits for the order's lock (default 15 s). */
  lockWaitMs?: number;
  /**
   * How many of the customer's own payment steps and cancels of one order run or wait at once in
   * this instance (ORDER_CHANGES_PER_ORDER); one more is refused at once (admission.ts).
   */
  customerChangesPerOrder?: number;
  /** A verified payment failure was recorded on an order: the payments_failed_total metric. */
  onPaymentFailed?: () => void;
  /**
   * How long from the start of its payment an unpaid order holds its stock (once per order:
   * ORDER_PAYMENT_HOLD_MINUTES); never shortens the hold it has. Default 20 minutes.
   */
  paymentHoldMs?: number;
  /**
   * The account's role of a user (null when it knows none): the staff's customer filter lists
   * customers' orders only. Without it (tests of other parts) the filter is not checked.
   */
  roleOf?: (userId: string, requestId?: string) => Promise<Role | null>;
  /**
   * The customer's mail of each move (receipt, shipped, ...), written in the same update as the
   * move. Without it (tests of other parts) moves send no mail.
   */
  mails?: OrderMailer;
  /**
   * The roast batches (catalog) each coffee line ships from; a coffee without enough roasted
   * refuses the shipping (409). Without it (tests of other parts) lines ship without a roast day.
   */
  roast?: RoastAllocator;
  /**
   * Gives back what an order holds besides its stock when it is cancelled or expires (its
   * promotion's use, its free sample; idempotent), before the stock.
   */
  releaseHolds?: (orderId: string) => Promise<void>;
  /**
   * Whether the customer is Direct+ as the order is delivered (completed), kept on the order for
   * the 60-day return window (returns). Without it (tests of other parts) nothing is kept.
   */
  members?: MemberDirectory;
}

type Actor = Pick<TimelineRecord, 'by' | 'actorId' | 'actorName'>;
const SYSTEM: Actor = { by: 'system', actorId: null, actorName: null };
const PROVIDER: Actor = { by: 'provider', actorId: null, actorName: null };

/** A deleted account's order: kept for the books, shown to nobody (the staff list skips them too). */
const anonymised = (found: PlacedOrder) => found.order.userId.startsWith(DELETED_USER_PREFIX);

const notFound = () => new AppError(404, ORDER_NOT_FOUND_MESSAGE, 'NOT_FOUND');

/**
 * THE order lifecycle (contracts ORDER_TRANSITIONS), enforced here: every move of an order, by
 * whom, is made under that order's lock, re-reading the order first. Paying is the provider's
 * verified event only; cancelling gives the stock back and refunds what was paid; an unpaid
 * order past UNPAID_ORDER_TTL_MINUTES is cancelled by the shop before anyone reads it.
 */
export function createOrderLifecycle(deps: LifecycleDeps) {
  const { orders, catalog, provider, leases, local, clock, logger } = deps;
  const lockWaitMs = deps.lockWaitMs ?? 15_000;
  const paymentHoldMs = deps.paymentHoldMs ?? 20 * 60_000;
  // Only the customer's requests are bounded: a provider's event or a staff move is never
  // refused for the customer's flood (they are few, and the provider retries anyway).
  const admitCustomer = createAdmission(
    deps.customerChangesPerOrder ?? Number.MAX_SAFE_INTEGER,
    () => new AppError(409, ORDER_CHANGE_IN_PROGRESS_MESSAGE, 'ORDER_CHANGE_IN_PROGRESS'),
  );

  async function withOrder<T>(orderId: string, task: () => Promise<T>): Promise<T> {
    return local(orderId, async () => {
      const lease = await leases.acquire(`order:${orderId}`, Date.now() + lockWaitMs);
      if (!lease) throw new AppError(503, ORDER_BUSY_MESSAGE, 'ORDER_BUSY');
      try {
        return await task();
      } finally {
        await lease.release();
      }
    });
  }

  /**
   * The move's change with its mail: the mail is made from the order as the move leaves it and
   * rides in the same single-document update, so it exists exactly when the move does.
   */
  function withMail(
    found: PlacedOrder,
    change: OrderChange,
    make: ((mails: OrderMailer, after: PlacedOrder) => ReturnType<OrderMailer['paid']>) | null,
  ): OrderChange {
    if (!make || !deps.mails) return change;
    const paidNow = change.payment?.status ?? found.order.payment.status;
    // A subscription delivery that was never paid is the subscription's to tell of (its dunning
    // mails say what happens next): no "pay for your order" mail for an order no one should pay.
    if (isDeliveryKey(found.order.idempotencyKey) && paidNow !== 'paid' && paidNow !== 'refunded')
      return change;
    const after: PlacedOrder = {
      items: found.items,
      order: {
        ...found.order,
        ...(change.status ? { status: change.status } : {}),
        ...(change.payment ? { payment: change.payment } : {}),
        ...(change.trackingNumber ? { trackingNumber: change.trackingNumber } : {}),
      },
    };
    const mail = make(deps.mails, after);
    return mail ? { ...change, mails: [mail] } : change;
  }

  const entry = (status: OrderStatus, actor: Actor, note: string | null): TimelineRecord => ({
    status,
    at: clock.now(),
    ...actor,
    note,
  });

  /** Gives the stock back; when the catalog cannot now, the sweeper tries again. */
  async function releaseStock(orderId: string): Promise<void> {
    try {
      await deps.releaseHolds?.(orderId);
      await catalog.releaseStock(orderId);
      await orders.apply(orderId, { stockToRelease: false });
    } catch (err) {
      logger.warn({ err, orderId }, 'stock release failed; the sweeper retries');
    }
  }

  /**
   * Tells the catalog the user's bought products changed (paid or cancelled), so the Verified
   * Purchase marks of their reviews follow; then clears the order's flag. Under the order's lock.
   * A failure leaves the flag set: the sweeper tells it again, so no change is ever lost.
   */
  async function tellPurchasesChanged(change: PurchaseChange): Promise<void> {
    try {
      if (change.productIds.length > 0)
        await catalog.purchasesChanged(change.userId, change.productIds);
      await orders.apply(change.orderId, { reviewsToRecheck: false });
    } catch (err) {
      logger.warn(
        { err, orderId: change.orderId },
        'the catalog was not told of a purchase change; the sweeper retries',
      );
    }
  }
  const changeOf = (found: PlacedOrder): PurchaseChange => ({
    orderId: found.order.id,
    userId: found.order.userId,
    productIds: [...new Set(found.items.map((item) => item.productId))],
  });

  /**
   * Whether the user's Direct+ is active now (kept as the order is delivered); undefined when the
   * account service cannot say: the delivery is never held up for it (returns then ask again).
   */
  async function memberNow(userId: string): Promise<boolean | undefined> {
    if (!deps.members) return undefined;
    try {
      return (await deps.members.findMember(userId))?.isDirectPlus === true;
    } catch (err) {
      logger.warn({ err, userId }, 'membership at delivery unknown; returns ask again');
      return undefined;
    }
  }

  /** The card that paid, as the provider reports it; null when it cannot say (never a failure). */
  async function cardOf(paymentRef: string): Promise<PaymentCard | null> {
    try {
      return await provider.cardOf(paymentRef);
    } catch (err) {
      logger.warn({ err, paymentRef }, 'the card of a payment could not be read');
      return null;
    }
  }

  /** Refunds what was paid (idempotent at the provider per order and payment). */
  async function refund(order: PlacedOrderRecord, payment: PaymentRecord): Promise<PaymentRecord> {
    if (payment.status !== 'paid' || !payment.ref) return payment;
    // A prepaid gift delivery took no money of its own (its ref is the gift purchase's): nothing
    // goes back, and the provider is not asked (it would refund the purchase).
    if (payment.paidCents === 0)
      return { ...payment, status: 'refunded', refundedAt: clock.now(), refundedCents: 0 };
    const amountCents = payment.paidCents ?? order.totalCents;
    // The fault suite (and the gateway's breaker test) make the provider slow to refund here.
    await faultPoint('order.refund', { orderId: order.id });
    const { refundRef } = await provider.refund({
      orderId: order.id,
      paymentRef: payment.ref,
      amountCents,
    });
    return {
      ...payment,
      status: 'refunded',
      refundedAt: clock.now(),
      refundedCents: amountCents,
      refundRef,
    };
  }

  /**
   * Cancels (already checked as allowed): refund first, then the status, then the stock, then
   * the catalog's Verified Purchase marks (whatever was paid, nothing of this order is bought).
   */
  async function cancel(
    found: PlacedOrder,
    actor: Actor,
    note: string | null,
    expired = false,
  ): Promise<void> {
    const { order } = found;
    const payment = await refund(order, order.payment);
    await orders.apply(
      order.id,
      withMail(
        found,
        {
          status: 'cancelled',
          payment,
          stockToRelease: true,
          // In the same write as the status: the catalog is told, now or by the sweeper.
          reviewsToRecheck: true,
          ...(expired ? { expiredAt: clock.now() } : {}),
          entry: entry('cancelled', actor, note),
        },
        expired ? (mails, after) => mails.expired(after) : (mails, after) => mails.cancelled(after),
      ),
    );
    await releaseStock(order.id);
    await tellPurchasesChanged(changeOf(found));
  }

  /** Under the order's lock: cancels it if its time ran out. The fresh order either way. */
  async function settle(orderId: string): Promise<PlacedOrder | null> {
    const found = await orders.findById(orderId);
    if (!found || !isDue(found.order, clock.now())) return found;
    await cancel(found, SYSTEM, EXPIRED_NOTE, true);
    return orders.findById(orderId);
  }

  /** Expires the order if due (taking its lock only then): a read never shows it pending. */
  async function expireIfDue(orderId: string): Promise<void> {
    const found = await orders.findById(orderId);
    if (found && isDue(found.order, clock.now())) await withOrder(orderId, () => settle(orderId));
  }

  async function expireDue(limit: number, userId?: string): Promise<number> {
    const due = await orders.listDue(clock.now(), limit, userId);
    for (const orderId of due) await expireIfDue(orderId);
    return due.length;
  }

  /** The customer's own order, expired first if due; 404 for anyone else's. */
  async function owned(userId: string, orderId: string): Promise<PlacedOrder> {
    const found = await orders.findPlaced(userId, orderId);
    if (!found) throw notFound();
    if (!isDue(found.order, clock.now())) return found;
    await expireIfDue(orderId);
    const fresh = await orders.findPlaced(userId, orderId);
    if (!fresh) throw notFound();
    return fresh;
  }

  /** 409 unless the order can still be paid. */
  function assertPayable(order: PlacedOrderRecord): void {
    if (order.status === 'cancelled') {
      if (order.expiredAt) throw new AppError(409, ORDER_EXPIRED_MESSAGE, 'ORDER_EXPIRED');
      throw new AppError(409, ORDER_CANCELLED_MESSAGE, 'ORDER_CANCELLED');
    }
    if (order.status !== 'pending' || order.payment.status === 'paid')
      throw new AppError(409, ORDER_ALREADY_PAID_MESSAGE, 'ORDER_ALREADY_PAID');
  }

  const view = (found: PlacedOrder): Order => toOrder(found.order, found.items, provider.name);
  const staffView = (found: PlacedOrder): StaffOrder =>
    toStaffOrder(found.order, found.items, provider.name);

  /** A verified provider event, applied once (by event id), in any order of arrival. */
  async function applyEvent(event: Exclude<PaymentEvent, { kind: 'ignored' }>, orderId: string) {
    const found = await settle(orderId);
    if (!found) return 'unknown-order';
    const { order } = found;
    const { payment } = order;
    const ref = event.paymentRef;

    if (event.kind === 'payment-failed') {
      // A late failure never undoes a success, nor touches a cancelled order.
      if (order.status !== 'pending' || payment.status === 'paid') return 'ignored-late-failure';
      await orders.apply(
        order.id,
        withMail(
          found,
          { payment: { ...payment, status: 'failed', ref, failureMessage: event.message } },
          (mails, after) => mails.paymentFailed(after, event.id),
        ),
      );
      deps.onPaymentFailed?.();
      return 'payment-failed';
    }

    if (event.kind === 'refunded') {
      if (payment.status === 'refunded' || payment.ref !== ref) return 'already-refunded';
      // The provider's figure is the charge's refunds so far: a return's partial refund, recorded
      // when it was made, is already counted (no second mail); the order is refunded only in full.
      if (event.amountCents <= (payment.refundedCents ?? 0)) return 'already-refunded';
      if (event.amountCents < (payment.paidCents ?? order.totalCents)) {
        await orders.apply(order.id, {
          payment: { ...payment, refundedAt: event.at, refundedCents: event.amountCents },
        });
        return 'partial-refund-recorded';
      }
      await orders.apply(
        order.id,
        withMail(
          found,
          {
            payment: {
              ...payment,
              status: 'refunded',
              refundedAt: event.at,
              refundedCents: event.amountCents,
            },
          },
          (mails, after) => mails.refunded(after, event.id),
        ),
      );
      return 'refund-recorded';
    }

    // A success.
    if (order.status === 'pending' && payment.status !== 'paid') {
      if (event.amountCents !== order.totalCents) {
        // Never 'paid' for another amount than the order's: the money goes back.
        logger.error({ orderId, amount: event.amountCents }, 'payment amount differs; refunded');
        await provider.refund({ orderId, paymentRef: ref, amountCents: event.amountCents });
        return 'refunded-wrong-amount';
      }
      const card = order.paymentMethod === 'credit-card' ? await cardOf(ref) : null;
      await orders.apply(
        order.id,
        withMail(
          found,
          {
            status: 'paid',
            payment: {
              ...payment,
              status: 'paid',
              ref,
              failureMessage: null,
              paidAt: clock.now(),
              paidCents: event.amountCents,
              provider: provider.name,
              card,
            },
            // Bought now: a review of one of its products written before paying becomes verified.
            reviewsToRecheck: true,
            entry: entry('paid', PROVIDER, 'Payment received'),
          },
          (mails, after) => mails.paid(after),
        ),
      );
      await tellPurchasesChanged(changeOf(found));
      return 'paid';
    }
    if (payment.status === 'paid' && payment.ref === ref) return 'already-paid';
    // Money for an order that is cancelled (or expired), or a second payment of a paid order:
    // given back at once, and recorded on a cancelled order.
    const { refundRef } = await provider.refund({
      orderId,
      paymentRef: ref,
      amountCents: event.amountCents,
    });
    if (order.status === 'cancelled' && payment.status !== 'refunded') {
      await orders.apply(
        order.id,
        withMail(
          found,
          {
            payment: {
              ...payment,
              provider: provider.name,
              status: 'refunded',
              ref,
              failureMessage: null,
              paidAt: clock.now(),
              paidCents: event.amountCents,
              refundedAt: clock.now(),
              refundedCents: event.amountCents,
              refundRef,
            },
          },
          (mails, after) => mails.refunded(after, event.id),
        ),
      );
    }
    logger.warn(
      { orderId, status: order.status },
      'payment for an order that cannot take it; refunded',
    );
    return 'refunded-late-payment';
  }

  return {
    expireIfDue,
    expireDue,

    /**
     * The sweeper: expires what is due, retries stock releases that failed, and tells the
     * catalog of payments and cancellations it could not be told of then.
     */
    async sweep(): Promise<number> {
      const expired = await expireDue(100);
      for (const orderId of await orders.listStockToRelease(100)) await releaseStock(orderId);
      // The catalog not told yet of an order paid or cancelled (it could not answer then).
      for (const change of await orders.listPurchaseChanges(100)) {
        await withOrder(change.orderId, async () => {
          const found = await orders.findById(change.orderId);
          if (found?.order.reviewsToRecheck) await tellPurchasesChanged(changeOf(found));
        }).catch((err: unknown) => {
          logger.warn({ err, orderId: change.orderId }, 'purchase change not told yet');
        });
      }
      return expired;
    },

    /**
     * The user's unpaid orders and the units they hold, after those past their time are
     * cancelled (their stock and their room are free again): what the per-account caps count.
     */
    async unpaidHolds(userId: string): Promise<{ orders: number; units: number }> {
      await expireDue(100, userId);
      const holds = await orders.listUnpaidHolds(userId);
      return { orders: holds.length, units: holds.reduce((sum, hold) => sum + hold.units, 0) };
    },

    async get(userId: string, orderId: string): Promise<Order> {
      return view(await owned(userId, orderId));
    },

    /** Before the customer's list: their due orders are cancelled first. */
    async beforeList(userId: string): Promise<void> {
      await expireDue(100, userId);
    },

    providerName: provider.name,

    /** Which provider takes order payments: the checkout's Payment step asks before placing. */
    paymentConfig: (): OrderPaymentConfig => ({
      provider: provider.name,
      publishableKey: provider.publishableKey,
      currency: 'usd',
    }),

    startPayment: (userId: string, orderId: string): Promise<OrderPaymentSetup> =>
      admitCustomer(orderId, async () => {
        await owned(userId, orderId);
        return withOrder(orderId, async () => {
          const found = await settle(orderId);
          if (!found || found.order.userId !== userId) throw notFound();
          const { order } = found;
          assertPayable(order);
          const { clientSecret, paymentRef } = await provider.startPayment({
            orderId,
            userId,
            amountCents: order.totalCents,
            currency: 'usd',
            method: order.paymentMethod,
          });
          // The shopper is paying now: the short hold of placing is extended, once per order and
          // never past the payment hold from now (so at most placing's hold + the payment hold).
          const now = clock.now();
          const extend = order.holdExtendedAt === null;
          const holdUntil = extend
            ? new Date(Math.max(expiryOf(order).getTime(), now.getTime() + paymentHoldMs))
            : expiryOf(order);
          await orders.apply(orderId, {
            payment: { ...order.payment, provider: provider.name, ref: paymentRef },
            ...(extend ? { holdUntil, holdExtendedAt: now } : {}),
          });
          return {
            orderId,
            provider: provider.name,
            paymentMethod: order.paymentMethod,
            clientSecret,
            publishableKey: provider.publishableKey,
            amount: formatCents(order.totalCents),
            currency: 'usd',
            expiresAt: holdUntil.toISOString(),
          };
        });
      }),

    /**
     * One of the offline form's steps (card, authentication, PayPal), once the order is found to
     * be the caller's and still payable; bounded per order as the other customer moves are.
     */
    offlinePaymentStep: <T>(userId: string, orderId: string, step: () => Promise<T>): Promise<T> =>
      admitCustomer(orderId, async () => {
        // Not under the order's lock: the outcome arrives through the webhook, which takes it.
        assertPayable((await owned(userId, orderId)).order);
        return step();
      }),

    cancelByCustomer: (userId: string, orderId: string, reason?: string): Promise<Order> =>
      admitCustomer(orderId, async () => {
        await owned(userId, orderId);
        await withOrder(orderId, async () => {
          const found = await settle(orderId);
          if (!found || found.order.userId !== userId) throw notFound();
          const { order } = found;
          if (order.status === 'cancelled') {
            if (order.expiredAt) throw new AppError(409, ORDER_EXPIRED_MESSAGE, 'ORDER_EXPIRED');
            throw new AppError(409, ORDER_CANCELLED_MESSAGE, 'ORDER_CANCELLED');
          }
          if (!CUSTOMER_CANCELLABLE.includes(order.status))
            throw new AppError(409, ORDER_NOT_CANCELLABLE_MESSAGE, 'ORDER_NOT_CANCELLABLE');
          await cancel(
            found,
            { by: 'customer', actorId: userId, actorName: null },
            reason ? `Cancelled by the customer: ${reason}` : 'Cancelled by the customer',
          );
        });
        return view(await owned(userId, orderId));
      }),

    /**
     * A subscription delivery whose charge failed: cancelled at once, its stock given back (the
     * subscription tries again with a new order). Nothing happens to an order paid meanwhile.
     */
    async cancelUnpaidDelivery(orderId: string): Promise<void> {
      await withOrder(orderId, async () => {
        const found = await settle(orderId);
        if (!found || found.order.status !== 'pending' || found.order.payment.status === 'paid')
          return;
        await cancel(found, SYSTEM, 'The payment did not go through; the subscription tries again');
      });
    },

    /**
     * A subscription delivery's order paid with the customer's saved card: 'paid' when it is paid
     * already (a repeated run), 'cancelled' when it can no longer be, else the provider's answer
     * (its event marks the order paid or its payment failed, as for a card typed at checkout).
     * Not under the order's lock: the event's handling takes it.
     */
    async chargeSavedCard(
      orderId: string,
      card: SavedCardCharge,
    ): Promise<SavedCardChargeResult | { outcome: 'paid' | 'cancelled' }> {
      // An expiry due now happens under the order's lock; the charge does not hold it (the
      // provider's event, which marks the order paid, takes it).
      const found = await withOrder(orderId, () => settle(orderId));
      if (!found) throw notFound();
      const { order } = found;
      if (
        order.payment.status === 'paid' ||
        (order.status !== 'pending' && order.status !== 'cancelled')
      )
        return { outcome: 'paid' };
      if (order.status === 'cancelled') return { outcome: 'cancelled' };
      const result = await provider.chargeSavedCard({
        orderId,
        userId: order.userId,
        amountCents: order.totalCents,
        currency: 'usd',
        card,
      });
      if (result.outcome !== 'succeeded') return result;
      // The money came in, but the order may have been cancelled meanwhile (then it was given
      // back): only an order that stands counts as delivered.
      const after = await orders.findById(orderId);
      return after?.order.status === 'cancelled' ? { outcome: 'cancelled' } : result;
    },

    /**
     * A gift's delivery order, paid by the gift's purchase: pending -> paid with no charge of its
     * own (paidCents 0, the purchase's payment ref) and no receipt (the giver had one for the
     * purchase). Nothing happens to an order that is no longer pending; 'paid' if it stands.
     */
    async markPrepaid(
      orderId: string,
      reason: { paymentRef: string | null; note?: string },
    ): Promise<'paid' | 'cancelled'> {
      return withOrder(orderId, async () => {
        const found = await settle(orderId);
        if (!found) throw notFound();
        const { order } = found;
        if (order.status === 'cancelled') return 'cancelled';
        if (order.status !== 'pending' || order.payment.status === 'paid') return 'paid';
        await orders.apply(order.id, {
          status: 'paid',
          payment: {
            ...order.payment,
            status: 'paid',
            provider: provider.name,
            ref: reason.paymentRef,
            failureMessage: null,
            paidAt: clock.now(),
            paidCents: 0,
            card: null,
          },
          reviewsToRecheck: true,
          entry: entry('paid', SYSTEM, reason.note ?? 'Prepaid gift delivery'),
        });
        await tellPurchasesChanged(changeOf(found));
        return 'paid';
      });
    },

    /**
     * A gift's purchase order, once paid, is done: its coffee ships as the gift's deliveries
     * (each its own order), so it leaves the staff's queue as completed and is never shipped,
     * cancelled or refunded as an order. Nothing happens before it is paid or after it moved on.
     */
    async completePrepayment(orderId: string, note: string): Promise<void> {
      await withOrder(orderId, async () => {
        const found = await orders.findById(orderId);
        if (!found || found.order.status !== 'paid') return;
        await orders.apply(orderId, {
          status: 'completed',
          entry: entry('completed', SYSTEM, note),
        });
      });
    },

    /** The payment ref and status of an order (a gift's purchase, for its deliveries). */
    async paymentOf(
      orderId: string,
    ): Promise<{ status: Order['status']; paymentRef: string | null } | null> {
      const found = await orders.findById(orderId);
      return found ? { status: found.order.status, paymentRef: found.order.payment.ref } : null;
    },

    /**
     * Runs `task` as this order's one writer (its lock, across instances): the returns' steps
     * write the order's payment and timeline as the lifecycle's moves do. Not re-entrant.
     */
    underOrderLock: <T>(orderId: string, task: () => Promise<T>): Promise<T> =>
      withOrder(orderId, task),

    async handleEvent(event: PaymentEvent): Promise<string> {
      if (event.kind === 'ignored') return 'ignored';
      const orderId = event.orderId ?? (await orders.findIdByPaymentRef(event.paymentRef));
      if (!orderId) return 'unknown-order';
      return withOrder(orderId, async () => {
        // The de-duplication: one insert per event id; a replay finds it taken.
        const first = await orders.recordEvent({
          id: event.id,
          type: event.kind,
          orderId,
          at: clock.now(),
        });
        // Recorded before but never finished: we hold the order's lock, so whoever was applying
        // it is gone (a process that died mid-way); apply it now (each move is idempotent:
        // paid stays paid, a refund is once per payment), or the provider's retry would be
        // taken for a duplicate and a payment taken would never mark the order paid.
        if (!first && !(await orders.eventUnfinished(event.id))) return 'duplicate';
        try {
          const outcome = await applyEvent(event, orderId);
          await orders.eventApplied(event.id);
          return outcome;
        } catch (err) {
          // Not applied: the provider's retry must be able to apply it.
          await orders.forgetEvent(event.id);
          throw err;
        }
      });
    },

    async staffList(
      query: { status: StaffOrderFilter; q?: string | undefined; userId?: string | undefined },
      page: { page: number; pageSize: number },
    ) {
      if (query.userId && deps.roleOf) {
        // The customer filter is for customers: a staff account's orders are not listed
        // through it (the admin has the users screen); one the account does not know lists
        // what is left under that id, which is nothing once a deletion anonymised it.
        const role = await deps.roleOf(query.userId);
        if (role !== null && role !== 'customer')
          throw new AppError(404, CUSTOMER_NOT_FOUND_MESSAGE, 'NOT_FOUND');
      }
      await expireDue(100);
      const { orders: found, total } = await orders.listForStaff(query, {
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      });
      return { items: found.map(staffView), total, page: page.page, pageSize: page.pageSize };
    },

    async staffGet(orderId: string): Promise<StaffOrder> {
      const found = await orders.findById(orderId);
      if (!found || anonymised(found)) throw notFound();
      await expireIfDue(orderId);
      const fresh = await orders.findById(orderId);
      if (!fresh) throw notFound();
      return staffView(fresh);
    },

    async staffTransition(
      orderId: string,
      transition: {
        to: OrderStatus;
        trackingNumber?: string | undefined;
        note?: string | undefined;
      },
      actor: StaffActor,
    ): Promise<StaffOrder> {
      if (!can(actor.role, 'orders:read')) throw new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
      const known = await orders.findById(orderId);
      if (!known || anonymised(known)) throw notFound();
      await withOrder(orderId, async () => {
        const found = await settle(orderId);
        if (!found) throw notFound();
        const { order } = found;
        const { to } = transition;
        // pending -> paid is the provider's alone.
        if (to === 'paid' || !canTransition(order.status, to))
          throw new AppError(409, ORDER_TRANSITION_REFUSED_MESSAGE, 'ORDER_TRANSITION_REFUSED');
        const permission = transitionPermission(order.status, to);
        if (!permission || !can(actor.role, permission))
          throw new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
        const who: Actor = { by: 'staff', actorId: actor.userId, actorName: actor.name };
        const note = transition.note ?? null;
        if (to === 'cancelled') {
          await cancel(found, who, note ?? SHOP_CANCEL_NOTE);
          return;
        }
        if (to === 'shipped') {
          const trackingNumber = transition.trackingNumber ?? '';
          // The coffee is taken from its roast batches first: refused, the order stays as it was.
          const shipping = deps.roast ? await deps.roast.allocate(found) : found;
          await orders.apply(
            orderId,
            withMail(
              shipping,
              {
                status: 'shipped',
                trackingNumber,
                entry: entry('shipped', who, note ?? `Tracking number ${trackingNumber}`),
              },
              (mails, after) => mails.shipped(after),
            ),
          );
          return;
        }
        const delivered = to === 'completed' ? await memberNow(order.userId) : undefined;
        await orders.apply(
          orderId,
          withMail(
            found,
            {
              status: to,
              entry: entry(to, who, note),
              ...(delivered === undefined ? {} : { memberAtDelivery: delivered }),
            },
            to === 'completed' ? (mails, after) => mails.completed(after) : null,
          ),
        );
      });
      const fresh = await orders.findById(orderId);
      if (!fresh) throw notFound();
      return staffView(fresh);
    },

    async stats(timezone: string): Promise<OrderStats> {
      await expireDue(100);
      const now = clock.now();
      const dayOf = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      const key = (at: Date) => dayOf.format(at);
      const [y, m, d] = key(now).split('-').map(Number);
      // The 30 calendar days ending today in that zone, oldest first.
      const days = Array.from({ length: 30 }, (_, i) =>
        new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - (29 - i))).toISOString().slice(0, 10),
      );
      const byDay = new Map(days.map((day) => [day, { revenue: 0, orders: 0 }]));
      const since = new Date(now.getTime() - 32 * 24 * 60 * 60 * 1000);
      for (const payment of await orders.listMoneySince(since)) {
        if (!payment.paidAt || payment.paidCents === null) continue;
        const day = byDay.get(key(payment.paidAt));
        if (!day) continue;
        // Net of refunds, counted against the day the money came in (a day never goes below 0).
        day.revenue += payment.paidCents - (payment.refundedCents ?? 0);
        day.orders += 1;
      }
      const daily = days.map((date) => {
        const day = byDay.get(date) ?? { revenue: 0, orders: 0 };
        return { date, revenue: formatCents(day.revenue), orders: day.orders };
      });
      const sum = (n: number) =>
        days.slice(-n).reduce((total, date) => total + (byDay.get(date)?.revenue ?? 0), 0);
      const counts = await orders.countByStatus(orderStatuses);
      return {
        revenue: {
          today: formatCents(sum(1)),
          last7Days: formatCents(sum(7)),
          last30Days: formatCents(sum(30)),
        },
        ordersByStatus: Object.fromEntries(
          orderStatuses.map((status) => [status, counts[status] ?? 0]),
        ) as Record<OrderStatus, number>,
        daily,
      };
    },
  };
}
export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
