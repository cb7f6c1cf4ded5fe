import { priceOf, DAY_MS } from './periods';
import type { MembershipRecord } from './membership-record';
import type { MembershipStore } from './ports';
import type { AccountContacts } from './ports';
import type { DirectPlusMails } from '../../mail/direct-plus-mails';
import type { MailMessage } from '../../mail/outbox';
import type { Clock } from '@coffee/service-defaults';

/** Days before a renewal charge its reminder goes (issue 27: 7 before annual, 3 before monthly). */
export const REMINDER_DAYS = { annual: 7, monthly: 3 } as const;
/** A renewing membership past its date is told it ended only after this: the charge may be late. */
export const RENEWAL_GRACE_MS = DAY_MS;
/** Ends older than this when the sweep first sees them are history, not news (a first deploy). */
const ENDED_LOOKBACK_MS = 7 * DAY_MS;

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
/** 'visa' -> 'Visa', as a card is named to its holder. */
const brandName = (brand: string) =>
  BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

export type NoticeOutcome = 'reminded' | 'ended' | 'none' | 'busy';

/**
 * The mails no request causes: the reminder before each renewal charge and the notice that a
 * membership ran out, found by a periodic sweep. Each is decided under the user's lock (a
 * billing change or another instance's sweep waits, or is skipped until the next round) and
 * written with the field that says it was sent for that date, in one update: one reminder per
 * period, one notice per end, however many sweeps run.
 */
export function createRenewalNotices(deps: {
  store: MembershipStore;
  contacts: AccountContacts;
  mails: DirectPlusMails;
  clock: Clock;
}) {
  const { store, contacts, mails, clock } = deps;

  function due(record: MembershipRecord, now: Date): 'reminder' | 'ended' | null {
    const { paidThrough, trialEndsAt } = record;
    if (paidThrough && paidThrough > now) {
      if (record.cancelAtPeriodEnd || record.remindedFor?.getTime() === paidThrough.getTime())
        return null;
      const period = record.renewsAs ?? record.billingPeriod ?? 'annual';
      const from = paidThrough.getTime() - REMINDER_DAYS[period] * DAY_MS;
      return now.getTime() >= from ? 'reminder' : null;
    }
    const end = paidThrough ?? trialEndsAt;
    if (!end || end > now || record.endNoticeFor?.getTime() === end.getTime()) return null;
    if (now.getTime() - end.getTime() > ENDED_LOOKBACK_MS) return null;
    const renewing = paidThrough && !record.cancelAtPeriodEnd && !record.renewalFailed;
    if (renewing && now.getTime() - end.getTime() < RENEWAL_GRACE_MS) return null;
    return 'ended';
  }

  async function noticeFor(userId: string, now: Date): Promise<NoticeOutcome> {
    const release = await store.lock(userId);
    if (!release) return 'busy';
    try {
      const record = await store.find(userId);
      const kind = record && due(record, now);
      if (!record || !kind) return 'none';
      const to = await contacts.find(userId);
      const end = (record.paidThrough ?? record.trialEndsAt)!;
      let mail: MailMessage | undefined;
      if (to && kind === 'reminder') {
        const period = record.renewsAs ?? record.billingPeriod ?? 'annual';
        const card = record.paymentMethod;
        mail = mails.renewalReminder(to, {
          renewsOn: end,
          billingPeriod: period,
          amountCents: priceOf(period),
          card: card ? `${brandName(card.brand)} card ending ${card.last4}` : null,
        });
      } else if (to) {
        mail = mails.ended(to, { endedAt: end, trial: !record.paidThrough });
      }
      // A deleted account gets no mail; the date is noted all the same, so it is not asked again.
      const field = kind === 'reminder' ? { remindedFor: end } : { endNoticeFor: end };
      await store.save(userId, field, mail ? [mail] : []);
      return kind === 'reminder' ? 'reminded' : 'ended';
    } finally {
      await release();
    }
  }

  return {
    /** One round: every user with a mail due now. Safe to run on every instance at once. */
    async sweep(): Promise<Record<NoticeOutcome, number>> {
      const now = clock.now();
      const counts: Record<NoticeOutcome, number> = { reminded: 0, ended: 0, none: 0, busy: 0 };
      const userIds = await store.noticeCandidates({
        now,
        renewingBefore: new Date(now.getTime() + REMINDER_DAYS.annual * DAY_MS),
        endedSince: new Date(now.getTime() - ENDED_LOOKBACK_MS),
      });
      for (const userId of userIds) counts[await noticeFor(userId, now)] += 1;
      return counts;
    },
  };
}

export type RenewalNotices = ReturnType<typeof createRenewalNotices>;
