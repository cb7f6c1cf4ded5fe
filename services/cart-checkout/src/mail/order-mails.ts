import { button, escapeHtml, isDeliverableAddress, renderLayout, type MailMessage } from './outbox';
import { orderLink, payLink, trackLink } from './links';
import {
  addressHtml,
  addressText,
  displayNameOf,
  firstNameOf,
  itemsHtml,
  itemsText,
  linesHtml,
  inlineLink,
  linesText,
  money,
  type MailOrder,
} from './order-mail-parts';

export type { MailOrder } from './order-mail-parts';

/** One order mail's parts; the frame (greeting, link, layout, headers) is the same for all. */
interface OrderMailBody {
  /** Unique per event: the Message-ID derives from it, the outbox keeps one mail per key. */
  key: string;
  subject: string;
  title: string;
  preheader: string;
  html: string[];
  text: string[];
  action: { url: string; label: string };
}

/**
 * The order mails (issue 27), all transactional: they go whatever the shopper's marketing
 * choices. Each is null when the order has no deliverable contact email (the account service
 * could not say when it was placed): the change happens anyway, with no mail.
 */
export function createOrderMails(publicUrl: string) {
  function compose(m: MailOrder, body: OrderMailBody): MailMessage | null {
    const to = m.order.contactEmail;
    if (!to || !isDeliverableAddress(to)) return null;
    const name = firstNameOf(m);
    const { html, text } = renderLayout({
      title: body.title,
      preheader: body.preheader,
      bodyHtml: [
        `<p>Hi ${escapeHtml(name)},</p>`,
        ...body.html,
        button(body.action.url, body.action.label),
      ].join('\n'),
      bodyText: [
        `Hi ${name},`,
        '',
        ...body.text,
        '',
        `${body.action.label}: ${body.action.url}`,
      ].join('\n'),
      footerHtml: `Order ${escapeHtml(m.order.orderNumber)}`,
      footerText: `Order ${m.order.orderNumber}`,
      publicUrl,
    });
    return {
      key: body.key,
      to,
      toName: displayNameOf(m),
      subject: body.subject,
      html,
      text,
      category: 'transactional',
    };
  }

  const number = (m: MailOrder) => m.order.orderNumber;
  const view = (m: MailOrder) => ({
    url: orderLink(publicUrl, m.order.id),
    label: 'View your order',
  });

  return {
    /** The receipt: the order is paid. */
    paid: (m: MailOrder) => {
      const { card } = m.order.payment;
      const paidWith = card
        ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending in ${card.last4}`
        : m.order.paymentMethod === 'paypal'
          ? 'PayPal'
          : 'card';
      return compose(m, {
        key: `order-paid:${m.order.id}`,
        subject: `Your Brew Haven receipt for order ${number(m)}`,
        title: 'Thank you for your order',
        preheader: `Order ${number(m)} is paid: ${money(m.order.totalCents)}.`,
        html: [
          `<p>We have received your payment of <strong>${money(m.order.totalCents)}</strong> by ${escapeHtml(paidWith)} for order <strong>${escapeHtml(number(m))}</strong>. We will let you know when it ships.</p>`,
          linesHtml(m),
          addressHtml(m),
        ],
        text: [
          `We have received your payment of ${money(m.order.totalCents)} by ${paidWith} for order ${number(m)}. We will let you know when it ships.`,
          '',
          linesText(m),
          '',
          addressText(m),
        ],
        action: view(m),
      });
    },

    /** A payment attempt failed; the order still waits for its payment. `eventId` names the attempt. */
    paymentFailed: (m: MailOrder, eventId: string) =>
      compose(m, {
        key: `order-payment-failed:${m.order.id}:${eventId}`,
        subject: `Payment for order ${number(m)} did not go through`,
        title: 'Your payment did not go through',
        preheader: `Order ${number(m)} is not paid yet: you can try again.`,
        html: [
          `<p>We could not take the payment of <strong>${money(m.order.totalCents)}</strong> for order <strong>${escapeHtml(number(m))}</strong>.</p>`,
          ...(m.order.payment.failureMessage
            ? [`<p>The payment provider said: ${escapeHtml(m.order.payment.failureMessage)}</p>`]
            : []),
          '<p>Your items are held for a short while. Pay again with the same or another card before the hold ends.</p>',
        ],
        text: [
          `We could not take the payment of ${money(m.order.totalCents)} for order ${number(m)}.`,
          ...(m.order.payment.failureMessage
            ? [`The payment provider said: ${m.order.payment.failureMessage}`]
            : []),
          'Your items are held for a short while. Pay again with the same or another card before the hold ends.',
        ],
        action: { url: payLink(publicUrl, m.order.id), label: 'Pay for your order' },
      }),

    /** An unpaid order ran out of time and was cancelled by the shop. */
    expired: (m: MailOrder) =>
      compose(m, {
        key: `order-expired:${m.order.id}`,
        subject: `Order ${number(m)} was cancelled: no payment received`,
        title: 'Your order has expired',
        preheader: `We did not receive the payment for order ${number(m)} in time.`,
        html: [
          `<p>We did not receive the payment for order <strong>${escapeHtml(number(m))}</strong> in time, so we cancelled it and released the items it held. You have not been charged.</p>`,
          linesHtml(m),
        ],
        text: [
          `We did not receive the payment for order ${number(m)} in time, so we cancelled it and released the items it held. You have not been charged.`,
          '',
          linesText(m),
        ],
        action: view(m),
      }),

    /** Staff shipped it: the tracking number and where to follow it. */
    shipped: (m: MailOrder) => {
      const tracking = m.order.trackingNumber ?? '';
      return compose(m, {
        key: `order-shipped:${m.order.id}`,
        subject: `Order ${number(m)} has shipped`,
        title: 'Your order is on its way',
        preheader: `Tracking number ${tracking}.`,
        html: [
          `<p>Good news: order <strong>${escapeHtml(number(m))}</strong> has left our roastery.</p>`,
          `<p style="margin:0 0 16px 0;padding:12px 16px;background:#f6efe6;border-radius:6px;">Tracking number<br><strong style="font-size:18px;letter-spacing:0.5px;word-break:break-all;">${escapeHtml(tracking)}</strong></p>`,
          `<p>Follow it on our ${inlineLink(trackLink(publicUrl), 'Track Your Order')} page with the order number and your email address.</p>`,
          '<p style="margin:0;"><strong>In the box</strong></p>',
          itemsHtml(m),
          addressHtml(m),
        ],
        text: [
          `Good news: order ${number(m)} has left our roastery.`,
          '',
          `Tracking number: ${tracking}`,
          `Follow it with the order number and your email address: ${trackLink(publicUrl)}`,
          '',
          'In the box:',
          itemsText(m),
          '',
          addressText(m),
        ],
        action: { url: trackLink(publicUrl), label: 'Track your order' },
      });
    },

    /** Delivered and closed. */
    completed: (m: MailOrder) =>
      compose(m, {
        key: `order-completed:${m.order.id}`,
        subject: `Order ${number(m)} is complete`,
        title: 'Enjoy your coffee',
        preheader: `Order ${number(m)} is complete.`,
        html: [
          `<p>Order <strong>${escapeHtml(number(m))}</strong> is complete. We hope every cup is a good one; a review of what you bought helps other coffee lovers choose.</p>`,
        ],
        text: [
          `Order ${number(m)} is complete. We hope every cup is a good one; a review of what you bought helps other coffee lovers choose.`,
        ],
        action: view(m),
      }),

    /** Cancelled by the customer or the shop; with the refund when it was paid. */
    cancelled: (m: MailOrder) => {
      const refunded = m.order.payment.status === 'refunded' ? m.order.payment.refundedCents : null;
      const refund =
        refunded !== null
          ? `We have refunded ${money(refunded)} to your original payment method; it can take 5-10 business days to show.`
          : 'You have not been charged.';
      return compose(m, {
        key: `order-cancelled:${m.order.id}`,
        subject: `Order ${number(m)} has been cancelled`,
        title: 'Your order has been cancelled',
        preheader: refund,
        html: [
          `<p>Order <strong>${escapeHtml(number(m))}</strong> has been cancelled. ${escapeHtml(refund)}</p>`,
          linesHtml(m),
        ],
        text: [`Order ${number(m)} has been cancelled. ${refund}`, '', linesText(m)],
        action: view(m),
      });
    },

    /** Money went back outside a cancel (the provider's refund, a late payment given back). */
    refunded: (m: MailOrder, refundId: string) => {
      const amount = money(m.order.payment.refundedCents ?? 0);
      return compose(m, {
        key: `order-refunded:${m.order.id}:${refundId}`,
        subject: `Refund of ${amount} for order ${number(m)}`,
        title: 'Your refund is on its way',
        preheader: `${amount} back to your original payment method.`,
        html: [
          `<p>We have refunded <strong>${amount}</strong> for order <strong>${escapeHtml(number(m))}</strong> to your original payment method. It can take 5-10 business days to show on your statement.</p>`,
          '<p style="margin:0;"><strong>The order</strong></p>',
          itemsHtml(m),
        ],
        text: [
          `We have refunded ${amount} for order ${number(m)} to your original payment method. It can take 5-10 business days to show on your statement.`,
          '',
          'The order:',
          itemsText(m),
        ],
        action: view(m),
      });
    },
  };
}

export type OrderMails = ReturnType<typeof createOrderMails>;
