import {
  dayIn,
  parseCents,
  SUBSCRIPTION_MEMBER_DISCOUNT_PERCENT,
  type ShopCalendar,
} from '@coffee/contracts';
import type { Clock, Logger } from '@coffee/service-defaults';
import type { MemberDirectory } from '../ports';
import type { SavedCardCharge, SavedCardChargeResult } from '../payments/ports';
import type { DeliveryOrders } from './delivery-orders';
import type { GiftDeliveries } from './gift-deliveries';
import type {
  CardBook,
  ShopCalendarSource,
  SubscriptionLocks,
  SubscriptionMailer,
  SubscriptionRepository,
} from './ports';
import { afterFailedCharge, delivered, deliveryOf, withDelivery } from './rules';
import type { DeliveryRecord, SubscriptionRecord } from './subscription';

export interface SubscriptionChargeDeps {
  subscriptions: SubscriptionRepository;
  locks: SubscriptionLocks;
  deliveries: DeliveryOrders;
  /** The order lifecycle's saved-card charge (once per order, whatever is asked). */
  charge: (
    orderId: string,
    card: SavedCardCharge,
  ) => Promise<SavedCardChargeResult | { outcome: 'paid' | 'cancelled' }>;
  /** Cancels a delivery order whose charge failed (its stock returns; the next try is a new order). */
  cancelUnpaid: (orderId: string) => Promise<void>;
  cards: CardBook;
  members: MemberDirectory;
  mails?: SubscriptionMailer;
  calendar: ShopCalendarSource;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** A gift's deliveries (prepaid: never charged); without it a gift is never delivered. */
  gifts?: GiftDeliveries;
}

/** What one look at a due subscription did. */
export type ChargeResult =
  'ordered' | 'skipped' | 'unavailable' | 'payment-failed' | 'paused' | 'not-due' | 'busy';

/**
 * The scheduler's work: due subscriptions are found from the database (nextChargeAt), never
 * from a timer's memory, and each is charged under its lease. What makes a delivery once-only
 * is not the lease but the order key (subscription, cycle, attempt) in the orders' unique index
 * and the provider's idempotency per order: a run that dies anywhere is simply run again, finds
 * the same order, charges it once, and moves the schedule on.
 */
