import { accountTabPath, frequencyLabel, lineName } from '@coffee/contracts';
import type { SubscriptionMailer } from '../domain/subscriptions/ports';
import type { SubscriptionRecord } from '../domain/subscriptions/subscription';
import { dayText } from '../domain/subscriptions/rules';
import { shopLink } from './links';
import { button, escapeHtml, isDeliverableAddress, renderLayout, type MailMessage } from './outbox';

interface Body {
  key: string;
  subject: string;
  title: string;
  preheader: string;
  paragraphs: string[];
  action: { url: string; label: string };
}

/**
 * Subscribe & Save's mails, all transactional: a subscription started, a charge that failed
 * (each retry, and the pause after the last), a delivery that could not be had, and a member's
 * discount that ended with the membership. Each links to the account page's Subscriptions tab, where the card is updated.
 * Null when the account has no deliverable address.
 */
export function createSubscriptionMails(publicUrl: string): SubscriptionMailer {
  const manage = {
    url: shopLink(publicUrl, accountTabPath('subscriptions')),
    label: 'Manage your subscription',
  };
  const coffee = (s: SubscriptionRecord) => lineName(s.item.productName, s.item.variantLabel);

  function compose(s: SubscriptionRecord, to: string | null, body: Body): MailMessage | null {
    if (!to || !isDeliverableAddress(to)) return null;
    const name = s.shippingAddress.firstName;
    const { html, text } = renderLayout({
      title: body.title,
      preheader: body.preheader,
      bodyHtml: [
        `<p>Hi ${escapeHtml(name)},</p>`,
        ...body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        button(body.action.url, body.action.label),
      ].join('\n'),
      bodyText: [
        `Hi ${name},`,
        '',
        ...body.paragraphs.flatMap((p) => [p, '']),
        `${body.action.label}: ${body.action.url}`,
      ].join('\n'),
      footerHtml: `Subscription ${escapeHtml(s.id)}`,
      footerText: `Subscription ${s.id}`,
      publicUrl,
    });
    return {
      key: body.key,
      to,
      toName: `${s.shippingAddress.firstName} ${s.shippingAddress.lastName}`,
      subject: body.subject,
      html,
      text,
      category: 'transactional',
    };
  }

  return {
    started: (s, to) =>
      compose(s, to, {
        key: `subscription-started:${s.id}`,
        subject: `Your ${s.item.productName} subscription is set`,
        title: 'Your subscription is set',
        preheader: `First delivery on ${dayText(s.nextDeliveryOn ?? '')}.`,
        paragraphs: [
          `${s.item.quantity} x ${coffee(s)}, ${frequencyLabel(s.item.frequencyWeeks).toLowerCase()}. Your first delivery ships on ${dayText(s.nextDeliveryOn ?? '')}; we charge your ${s.card.brand} card ending in ${s.card.last4} the business day before each delivery.`,
          'You can skip, pause, change or cancel until three business days before each charge.',
        ],
        action: manage,
      }),

    paymentFailed: (s, to, { message, retryAt, final }) =>
      compose(s, to, {
        key: `subscription-payment-failed:${s.id}:${s.cycle}:${s.attempt}`,
        subject: final
          ? `Your ${s.item.productName} subscription is paused: payment failed`
          : `We could not charge your card for ${s.item.productName}`,
        title: final ? 'Your subscription is paused' : 'Your payment did not go through',
        preheader: final
          ? 'Update your card to resume your deliveries.'
          : 'Update your card and we will try again at once.',
        paragraphs: [
          `We could not charge your ${s.card.brand} card ending in ${s.card.last4} for your delivery of ${coffee(s)}. The payment provider said: ${message}`,
          final
            ? 'We have tried several times, so your subscription is paused. Update your card and we will charge it and send your coffee at once.'
            : `We will try again on ${retryAt ? dayText(retryAt) : 'the next business day'}. Update your card now and we will try again at once.`,
        ],
        action: { ...manage, label: 'Update your card' },
      }),

    deliveryUnavailable: (s, to, { reason, nextOn }) =>
      compose(s, to, {
        key: `subscription-delivery-unavailable:${s.id}:${s.cycle}`,
        subject: `Your ${s.item.productName} delivery could not be sent`,
        title: 'This delivery could not be sent',
        preheader: 'You were not charged for it.',
        paragraphs: [
          `We could not send your delivery of ${coffee(s)} due on ${dayText(s.nextDeliveryOn ?? '')}: ${reason.replace(/\.$/, '')}. You were not charged for it.`,
          nextOn
            ? `Your subscription goes on: the next delivery is on ${dayText(nextOn)}. You can change your coffee before then.`
            : 'You can change your coffee or resume your subscription at any time.',
        ],
        action: manage,
      }),

    memberPriceEnded: (s, to, orderNumber) =>
      compose(s, to, {
        key: `subscription-member-price-ended:${s.id}:${s.cycle}`,
        subject: 'Your Direct+ subscription discount has ended',
        title: 'Your Direct+ discount has ended',
        preheader: `Order ${orderNumber} was charged at the regular price.`,
        paragraphs: [
          `Your Direct+ membership is no longer active, so your delivery of ${coffee(s)} (order ${orderNumber}) was charged at the regular price, without the 15% member discount.`,
          'Renew Direct+ and your next delivery is 15% off again.',
        ],
        action: manage,
      }),
  };
}

