import type { MembershipStatus } from '@coffee/contracts';
import { formatDate } from '@coffee/ui';

const RENEWS: Record<NonNullable<MembershipStatus['renewsAs']>, string> = {
  annual: 'annually',
  monthly: 'monthly',
};

/** What happens at the end date, in a line, with the badge beside the heading. */
export function renewalOf(membership: MembershipStatus | undefined): {
  badge: { label: string; tone: 'success' | 'accent' | 'danger' };
  line: string | null;
} {
  const date = membership?.directPlusExpiry ? formatDate(membership.directPlusExpiry) : null;
  if (!membership || !date) return { badge: { label: 'Active', tone: 'success' }, line: null };
  if (membership.state === 'cancelling')
    return {
      badge: { label: 'Not renewing', tone: 'accent' },
      line: `Not renewing: your membership ends on ${date}, with no further charge.`,
    };
  if (membership.state === 'trial')
    return {
      badge: { label: 'Free trial', tone: 'accent' },
      line: `Your free trial ends on ${date}.`,
    };
  if (membership.renewalFailed)
    return {
      badge: { label: 'Active', tone: 'success' },
      line: `Your last renewal payment failed: update your card to keep Direct+ after ${date}.`,
    };
  if (membership.renewsAs)
    return {
      badge: { label: 'Active', tone: 'success' },
      line: `Renews ${RENEWS[membership.renewsAs]} on ${date}.`,
    };
  return { badge: { label: 'Active', tone: 'success' }, line: null };
}
