import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRM_TTL_HOURS,
  NEWSLETTER_ONE_CLICK_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '@coffee/contracts';
import { BRAND } from '@coffee/mailer';
import { button, escapeHtml, renderLayout, safeHeaderValue, type MailMessage } from '../outbox';
import { shopLink } from '../recipient';

/** Who a newsletter mail goes to: the row's address and the first name it was signed up with. */
export interface NewsletterRecipient {
  email: string;
  firstName: string | null;
}

const greeting = (r: NewsletterRecipient) => {
  const name = r.firstName?.trim();
  return name ? `Hi ${name},` : 'Hi there,';
};
const toName = (r: NewsletterRecipient) => safeHeaderValue(r.firstName?.trim() ?? '').slice(0, 120);

/** The content of one marketing mail, before its unsubscribe parts are added. */
export interface MarketingContent {
  key: string;
  subject: string;
  title: string;
  preheader?: string;
  bodyHtml: string;
  bodyText: string;
}

/** The unsubscribe page (footer link) and the one-click URL (List-Unsubscribe) of one token. */
export function unsubscribeLinks(publicUrl: string, token: string) {
  return {
    page: shopLink(publicUrl, NEWSLETTER_UNSUBSCRIBE_PATH, { token }),
    oneClick: shopLink(publicUrl, NEWSLETTER_ONE_CLICK_PATH, { token }),
  };
}

/**
 * Every marketing mail: the footer's unsubscribe link and the RFC 8058 headers, on the token
 * minted for this mail (its hash is pushed onto the row in the same write as the mail).
 */
export function marketingMail(
  publicUrl: string,
  to: NewsletterRecipient,
  token: string,
  content: MarketingContent,
): MailMessage {
  const links = unsubscribeLinks(publicUrl, token);
  const { html, text } = renderLayout({
    title: content.title,
    ...(content.preheader ? { preheader: content.preheader } : {}),
    bodyHtml: content.bodyHtml,
    bodyText: content.bodyText,
    footerHtml:
      'You get this because you subscribed to the Brew Haven newsletter. ' +
      `<a href="${escapeHtml(links.page)}" style="color:${BRAND.caramel};">Unsubscribe</a>`,
    footerText: `You get this because you subscribed to the Brew Haven newsletter. Unsubscribe: ${links.page}`,
    publicUrl,
  });
  const name = toName(to);
  return {
    key: content.key,
    to: to.email,
    ...(name ? { toName: name } : {}),
    subject: content.subject,
    html,
    text,
    category: 'marketing',
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The double opt-in's confirmation: transactional (the mail the sign-up asked for), with the
 * single-use link valid 48 hours. `tokenId` names the link in the key, never the token.
 */
export function newsletterConfirmMail(
  publicUrl: string,
  to: NewsletterRecipient,
  token: string,
  tokenId: string,
): MailMessage {
  const link = shopLink(publicUrl, NEWSLETTER_CONFIRM_PATH, { token });
  const hours = NEWSLETTER_CONFIRM_TTL_HOURS;
  const { html, text } = renderLayout({
    title: 'Confirm your subscription',
    preheader: 'One click and our coffee news is on its way.',
    bodyHtml: [
      `<p>${escapeHtml(greeting(to))}</p>`,
      '<p>Someone (we hope you) asked to get the Brew Haven newsletter at this address: ' +
        'new roasts, brewing tips and offers, about twice a month.</p>',
      button(link, 'Yes, subscribe me'),
      `<p>The link works for ${hours} hours and only once.</p>`,
      "<p>If you didn't ask for this, ignore this email: you won't be subscribed.</p>",
    ].join('\n'),
    bodyText: [
      greeting(to),
      '',
      'Someone (we hope you) asked to get the Brew Haven newsletter at this address:',
      'new roasts, brewing tips and offers, about twice a month.',
      '',
      `Yes, subscribe me: ${link}`,
      '',
      `The link works for ${hours} hours and only once.`,
      '',
      "If you didn't ask for this, ignore this email: you won't be subscribed.",
    ].join('\n'),
    publicUrl,
  });
  const name = toName(to);
  return {
    key: `newsletter-confirm:${tokenId}`,
    to: to.email,
    ...(name ? { toName: name } : {}),
    subject: 'Confirm your Brew Haven newsletter subscription',
    html,
    text,
    category: 'transactional',
  };
}

/** After the confirmation: the first newsletter mail, so marketing (unsubscribe headers). */
export function newsletterWelcomeMail(
  publicUrl: string,
  to: NewsletterRecipient,
  token: string,
  eventId: string,
): MailMessage {
  const shop = shopLink(publicUrl, '/');
  return marketingMail(publicUrl, to, token, {
    key: `newsletter-welcome:${eventId}`,
    subject: 'Welcome to the Brew Haven newsletter',
    title: "You're subscribed",
    preheader: 'Coffee news, brewing tips and offers, about twice a month.',
    bodyHtml: [
      `<p>${escapeHtml(greeting(to))}</p>`,
      '<p>Thanks for confirming. About twice a month we will write with new roasts, ' +
        'brewing tips and offers for subscribers.</p>',
      button(shop, 'Browse our coffee'),
    ].join('\n'),
    bodyText: [
      greeting(to),
      '',
      'Thanks for confirming. About twice a month we will write with new roasts,',
      'brewing tips and offers for subscribers.',
      '',
      `Browse our coffee: ${shop}`,
    ].join('\n'),
  });
}