/** A gift's two mails at purchase (gift-purchase.ts); null when the address is not deliverable. */
export interface GiftSubscriptionMailer {
  /** To the giver: the gift is set, paid once; the usual started mail's key. */
  giftStarted(
    s: SubscriptionRecord,
    to: string | null,
    purchase: { giverFirstName: string | null; total: string; orderNumber: string },
  ): MailMessage | null;
  /** To the recipient, once: who sent what, how many deliveries, the first day, the message. */
  giftRecipient(s: SubscriptionRecord, giverFirstName: string | null): MailMessage | null;
}

/**
 * Gift subscriptions' mails. The recipient has no account here, so theirs links to the shop;
 * every text the giver typed (names, message) is escaped by the layout's paragraphs.
 */
export function createGiftSubscriptionMails(publicUrl: string): GiftSubscriptionMailer {
  const coffee = (s: SubscriptionRecord) => lineName(s.item.productName, s.item.variantLabel);
  const firstDay = (s: SubscriptionRecord) => dayText(s.nextDeliveryOn ?? '');

  function compose(
    s: SubscriptionRecord,
    to: string | null,
    toName: string,
    body: Body & { greet: string },
  ): MailMessage | null {
    if (!to || !isDeliverableAddress(to)) return null;
    const { html, text } = renderLayout({
      title: body.title,
      preheader: body.preheader,
      bodyHtml: [
        `<p>Hi ${escapeHtml(body.greet)},</p>`,
        ...body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        button(body.action.url, body.action.label),
      ].join('\n'),
      bodyText: [
        `Hi ${body.greet},`,
        '',
        ...body.paragraphs.flatMap((p) => [p, '']),
        `${body.action.label}: ${body.action.url}`,
      ].join('\n'),
      footerHtml: `Subscription ${escapeHtml(s.id)}`,
      footerText: `Subscription ${s.id}`,
      publicUrl,
    });
    return {
      key: body.key,
      to,
      // One line whatever the name holds.
      toName: toName.replace(/[\r\n]+/g, ' '),
      subject: body.subject.replace(/[\r\n]+/g, ' '),
      html,
      text,
      category: 'transactional',
    };
  }

  return {
    giftStarted: (s, to, { giverFirstName, total, orderNumber }) => {
      const gift = s.gift;
      if (!gift) return null;
      return compose(s, to, giverFirstName ?? '', {
        key: `subscription-started:${s.id}`,
        greet: giverFirstName ?? 'there',
        subject: `Your gift subscription for ${gift.recipientName} is set`,
        title: 'Your gift is on its way',
        preheader: `First delivery on ${firstDay(s)}.`,
        paragraphs: [
          `${gift.deliveries} deliveries of ${s.item.quantity} x ${coffee(s)}, ${frequencyLabel(s.item.frequencyWeeks).toLowerCase()}, for ${gift.recipientName}. The first ships on ${firstDay(s)}; we have told ${gift.recipientName} by mail.`,
          `We charged ${total} to your ${s.card.brand} card ending in ${s.card.last4} once, for every delivery (order ${orderNumber}). Nothing more will be charged, and the gift ends after its last delivery.`,
          'You can skip, pause, change the address or cancel until three business days before each delivery.',
        ],
        action: {
          url: shopLink(publicUrl, accountTabPath('subscriptions')),
          label: 'Manage the gift',
        },
      });
    },

    giftRecipient: (s, giverFirstName) => {
      const gift = s.gift;
      if (!gift) return null;
      const from = giverFirstName ?? 'A friend';
      return compose(s, gift.recipientEmail, gift.recipientName, {
        key: `subscription-gift-recipient:${s.id}`,
        greet: gift.recipientName,
        subject: `${from} sent you a coffee subscription`,
        title: `${from} sent you a coffee subscription`,
        preheader: `${gift.deliveries} deliveries of ${s.item.productName}, the first on ${firstDay(s)}.`,
        paragraphs: [
          `${from} sent you ${gift.deliveries} deliveries of ${s.item.quantity} x ${coffee(s)}, ${frequencyLabel(s.item.frequencyWeeks).toLowerCase()}. The first ships on ${firstDay(s)}. It is all paid for.`,
          ...(gift.message ? [`${from} wrote: "${gift.message}"`] : []),
        ],
        action: { url: shopLink(publicUrl, '/'), label: 'Visit the shop' },
      });
    },
  };
}
