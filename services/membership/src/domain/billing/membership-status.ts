import { MONEY_BACK_DAYS, type MembershipState, type MembershipStatus } from '@coffee/contracts';
import type { AccountMember } from '@coffee/service-defaults';
import type { MembershipRecord } from './membership-record';
import { DAY_MS } from './periods';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const after = (date: Date | null, now: Date) => date !== null && date.getTime() > now.getTime();

/** The end of a purchase's money-back window: MONEY_BACK_DAYS after its first payment. */
export const moneyBackEnds = (firstPaidAt: Date) =>
  new Date(firstPaidAt.getTime() + MONEY_BACK_DAYS * DAY_MS);

/**
 * The guarantee as it stands at `now` for a running paid period: claimable while the window of
 * the purchase that bought it is open, once per account, and only for payments this service
 * knows (a membership bought in store or seeded has none).
 */
export function moneyBackAt(
  paid: MembershipRecord | null,
  now: Date,
): MembershipStatus['moneyBack'] {
  const terms = paid?.moneyBack;
  if (!paid || !terms || paid.moneyBackUsedAt) return null;
  const current = paid.purchaseRef ?? paid.providerSubscriptionId ?? null;
  if (terms.purchaseRef !== current) return null;
  const until = moneyBackEnds(terms.firstPaidAt);
  const amountCents = terms.payments.reduce((sum, p) => sum + p.amountCents, 0);
  if (!after(until, now) || amountCents <= 0) return null;
  return { until: until.toISOString(), amountCents };
}

/**
 * The member's state at `now`, decided by the clock (never by a job that might not have run):
 * a paid period still running is active (or cancelling), else a trial still running, else what
 * the account says (an in-store membership registered online, or the demo member: active with
 * nothing billed here), else expired when there ever was a membership, else none.
 */
export function membershipStatusAt(
  record: MembershipRecord | null,
  member: AccountMember,
  now: Date,
): MembershipStatus {
  const paid = record && after(record.paidThrough, now) ? record : null;
  const trial = !paid && record && after(record.trialEndsAt, now) ? record : null;
  // The account decides by its clock too; asked again here so both read the same moment.
  const accountExpiry = member.directPlusExpiry ? new Date(member.directPlusExpiry) : null;
  const external =
    !paid && !trial && member.isDirectPlus && (accountExpiry === null || after(accountExpiry, now));

  let state: MembershipState;
  let expiry: Date | null;
  if (paid) {
    state = paid.cancelAtPeriodEnd ? 'cancelling' : 'active';
    expiry = paid.paidThrough;
  } else if (trial) {
    state = 'trial';
    expiry = trial.trialEndsAt;
  } else if (external) {
    state = 'active';
    expiry = accountExpiry;
  } else {
    const ended = record?.paidThrough ?? record?.trialEndsAt ?? null;
    expiry = ended ?? accountExpiry;
    state = expiry ? 'expired' : 'none';
  }
  const isDirectPlus = state === 'active' || state === 'cancelling' || state === 'trial';
  return {
    plan: isDirectPlus ? 'directPlus' : 'standard',
    isDirectPlus,
    directPlusExpiry: iso(expiry),
    membershipNumber: record?.membershipNumber ?? member.membershipNumber,
    state,
    billingPeriod: paid?.billingPeriod ?? null,
    renewsAs: paid && !paid.cancelAtPeriodEnd ? (paid.renewsAs ?? paid.billingPeriod) : null,
    // Once per account, ever: a trial taken, or a membership paid for, uses it up.
    trialAvailable: !record?.trialStartedAt && !record?.lastPaymentAt && !member.isDirectPlus,
    renewalFailed: paid ? paid.renewalFailed : false,
    paymentMethod: paid?.paymentMethod ?? null,
    moneyBack: moneyBackAt(paid, now),
  };
}

/** A paid membership that is running now (active or cancelling). */
export const isPaidMember = (status: MembershipStatus) =>
  status.state === 'active' || status.state === 'cancelling';
