import { memberSubscriptionCents } from '@coffee/contracts';
import { toCents } from '../../money';

/**
 * A delivery's price in cents: the bag's price times the bags, and the member's 15% off each bag
 * (as the service charges it: rounded per bag, then times the bags).
 */
export function deliveryPrice(unitPrice: string, quantity: number) {
  const unit = toCents(unitPrice);
  return { cents: unit * quantity, memberCents: memberSubscriptionCents(unit) * quantity };
}
