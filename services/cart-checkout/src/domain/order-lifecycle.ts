import {
  can,
  canTransition,
  CUSTOMER_CANCELLABLE,
  DELETED_USER_PREFIX,
  formatCents,
  ORDER_ALREADY_PAID_MESSAGE,
  ORDER_EXPIRED_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_TRANSITION_REFUSED_MESSAGE,
  orderStatuses,
  transitionPermission,
  UNPAID_ORDER_TTL_MINUTES,
  type Order,
  type OrderPaymentSetup,
  type OrderStats,
  type OrderStatus,
  type StaffActor,
  type StaffOrder,
  type StaffOrderFilter,
} from '@coffee/contracts';
import {
  AppError,
  FORBIDDEN_MESSAGE,
  type Clock,
  type LeaseLocks,
  type Logger,
} from '@coffee/service-defaults';
import { ORDER_NOT_FOUND_MESSAGE } from './errors';
import type { KeyedLock } from './keyed-lock';
import {
  isDue,
  toOrder,
  toStaffOrder,
  UNPAID_TTL_MS,
  type PaymentRecord,
  type PlacedOrderRecord,
  type TimelineRecord,
} from './order';
import type { OrderPaymentProvider, PaymentEvent } from './payments/ports';
import type { OrderRepository, PlacedOrder, ProductCatalog } from './ports';

export const EXPIRED_NOTE = `Payment not received within ${UNPAID_ORDER_TTL_MINUTES} minutes`;
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
  /** A verified payment failure was recorded on an order: the payments_failed_total metric. */
  onPaymentFailed?: () => void;
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

  const entry = (status: OrderStatus, actor: Actor, note: string | null): TimelineRecord => ({
    status,
    at: clock.now(),
    ...actor,
    note,
  });

  /** Gives the stock back; when the catalog cannot now, the sweeper tries again. */
  async function releaseStock(orderId: string): Promise<void> {
    try {
      await catalog.releaseStock(orderId);
      await orders.apply(orderId, { stockToRelease: false });
    } catch (err) {
      logger.warn({ err, orderId }, 'stock release failed; the sweeper retries');
    }
  }

  /** Refunds what was paid (idempotent at the provider per order and payment). */
  async function refund(order: PlacedOrderRecord, payment: PaymentRecord): Promise<PaymentRecord> {
    if (payment.status !== 'paid' || !payment.ref) return payment;
    const amountCents = payment.paidCents ?? order.totalCents;
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

  /** Cancels (already checked as allowed): refund first, then the status, then the stock. */
  async function cancel(
    order: PlacedOrderRecord,
    actor: Actor,
    note: string | null,
    expired = false,
  ): Promise<void> {
    const payment = await refund(order, order.payment);
    await orders.apply(order.id, {
      status: 'cancelled',
      payment,
      stockToRelease: true,
      ...(expired ? { expiredAt: clock.now() } : {}),
      entry: entry('cancelled', actor, note),
    });
    await releaseStock(order.id);
  }

  /** Under the order's lock: cancels it if its time ran out. The fresh order either way. */
  async function settle(orderId: string): Promise<PlacedOrder | null> {
    const found = await orders.findById(orderId);
    if (!found || !isDue(found.order, clock.now())) return found;
    await cancel(found.order, SYSTEM, EXPIRED_NOTE, true);
    return orders.findById(orderId);
  }

  /** Expires the order if due (taking its lock only then): a read never shows it pending. */
  async function expireIfDue(orderId: string): Promise<void> {
    const found = await orders.findById(orderId);
    if (found && isDue(found.order, clock.now())) await withOrder(orderId, () => settle(orderId));
  }

  async function expireDue(limit: number, userId?: string): Promise<number> {
    const due = await orders.listDue(
      new Date(clock.now().getTime() - UNPAID_TTL_MS),
      limit,
      userId,
    );
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
      await orders.apply(order.id, {
        payment: { ...payment, status: 'failed', ref, failureMessage: event.message },
      });
      deps.onPaymentFailed?.();
      return 'payment-failed';
    }

    if (event.kind === 'refunded') {
      if (payment.status === 'refunded' || payment.ref !== ref) return 'already-refunded';
      await orders.apply(order.id, {
        payment: {
          ...payment,
          status: 'refunded',
          refundedAt: event.at,
          refundedCents: event.amountCents,
        },
      });
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
      await orders.apply(order.id, {
        status: 'paid',
        payment: {
          ...payment,
          status: 'paid',
          ref,
          failureMessage: null,
          paidAt: clock.now(),
          paidCents: event.amountCents,
          provider: provider.name,
        },
        entry: entry('paid', PROVIDER, 'Payment received'),
      });
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
      await orders.apply(order.id, {
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
      });
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

    /** The sweeper: expires what is due and retries stock releases that failed. */
    async sweep(): Promise<number> {
      const expired = await expireDue(100);
      for (const orderId of await orders.listStockToRelease(100)) await releaseStock(orderId);
      return expired;
    },

    async get(userId: string, orderId: string): Promise<Order> {
      return view(await owned(userId, orderId));
    },

    /** Before the customer's list: their due orders are cancelled first. */
    async beforeList(userId: string): Promise<void> {
      await expireDue(100, userId);
    },

    providerName: provider.name,

    async startPayment(userId: string, orderId: string): Promise<OrderPaymentSetup> {
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
        await orders.apply(orderId, {
          payment: { ...order.payment, provider: provider.name, ref: paymentRef },
        });
        return {
          orderId,
          provider: provider.name,
          paymentMethod: order.paymentMethod,
          clientSecret,
          publishableKey: provider.publishableKey,
          amount: formatCents(order.totalCents),
          currency: 'usd',
        };
      });
    },

    /** Before the offline form's calls: the order is the caller's and can still be paid. */
    async assertPayable(userId: string, orderId: string): Promise<void> {
      assertPayable((await owned(userId, orderId)).order);
    },

    async cancelByCustomer(userId: string, orderId: string, reason?: string): Promise<Order> {
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
          order,
          { by: 'customer', actorId: userId, actorName: null },
          reason ? `Cancelled by the customer: ${reason}` : 'Cancelled by the customer',
        );
      });
      return view(await owned(userId, orderId));
    },

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
        if (!first) return 'duplicate';
        try {
          return await applyEvent(event, orderId);
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
          await cancel(order, who, note ?? 'Cancelled by the shop');
          return;
        }
        if (to === 'shipped') {
          const trackingNumber = transition.trackingNumber ?? '';
          await orders.apply(orderId, {
            status: 'shipped',
            trackingNumber,
            entry: entry('shipped', who, note ?? `Tracking number ${trackingNumber}`),
          });
          return;
        }
        await orders.apply(orderId, { status: to, entry: entry(to, who, note) });
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
