import {
  RETURN_ADDRESS_LINES,
  RETURN_REASON_LABELS,
  RETURN_SEND_BACK_DAYS,
} from '@coffee/contracts';
import type { PlacedOrder } from '../domain/ports';
import type { ReturnMailer } from '../domain/returns/ports';
import type { ReturnRecord } from '../domain/returns/return-record';
import { suggestedRefundOf } from '../domain/returns/return-record';
import { orderLink } from './links';
import { displayNameOf, firstNameOf, money } from './order-mail-parts';
import { button, escapeHtml, isDeliverableAddress, renderLayout, type MailMessage } from './outbox';

interface ReturnMailBody {
  /** Unique per return and step: the outbox keeps one mail per key. */
  key: string;
  subject: string;
  title: string;
  preheader: string;
  /** Paragraphs, as plain text (escaped for the HTML part). */
  paragraphs: string[];
}

const linesOf = (record: ReturnRecord) =>
  record.lines.map(
    (line) => `${line.name}${line.variantLabel ? `, ${line.variantLabel}` : ''} × ${line.quantity}`,
  );

/**
 * The return mails (issue 30), transactional as the order mails: requested, approved, refused,
 * refunded and replaced. Each rides in the order's outbox with the step's timeline entry, so it
 * exists exactly when the step does; null without a deliverable address.
 */
export function createReturnMails(publicUrl: string): ReturnMailer {
  function compose(m: PlacedOrder, record: ReturnRecord, body: ReturnMailBody): MailMessage | null {
    const to = m.order.contactEmail;
    if (!to || !isDeliverableAddress(to)) return null;
    const name = firstNameOf(m);
    const items = linesOf(record);
    const url = orderLink(publicUrl, m.order.id);
    const { html, text } = renderLayout({
      title: body.title,
      preheader: body.preheader,
      bodyHtml: [
        `<p>Hi ${escapeHtml(name)},</p>`,
        ...body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        '<p style="margin:0;"><strong>In this return</strong></p>',
        `<ul style="margin:0 0 16px 0;padding-left:20px;">${items
          .map((item) => `<li style="margin:0 0 4px 0;">${escapeHtml(item)}</li>`)
          .join('')}</ul>`,
        button(url, 'View your order'),
      ].join('\n'),
      bodyText: [
        `Hi ${name},`,
        '',
        ...body.paragraphs.flatMap((p) => [p, '']),
        'In this return:',
        ...items.map((item) => `- ${item}`),
        '',
        `View your order: ${url}`,
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

  const number = (m: PlacedOrder) => m.order.orderNumber;

  return {
    requested: (m, record) =>
      compose(m, record, {
        key: `return-requested:${record.id}`,
        subject: `We have your return request for order ${number(m)}`,
        title: 'Return requested',
        preheader: `Reason: ${RETURN_REASON_LABELS[record.reason]}.`,
        paragraphs: [
          `We have received your return request for order ${number(m)} (${RETURN_REASON_LABELS[record.reason]}). Our team will look at it within 1-2 business days and email you the answer.`,
          record.needsReceipt
            ? 'Please do not send anything yet: once we approve the return we tell you how to send the items back.'
            : 'Coffee is covered by our taste guarantee: there is nothing to send back.',
        ],
      }),

    approved: (m, record) =>
      compose(m, record, {
        key: `return-approved:${record.id}`,
        subject: `Your return for order ${number(m)} is approved`,
        title: 'Return approved',
        preheader: record.needsReceipt
          ? 'Send the items back and we refund you once they arrive.'
          : 'No need to send the coffee back.',
        paragraphs: record.needsReceipt
          ? [
              `Your return for order ${number(m)} is approved. Pack the items securely, ideally in their original box, write the order number on the parcel and send it within ${RETURN_SEND_BACK_DAYS} days to: ${RETURN_ADDRESS_LINES.join(', ')}.`,
              `We refund you as soon as the parcel arrives: up to ${money(suggestedRefundOf(record))} to your original payment method.`,
            ]
          : [
              `Your return for order ${number(m)} is approved under our taste guarantee. There is no need to send the coffee back.`,
              record.resolution === 'replacement'
                ? 'We are sending you a fresh bag and will email you when it is on its way.'
                : `We will refund ${money(suggestedRefundOf(record))} to your original payment method shortly.`,
            ],
      }),

    refused: (m, record) =>
      compose(m, record, {
        key: `return-refused:${record.id}`,
        subject: `About your return for order ${number(m)}`,
        title: 'We could not accept this return',
        preheader: record.refusedReason ?? '',
        paragraphs: [
          `We are sorry, but we could not accept your return for order ${number(m)}.`,
          `Our reason: ${record.refusedReason ?? ''}`,
          'If you think we got it wrong, reply through our contact page with the topic "Returns & refunds" and we will look again.',
        ],
      }),

    refunded: (m, record) => {
      const amount = money(record.refund?.cents ?? 0);
      return compose(m, record, {
        key: `return-refunded:${record.id}`,
        subject: `Refund of ${amount} for your return on order ${number(m)}`,
        title: 'Your refund is on its way',
        preheader: `${amount} back to your original payment method.`,
        paragraphs: [
          `We have refunded ${amount} for your return on order ${number(m)} to your original payment method. It can take 5-10 business days to show on your statement.`,
        ],
      });
    },

    replaced: (m, record) => {
      const sent = record.replacementOrder;
      return compose(m, record, {
        key: `return-replaced:${record.id}`,
        subject: `A replacement for order ${number(m)} is on its way`,
        title: 'Your replacement is on its way',
        preheader: 'A fresh bag, under our taste guarantee.',
        paragraphs: [
          `Under our taste guarantee we are sending you a fresh bag for order ${number(m)}, at no cost to you.`,
          ...(sent
            ? [
                `It ships as order ${sent.orderNumber} (${orderLink(publicUrl, sent.id)}): we email you its tracking number when it leaves us.`,
              ]
            : []),
        ],
      });
    },
  };
}
