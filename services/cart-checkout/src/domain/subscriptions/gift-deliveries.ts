import type { ShopCalendar } from '@coffee/contracts';
import type { Clock, Logger } from '@coffee/service-defaults';
import type { ChargeResult } from './charges';
import type { DeliveryOrders } from './delivery-orders';
import { endIfLastGiftDelivery, giftRemaining } from './gift';
import { giftPurchaseNote } from './gift-purchase';
import type { SubscriptionRepository } from './ports';
import { delivered, deliveryOf } from './rules';
import type { DeliveryRecord, GiftRecord, SubscriptionRecord } from './subscription';

export interface GiftDeliveryDeps {
  subscriptions: SubscriptionRepository;
  deliveries: DeliveryOrders;
  /** The order lifecycle's move of a prepaid delivery to paid, with no charge of its own. */
  markPrepaid: (
    orderId: string,
    reason: { paymentRef: string | null; note?: string },
  ) => Promise<'paid' | 'cancelled'>;
  /** The gift purchase's status and payment ref. */
  paymentOf: (orderId: string) => Promise<{ status: string; paymentRef: string | null } | null>;
  completePrepayment: (orderId: string, note: string) => Promise<void>;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** Statuses of a purchase whose money came in (and stands). */
const PAID = ['paid', 'processing', 'shipped', 'completed'];

/**
 * A gift's delivery, in place of a charge: the order is placed as any delivery (once per key,
 * stock reserved) at a price of 0 and marked paid by the gift's purchase; the card is never
 * asked. The last prepaid delivery ends the gift.
 */
export function createGiftDeliveries(deps: GiftDeliveryDeps) {
  const { subscriptions, deliveries, clock, logger } = deps;

  const entry = (
    record: SubscriptionRecord,
    outcome: DeliveryRecord['outcome'],
    extra: Partial<DeliveryRecord> = {},
  ): DeliveryRecord => deliveryOf(record, outcome, clock.now(), extra);

  const done = (record: SubscriptionRecord, entry: DeliveryRecord, shop: ShopCalendar) =>
    delivered(record, entry, shop, clock.now());

  return {
    async deliver(
      record: SubscriptionRecord,
      gift: GiftRecord,
      shop: ShopCalendar,
    ): Promise<ChargeResult> {
      const id = record.id;
      const purchase = await deps.paymentOf(gift.purchaseOrderId);
      if (!purchase || !PAID.includes(purchase.status)) {
        // The purchase's payment has not been confirmed yet (a provider's late event): the
        // delivery waits for it, and the next run looks again.
        logger.warn(
          { subscriptionId: id, purchaseOrderId: gift.purchaseOrderId },
          'gift delivery waits for its purchase to be paid',
        );
        return 'not-due';
      }
      await deps
        .completePrepayment(gift.purchaseOrderId, giftPurchaseNote(gift.deliveries))
        .catch((err: unknown) =>
          logger.warn({ err, subscriptionId: id }, 'gift purchase not completed'),
        );
      const placed = await deliveries.place(
        record,
        { isDirectPlus: false, email: null },
        undefined,
        {
          contactEmail: gift.recipientEmail,
        },
      );
      if (placed.kind === 'unavailable') {
        logger.warn(
          { subscriptionId: id, cycle: record.cycle, reason: placed.message },
          'gift delivery unavailable',
        );
        // A prepaid delivery not sent is not used up: the gift still sends all of them.
        await subscriptions.save(
          id,
          done(record, entry(record, 'out-of-stock', { note: placed.message }), shop),
        );
        return 'unavailable';
      }
      const { order } = placed;
      const number = gift.deliveries - giftRemaining(record, gift) + 1;
      const paid = await deps.markPrepaid(order.id, {
        paymentRef: purchase.paymentRef,
        note: `Prepaid gift delivery ${number} of ${gift.deliveries}`,
      });
      if (paid === 'cancelled') {
        // Its order went before it was marked (a staff cancel): the next run makes a new one.
        await subscriptions.save(id, { ...record, attempt: record.attempt + 1 });
        return 'unavailable';
      }
      const sent = entry(record, 'ordered', {
        orderId: order.id,
        orderNumber: order.orderNumber,
        totalCents: 0,
        note: `Prepaid gift delivery ${number} of ${gift.deliveries}`,
        coffee: placed.coffee,
      });
      const state = endIfLastGiftDelivery(done(record, sent, shop), gift, clock.now());
      await subscriptions.save(id, state);
      return 'ordered';
    },
  };
}
export type GiftDeliveries = ReturnType<typeof createGiftDeliveries>;
