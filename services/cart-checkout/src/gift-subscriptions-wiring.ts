import type { Clock, Logger } from '@coffee/service-defaults';
import { DELIVERY_HOLD_MS, type DeliveryOrders } from './domain/subscriptions/delivery-orders';
import { createGiftDeliveries } from './domain/subscriptions/gift-deliveries';
import { createGiftPurchases, type GiftPurchaseDeps } from './domain/subscriptions/gift-purchase';
import type { SubscriptionRepository } from './domain/subscriptions/ports';
import type { OrderLifecycle } from './domain/order-lifecycle';
import { createGiftSubscriptionMails } from './mail/subscription-mails';

type Lifecycle = Pick<
  OrderLifecycle,
  'markPrepaid' | 'paymentOf' | 'completePrepayment' | 'chargeSavedCard' | 'cancelUnpaidDelivery'
>;

/** A gift's deliveries for the scheduler (charges.ts `gifts`). */
export function giftDeliveriesFor(deps: {
  subscriptions: SubscriptionRepository;
  deliveries: DeliveryOrders;
  lifecycle: Lifecycle;
  clock: Clock;
  logger: Logger;
}) {
  const { lifecycle } = deps;
  return createGiftDeliveries({
    subscriptions: deps.subscriptions,
    deliveries: deps.deliveries,
    markPrepaid: (orderId, reason) => lifecycle.markPrepaid(orderId, reason),
    paymentOf: (orderId) => lifecycle.paymentOf(orderId),
    completePrepayment: (orderId, note) => lifecycle.completePrepayment(orderId, note),
    clock: deps.clock,
    logger: deps.logger,
  });
}

/** POST /api/subscriptions/gifts's use case, on the same lifecycle and subscriptions. */
export function giftPurchasesFor(
  deps: Omit<
    GiftPurchaseDeps,
    'charge' | 'cancelUnpaid' | 'completePrepayment' | 'mails' | 'holdMs'
  > & { lifecycle: Lifecycle; publicUrl: string },
) {
  const { lifecycle, publicUrl, ...rest } = deps;
  return createGiftPurchases({
    ...rest,
    charge: (orderId, card) => lifecycle.chargeSavedCard(orderId, card),
    cancelUnpaid: (orderId) => lifecycle.cancelUnpaidDelivery(orderId),
    completePrepayment: (orderId, note) => lifecycle.completePrepayment(orderId, note),
    mails: createGiftSubscriptionMails(publicUrl),
    holdMs: DELIVERY_HOLD_MS,
  });
}
