import {
  addCalendarDays,
  frequencyLabel,
  PLAN_KIND_LABELS,
  type DeliveryOutcome,
  type Subscription,
} from '@coffee/contracts';
import { formatDay, itemName, unitCount } from '../../../shared/subscriptions';

type Item = Subscription['item'];

export const OUTCOME_LABELS: Readonly<Record<DeliveryOutcome, string>> = {
  ordered: 'Ordered',
  skipped: 'Skipped',
  'payment-failed': 'Payment failed',
  'out-of-stock': 'Out of stock',
};

/** A card's title: the coffee, or the plan and its box ("Roaster's Choice Monthly — 2 x 12 oz, ..."). */
export const itemTitle = (item: Item): string => (item.plan ? itemName(item) : item.productName);

/**
 * "2 lb, whole bean · 2 bags · Every 2 weeks"; a plan (its box is in the title): "Roaster's
 * Choice · 1 box · Every 2 weeks".
 */
export function itemLine(item: Item): string {
  const what = item.plan ? PLAN_KIND_LABELS[item.plan.kind] : item.variantLabel;
  return [what, unitCount(item.quantity, Boolean(item.plan)), frequencyLabel(item.frequencyWeeks)]
    .filter(Boolean)
    .join(' · ');
}

/** What the next delivery's lock means now, in the shop's words. */
export function lockSentence(next: NonNullable<Subscription['next']>): string {
  return next.locked
    ? `Your next delivery on ${formatDay(next.on)} is being prepared; changes apply to the delivery after.`
    : `Changes lock on ${formatDay(next.lockOn)}.`;
}

/** "From the delivery after: 12 oz, ground; 3 bags; Every 4 weeks" (only what changes). */
export function pendingSentence(item: Item, pending: Item): string | null {
  const parts: string[] = [];
  if (pending.productId !== item.productId)
    parts.push([pending.productName, pending.variantLabel].filter(Boolean).join(', '));
  // A plan's grind changes its box's label, not its variant.
  else if (pending.variantId !== item.variantId || pending.variantLabel !== item.variantLabel)
    parts.push(pending.variantLabel);
  if (pending.quantity !== item.quantity)
    parts.push(unitCount(pending.quantity, Boolean(pending.plan)));
  if (pending.frequencyWeeks !== item.frequencyWeeks)
    parts.push(frequencyLabel(pending.frequencyWeeks));
  return parts.length > 0 ? `From the delivery after: ${parts.join('; ')}` : null;
}

/** "Your last payment failed: Your card was declined. We will try again on Mon, Dec 7." */
export function paymentProblemSentence(
  problem: NonNullable<Subscription['paymentProblem']>,
): string {
  const again = problem.retryOn ? ` We will try again on ${formatDay(problem.retryOn)}.` : '';
  return `Your last payment failed: ${problem.message}${again}`;
}

/** Why and until when a paused subscription waits. */
export function pauseSentence(subscription: Subscription): string {
  if (subscription.pauseReason === 'payment-failed')
    return 'Paused after a failed payment: update your card';
  const by = subscription.pauseReason === 'staff' ? 'Paused by our team' : 'Paused';
  return subscription.pausedUntil
    ? `${by} until ${formatDay(subscription.pausedUntil)}`
    : `${by} until you resume it`;
}

/** The days of the skipped cycles still ahead, counted from the next delivery. */
export function skippedDays(subscription: Subscription): string[] {
  const { next, skippedCycles, item } = subscription;
  if (!next) return [];
  return [...skippedCycles]
    .sort((a, b) => a - b)
    .map((cycle) => addCalendarDays(next.on, (cycle - next.cycle) * item.frequencyWeeks * 7))
    .map(formatDay);
}

/** "Gift for Grace Hopper · 2 of 3 deliveries left", or why it ended. */
export function giftSentence(gift: NonNullable<Subscription['gift']>): string {
  const left = `${gift.remaining} of ${gift.deliveries} deliveries left`;
  return [`Gift for ${gift.recipientName}`, gift.endedReason ?? left].join(' · ');
}
