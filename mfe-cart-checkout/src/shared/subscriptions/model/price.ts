import { memberSubscriptionCents } from '@coffee/contracts';
import { toCents } from '../../money';

/** A delivery's price in cents: the bag's price times the bags, and the member's 15% off. */
export function deliveryPrice(unitPrice: string, quantity: number) {
  const cents = toCents(unitPrice) * quantity;
  return { cents, memberCents: memberSubscriptionCents(cents) };
}