export function createSubscriptionCharges(deps: SubscriptionChargeDeps) {
  const { subscriptions, locks, deliveries, cards, members, calendar, clock, logger } = deps;

  const delivery = (
    record: SubscriptionRecord,
    outcome: DeliveryRecord['outcome'],
    extra: Partial<DeliveryRecord> = {},
  ): DeliveryRecord => deliveryOf(record, outcome, clock.now(), extra);

  const done = (record: SubscriptionRecord, entry: DeliveryRecord, shop: ShopCalendar) =>
    delivered(record, entry, shop, clock.now());

  async function chargeOne(id: string): Promise<ChargeResult> {
    const now = clock.now();
    const found = await subscriptions.findById(id);
    if (!found || !found.nextChargeAt || found.nextChargeAt.getTime() > now.getTime())
      return 'not-due';
    let record = found;
    // A pause until a day ends at the charge of the first delivery on or after it.
    if (
      record.status === 'paused' &&
      record.pausedUntil !== null &&
      record.nextDeliveryOn !== null
    ) {
      record = { ...record, status: 'active', pauseReason: null, pausedUntil: null };
    }
    if (record.status !== 'active') return 'not-due';
    const shop = await calendar.current();

    if (record.skipCycles.includes(record.cycle)) {
      await subscriptions.save(id, done(record, delivery(record, 'skipped'), shop));
      return 'skipped';
    }

    // A gift was paid at purchase: its delivery is marked prepaid, its card never charged.
    if (record.gift) return deps.gifts ? deps.gifts.deliver(record, record.gift, shop) : 'not-due';

    const [member, card] = await Promise.all([
      members.findMember(record.userId),
      cards.find(record.userId, record.card.id),
    ]);
    const to = member?.email ?? null;
    if (!card) {
      // The card was removed: the charge cannot be made, which dunning tells the customer.
      return failed(record, 'The saved card for this subscription was removed', shop, to);
    }
    const placed = await deliveries.place(record, {
      isDirectPlus: Boolean(member?.isDirectPlus),
      email: member?.email ?? null,
    });
    if (placed.kind === 'unavailable') {
      logger.warn(
        { subscriptionId: id, cycle: record.cycle, reason: placed.message },
        'delivery unavailable',
      );
      // Nothing is charged; the customer is told, and the schedule goes on.
      const state = done(record, delivery(record, 'out-of-stock', { note: placed.message }), shop);
      const mail = deps.mails?.deliveryUnavailable(record, to, {
        reason: placed.message,
        nextOn: state.nextDeliveryOn,
      });
      await subscriptions.save(id, state, mail ? [mail] : []);
      return 'unavailable';
    }
    const { order } = placed;
    const result = await deps.charge(order.id, card);
    if (result.outcome === 'succeeded' || result.outcome === 'paid') {
      const entry = delivery(record, 'ordered', {
        orderId: order.id,
        orderNumber: order.orderNumber,
        totalCents: parseCents(order.total),
        note: placed.memberDiscount
          ? `${SUBSCRIPTION_MEMBER_DISCOUNT_PERCENT}% Direct+ discount`
          : null,
        memberPrice: placed.memberDiscount,
        coffee: placed.coffee,
      });
      // A member's discount ended with the membership: told once, with the first full price.
      const last = [...record.deliveries].reverse().find((d) => d.outcome === 'ordered');
      const lapsed = !placed.memberDiscount && last?.memberPrice === true;
      const mail = lapsed ? deps.mails?.memberPriceEnded(record, to, order.orderNumber) : null;
      await subscriptions.save(id, done(record, entry, shop), mail ? [mail] : []);
      return 'ordered';
    }
    const message = result.outcome === 'failed' ? result.message : 'The order could not be paid';
    // No one pays a failed delivery's order: it goes, with its stock; the next try is a new one.
    await deps.cancelUnpaid(order.id).catch((err: unknown) => {
      logger.warn({ err, orderId: order.id }, 'failed delivery order not cancelled; it expires');
    });
    return failed(record, message, shop, to, order);
  }

  async function failed(
    record: SubscriptionRecord,
    message: string,
    shop: ShopCalendar,
    to: string | null,
    order?: { id: string; orderNumber: string; total: string },
  ): Promise<ChargeResult> {
    const after = afterFailedCharge(record, message, shop, clock.now());
    const mail = deps.mails?.paymentFailed(record, to, {
      message,
      retryAt: after.retryAt ? dayIn(after.retryAt, shop.timeZone) : null,
      final: after.final,
    });
    const entry = delivery(record, 'payment-failed', {
      orderId: order?.id ?? null,
      orderNumber: order?.orderNumber ?? null,
      totalCents: order ? parseCents(order.total) : null,
      note: message,
    });
    await subscriptions.save(
      record.id,
      { ...after.state, deliveries: withDelivery(record, entry) },
      mail ? [mail] : [],
    );
    return after.final ? 'paused' : 'payment-failed';
  }

  return {
    /** One subscription now, if it is due and no one else holds it. */
    async chargeIfDue(id: string): Promise<ChargeResult> {
      return locks.tryRun(id, () => chargeOne(id));
    },

    /** Every due subscription, up to `limit`; the counts of what happened. */
    async runDue(limit = 100): Promise<Record<ChargeResult, number>> {
      const counts: Record<ChargeResult, number> = {
        ordered: 0,
        skipped: 0,
        unavailable: 0,
        'payment-failed': 0,
        paused: 0,
        'not-due': 0,
        busy: 0,
      };
      const ids = await subscriptions.dueIds(clock.now(), limit);
      for (const id of ids) {
        try {
          counts[await locks.tryRun(id, () => chargeOne(id))] += 1;
        } catch (err) {
          // Left due: the next run tries again, and finds whatever this one made.
          logger.warn(
            { err, subscriptionId: id },
            'subscription charge run failed; retrying later',
          );
        }
      }
      return counts;
    },
  };
}
export type SubscriptionCharges = ReturnType<typeof createSubscriptionCharges>;
