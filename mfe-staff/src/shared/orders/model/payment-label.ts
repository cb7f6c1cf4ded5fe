import { cardBrandName, PAYMENT_METHODS, type StaffOrder } from '@coffee/contracts';

/**
 * How an order was paid, as the customer's confirmation says it: the card the provider reported
 * ('Visa ending 4242'), else the method ('PayPal'; 'Credit Card' before a card paid, or in an
 * older service's answer without the card).
 */
export function paymentLabel(order: Pick<StaffOrder, 'paymentMethod' | 'payment'>): string {
  const card = order.paymentMethod === 'credit-card' ? order.payment.card : null;
  return card
    ? `${cardBrandName(card.brand)} ending ${card.last4}`
    : PAYMENT_METHODS[order.paymentMethod].label;
}
