import {
  lineName,
  SUBSCRIPTION_STATUS_LABELS,
  type StaffSubscription,
  type SubscriptionDelivery,
} from '@coffee/contracts';
import { formatDate } from '@coffee/ui';

/** "Kenya AA, 12 oz, whole bean" */
export const subscriptionName = (s: Pick<StaffSubscription, 'item'>) =>
  lineName(s.item.productName, s.item.variantLabel);

/** "Every 2 weeks" */
export const frequencyText = (weeks: number) =>
  weeks === 1 ? 'Every week' : `Every ${weeks} weeks`;

/** A day of the shop's calendar ('2026-12-08') as the portal writes dates. */
export const dayText = (day: string) => formatDate(`${day}T00:00:00Z`, { utc: true });

/** Active, Paused (by staff), Cancelled. */
export function statusText(s: StaffSubscription): string {
  const label = SUBSCRIPTION_STATUS_LABELS[s.status];
  if (s.status !== 'paused') return label;
  if (s.pauseReason === 'staff') return `${label} by staff`;
  if (s.pauseReason === 'payment-failed') return `${label}: payment failed`;
  return s.pausedUntil ? `${label} until ${dayText(s.pausedUntil)}` : label;
}

/** When the next delivery is, or why there is none. */
export function nextText(s: StaffSubscription): string {
  if (!s.next) return '—';
  return s.next.skipped ? `${dayText(s.next.on)} (skipped)` : dayText(s.next.on);
}

export const OUTCOME_LABELS: Record<SubscriptionDelivery['outcome'], string> = {
  ordered: 'Ordered',
  skipped: 'Skipped',
  'payment-failed': 'Payment failed',
  'out-of-stock': 'Out of stock',
};
