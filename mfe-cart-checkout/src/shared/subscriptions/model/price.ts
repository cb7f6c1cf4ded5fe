import { memberSubscriptionCents, type SubscriptionPlan } from '@coffee/contracts';
import { toCents } from '../../money';

/**
 * A delivery's price in cents: the bag's price times the bags, and the member's 15% off each bag
 * (as the service charges it: rounded per bag, then times the bags).
 */
export function deliveryPrice(unitPrice: string, quantity: number) {
  const unit = toCents(unitPrice);
  return { cents: unit * quantity, memberCents: memberSubscriptionCents(unit) * quantity };
}

/** A plan's delivery of `boxes` boxes: the plan's price per box (and a member's) times the boxes. */
export function planDeliveryPrice(
  plan: Pick<SubscriptionPlan, 'price' | 'memberPrice'>,
  boxes: number,
) {
  return { cents: toCents(plan.price) * boxes, memberCents: toCents(plan.memberPrice) * boxes };
}
