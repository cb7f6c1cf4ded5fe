import { accountTabPath, formatTicketNumber, TICKET_LOOKUP_PATH } from '@coffee/contracts';
import { BRAND } from '@coffee/mailer';
import { button, escapeHtml, renderLayout, safeHeaderValue, type MailMessage } from './outbox';

/** The ticket as its mails need it. */
export interface MailTicket {
  id: string;
  number: number;
  subject: string;
  name: string;
  email: string;
  /** Signed-in owner: the account's Support tab; a guest: the lookup page. */
  userId: string | null;
}

/** Paragraphs of text, each escaped, with line breaks kept (a reply's own lines). */
const paragraphsHtml = (text: string) => {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs
    .map(
      (p, i) =>
        // No margin under the last one: the quote's padding is the same all round.
        `<p style="margin:0 0 ${i === paragraphs.length - 1 ? 0 : 12}px;white-space:pre-wrap;word-break:break-word">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`,
    )
    .join('\n');
};

const quoteHtml = (text: string) =>
  `<div style="margin:16px 0;padding:12px 16px;border-left:4px solid ${BRAND.caramel};background:${BRAND.crema}">${paragraphsHtml(text)}</div>`;

/** The support mails, with their links on the shop's public origin. */
export function createSupportMails(publicUrl: string) {
  const link = (path: string) =>
    new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();

  function mail(
    t: MailTicket,
    parts: {
      key: string;
      subject: string;
      title: string;
      preheader: string;
      bodyHtml: string[];
      bodyText: string[];
      action: { url: string; label: string };
    },
  ): MailMessage {
    const name = t.name.trim() || 'there';
    const { html, text } = renderLayout({
      title: parts.title,
      preheader: parts.preheader,
      bodyHtml: [
        `<p>Hi ${escapeHtml(name)},</p>`,
        ...parts.bodyHtml,
        button(parts.action.url, parts.action.label),
      ].join('\n'),
      bodyText: [
        `Hi ${name},`,
        ...parts.bodyText,
        `${parts.action.label}: ${parts.action.url}`,
      ].join('\n\n'),
      publicUrl,
    });
    return {
      key: parts.key,
      to: t.email,
      toName: safeHeaderValue(t.name).trim().slice(0, 120),
      subject: parts.subject,
      html,
      text,
      category: 'transactional',
    };
  }

  return {
    /**
     * The ticket is in: its number, and how to read our replies. No access code, ever: we keep
     * only its hash, and a mail's body is stored in the outbox (README, "how the code travels").
     */
    received(t: MailTicket): MailMessage {
      const number = formatTicketNumber(t.number);
      const guest = t.userId === null;
      const url = guest
        ? link(`${TICKET_LOOKUP_PATH}?number=${encodeURIComponent(number)}`)
        : link(accountTabPath('support'));
      const how = guest
        ? 'Our answers come to this address by email, in full. To read the whole conversation on our site, open your ticket with the button below and enter the email you wrote from and the access code we showed you when you sent your message.'
        : 'Our answers come to this address by email, in full. Your tickets and our replies are also under Support in your account.';
      return mail(t, {
        key: `support-received:${t.id}`,
        subject: `We received your message [${number}]`,
        title: `Ticket ${number} received`,
        preheader: `Your ticket number is ${number}.`,
        bodyHtml: [
          `<p>Thank you for writing to us. Your ticket number is <strong>${number}</strong>.</p>`,
          `<p>${escapeHtml(how)}</p>`,
          `<p style="color:${BRAND.muted};font-size:14px">Subject: ${escapeHtml(t.subject)}</p>`,
        ],
        bodyText: [
          `Thank you for writing to us. Your ticket number is ${number}.`,
          how,
          `Subject: ${t.subject}`,
        ],
        action: { url, label: 'View my ticket' },
      });
    },

    /** A staff answer: its text, and where to read the ticket (the number filled in, no code). */
    reply(t: MailTicket, message: { id: string; text: string }): MailMessage {
      const number = formatTicketNumber(t.number);
      const guest = t.userId === null;
      const url = guest
        ? link(`${TICKET_LOOKUP_PATH}?number=${encodeURIComponent(number)}`)
        : link(accountTabPath('support'));
      const how = guest
        ? 'To read the whole conversation or write back, open your ticket and enter the email you wrote from and the access code we showed you when you sent your message.'
        : 'To read the conversation or answer, open Support in your account.';
      return mail(t, {
        key: `support-reply:${message.id}`,
        subject: `Re: ${t.subject} [${number}]`,
        title: `New reply on ${number}`,
        preheader: message.text.replace(/\s+/g, ' ').slice(0, 120),
        bodyHtml: [
          `<p>We answered your ticket <strong>${number}</strong>:</p>`,
          quoteHtml(message.text),
          `<p>${escapeHtml(how)}</p>`,
        ],
        bodyText: [`We answered your ticket ${number}:`, message.text.trim(), how],
        action: { url, label: 'View my ticket' },
      });
    },
  };
}

export type SupportMails = ReturnType<typeof createSupportMails>;
