import {
  DIRECT_PLUS_PRICE_CENTS,
  cardBrandName,
  type BillingPeriod,
  type CardSummary,
  type MembershipStatus,
} from '@coffee/contracts';
import { formatDate } from '@coffee/ui';
import { formatCents } from '../../../shared/direct-plus';

export const PERIOD_LABEL: Record<BillingPeriod, string> = { annual: 'Annual', monthly: 'Monthly' };
const PER: Record<BillingPeriod, string> = { annual: 'a year', monthly: 'a month' };

/**
 * What a period costs at renewal: the server's price table (the amount actually charged, the
 * payment page's reading), not the membership page's $99.99.
 */
export const periodPrice = (period: BillingPeriod): string =>
  `${formatCents(DIRECT_PLUS_PRICE_CENTS[period])} ${PER[period]}`;

export const otherPeriod = (period: BillingPeriod): BillingPeriod =>
  period === 'annual' ? 'monthly' : 'annual';

/** The membership's end (or renewal) date in long English, e.g. "March 1, 2027". */
export const endDate = (membership: MembershipStatus): string =>
  membership.directPlusExpiry ? formatDate(membership.directPlusExpiry) : '';

export function cardLabel(card: CardSummary): string {
  const brand = cardBrandName(card.brand);
  const month = String(card.expMonth).padStart(2, '0');
  return `${brand} ending in ${card.last4} (expires ${month}/${card.expYear})`;
}

export const STATE_LABEL: Record<MembershipStatus['state'], string> = {
  none: 'Standard',
  trial: 'Free trial',
  active: 'Active',
  cancelling: 'Not renewing',
  expired: 'Expired',
};
