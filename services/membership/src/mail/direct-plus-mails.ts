import {
  MONEY_BACK_DAYS,
  accountTabPath,
  type BillingPeriod,
  type CardSummary,
} from '@coffee/contracts';
import { button, escapeHtml, renderLayout, type MailMessage } from './outbox';
import {
  displayName,
  dollars,
  greetingName,
  longDate,
  shopLink,
  type Recipient,
} from './recipient';

const PERIOD_WORD: Record<BillingPeriod, string> = { annual: 'annual', monthly: 'monthly' };

interface Parts {
  key: string;
  subject: string;
  title: string;
  preheader: string;
  /** Paragraphs of plain text (escaped for the HTML part here). */
  paragraphs: string[];
  action: { url: string; label: string };
}

/** The Direct+ mails, with their links on the shop's public origin. */
export function createDirectPlusMails(publicUrl: string) {
  const membershipPage = shopLink(publicUrl, accountTabPath('membership'));
  const paymentMethods = shopLink(publicUrl, accountTabPath('payment-methods'));
  const directPlus = shopLink(publicUrl, '/direct-plus');

  function mail(to: Recipient, parts: Parts): MailMessage {
    const name = greetingName(to);
    const { html, text } = renderLayout({
      title: parts.title,
      preheader: parts.preheader,
      bodyHtml: [
        `<p>Hi ${escapeHtml(name)},</p>`,
        ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        button(parts.action.url, parts.action.label),
      ].join('\n'),
      bodyText: [
        `Hi ${name},`,
        ...parts.paragraphs,
        `${parts.action.label}: ${parts.action.url}`,
      ].join('\n\n'),
      publicUrl,
    });
    return {
      key: parts.key,
      to: to.email,
      toName: displayName(to),
      subject: parts.subject,
      html,
      text,
      category: 'transactional',
    };
  }

  return {
    /** A membership starts: paid (`paid` given) or a free trial. `eventRef` makes it once per start. */
    welcome(
      to: Recipient,
      o: {
        expiresAt: Date;
        eventRef: string;
        paid?: { amountCents: number; billingPeriod: BillingPeriod; membershipNumber: string };
      },
    ) {
      const until = longDate(o.expiresAt);
      const paragraphs = o.paid
        ? [
            `Thank you for joining Direct+. We received your ${PERIOD_WORD[o.paid.billingPeriod]} payment of ${dollars(o.paid.amountCents)}.`,
            `Your membership number is ${o.paid.membershipNumber}. Your membership runs until ${until} and renews automatically then; you can cancel any time before.`,
            `If Direct+ is not for you, end it within ${MONEY_BACK_DAYS} days from your membership page and we refund ${dollars(o.paid.amountCents)} in full: our money-back guarantee.`,
            'From now on shipping is free on every order, and member prices apply when you are signed in.',
          ]
        : [
            `Your free Direct+ trial has started. It runs until ${until}; nothing is charged.`,
            'Until then shipping is free on every order, and member prices apply when you are signed in.',
          ];
      return mail(to, {
        key: `directplus-welcome:${to.id}:${o.eventRef}`,
        subject: o.paid ? 'Welcome to Direct+' : 'Your Direct+ free trial has started',
        title: 'Welcome to Direct+',
        preheader: `Your Direct+ membership runs until ${until}.`,
        paragraphs,
        action: { url: membershipPage, label: 'View my membership' },
      });
    },

    /** Before a renewal charge: once per period (keyed by the date it renews on). */
    renewalReminder(
      to: Recipient,
      o: { renewsOn: Date; billingPeriod: BillingPeriod; amountCents: number; card: string | null },
    ) {
      const on = longDate(o.renewsOn);
      return mail(to, {
        key: `directplus-reminder:${to.id}:${o.renewsOn.toISOString()}`,
        subject: `Your Direct+ membership renews on ${on}`,
        title: 'Your membership renews soon',
        preheader: `${dollars(o.amountCents)} on ${on}.`,
        paragraphs: [
          `Your Direct+ membership renews on ${on}. We will charge ${dollars(o.amountCents)} for another ${o.billingPeriod === 'annual' ? 'year' : 'month'}${o.card ? ` to your ${o.card}` : ''}.`,
          'Nothing to do if you want to keep your benefits. To change the card, the billing period or to cancel, visit your membership before that date.',
        ],
        action: { url: membershipPage, label: 'Manage my membership' },
      });
    },

    /** A renewal charge failed: once per period; the member stays one until the paid date. */
    renewalFailed(to: Recipient, o: { paidThrough: Date; reason: string }) {
      const until = longDate(o.paidThrough);
      return mail(to, {
        key: `directplus-renewal-failed:${to.id}:${o.paidThrough.toISOString()}`,
        subject: 'We could not renew your Direct+ membership',
        title: 'Your renewal payment failed',
        preheader: 'Please update your card to keep Direct+.',
        paragraphs: [
          `We tried to charge your card for your Direct+ renewal, but the payment failed: ${o.reason.replace(/[.!\s]+$/, '')}.`,
          `Your benefits stay until ${until}. Please update your card before then so your membership continues.`,
        ],
        action: { url: paymentMethods, label: 'Update my card' },
      });
    },

    /** The money-back guarantee was claimed: once per purchase refunded. */
    moneyBack(
      to: Recipient,
      o: { amountCents: number; card: CardSummary | null; purchaseRef: string },
    ) {
      const card = o.card
        ? `your ${o.card.brand} card ending ${o.card.last4}`
        : 'the card you paid with';
      return mail(to, {
        key: `directplus-money-back:${to.id}:${o.purchaseRef}`,
        subject: `Your Direct+ refund of ${dollars(o.amountCents)}`,
        title: 'Your Direct+ refund',
        preheader: `${dollars(o.amountCents)} back in full, under our money-back guarantee.`,
        paragraphs: [
          `As you asked, your Direct+ membership has ended and we have refunded ${dollars(o.amountCents)} in full to ${card}, under our ${MONEY_BACK_DAYS}-day money-back guarantee. Banks usually show a refund within 5 to 10 business days.`,
          'Your account stays, with your orders and favorites, as a Standard account. You can join Direct+ again any time.',
        ],
        action: { url: directPlus, label: 'See Direct+' },
      });
    },

    /** The membership ran out (cancelled, unpaid or a trial over): once per end date. */
    ended(to: Recipient, o: { endedAt: Date; trial: boolean }) {
      const on = longDate(o.endedAt);
      return mail(to, {
        key: `directplus-ended:${to.id}:${o.endedAt.toISOString()}`,
        subject: o.trial ? 'Your Direct+ trial has ended' : 'Your Direct+ membership has ended',
        title: o.trial ? 'Your trial has ended' : 'Your membership has ended',
        preheader: `Direct+ ended on ${on}.`,
        paragraphs: [
          `Your Direct+ ${o.trial ? 'free trial' : 'membership'} ended on ${on}. Your account stays, with your orders and favorites, as a Standard account.`,
          'You can join Direct+ again any time to get free shipping back.',
        ],
        action: { url: directPlus, label: 'Rejoin Direct+' },
      });
    },
  };
}

export type DirectPlusMails = ReturnType<typeof createDirectPlusMails>;
