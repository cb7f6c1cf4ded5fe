import { lineName } from '@coffee/contracts';
import { shopLink } from './links';
import {
  BRAND,
  button,
  escapeHtml,
  InvalidMailError,
  pendingMail,
  renderLayout,
  safeHeaderValue,
  type MailMessage,
} from './outbox';

export interface ReminderMailInput {
  reminderId: string;
  to: string;
  name: string;
  items: { productName: string | null; variantLabel?: string | null; quantity: number }[];
  token: string;
  unsubscribeUrl: string;
  /** RFC 8058: a POST of `List-Unsubscribe=One-Click` there unsubscribes (the newsletter's). */
  oneClickUrl: string;
  linkDays: number;
}

/**
 * The abandoned-cart reminder: marketing mail, so it carries the unsubscribe link in its footer
 * and as List-Unsubscribe with one-click List-Unsubscribe-Post (RFC 8058). The button's link
 * opens the checkout, which brings the cart back after sign-in on any device.
 */
export function cartReminderMail(publicUrl: string, input: ReminderMailInput): MailMessage {
  const link = shopLink(publicUrl, '/checkout', { restore: input.token });
  const label = (item: ReminderMailInput['items'][number]) =>
    `${item.productName ? lineName(item.productName, item.variantLabel) : 'A coffee'} × ${item.quantity}`;
  const shown = input.items.slice(0, 10);
  const more = input.items.length - shown.length;
  const { html, text } = renderLayout({
    title: 'Your cart is waiting',
    preheader: 'The coffee you picked is still in your cart.',
    bodyHtml: [
      `<p>Hi ${escapeHtml(input.name)},</p>`,
      '<p>You left these in your Brew Haven cart:</p>',
      `<ul style="margin:0 0 16px 0;padding-left:20px;">${shown
        .map((item) => `<li>${escapeHtml(label(item))}</li>`)
        .join('')}${more > 0 ? `<li>and ${more} more</li>` : ''}</ul>`,
      '<p>Pick up where you left off, on this device or any other: sign in and your cart is back as it was.</p>',
      button(link, 'Return to my cart'),
      `<p style="font-size:14px;">The link works for ${input.linkDays} days, for your account only.</p>`,
    ].join('\n'),
    bodyText: [
      `Hi ${input.name},`,
      '',
      'You left these in your Brew Haven cart:',
      ...shown.map((item) => `- ${label(item)}`),
      ...(more > 0 ? [`- and ${more} more`] : []),
      '',
      'Pick up where you left off, on this device or any other: sign in and your cart is back as it was.',
      '',
      `Return to my cart: ${link}`,
      '',
      `The link works for ${input.linkDays} days, for your account only.`,
    ].join('\n'),
    footerHtml: `You get this because you subscribed to Brew Haven emails. <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${BRAND.caramel};">Unsubscribe</a>`,
    footerText: `You get this because you subscribed to Brew Haven emails. Unsubscribe: ${input.unsubscribeUrl}`,
    publicUrl,
  });
  return {
    key: `cart-reminder:${input.reminderId}`,
    to: input.to,
    toName: safeHeaderValue(input.name).slice(0, 120),
    subject: 'You left something in your cart',
    html,
    text,
    category: 'marketing',
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Why this shop cannot send the reminder, or null when it can: the mailer refuses a marketing
 * mail whose List-Unsubscribe is not https (RFC 8058; http only on localhost), so a PUBLIC_URL
 * on http elsewhere turns the reminders off, said once at start, rather than failing every sweep.
 */
export function reminderMailProblem(publicUrl: string): string | null {
  try {
    pendingMail(
      cartReminderMail(publicUrl, {
        reminderId: 'probe',
        to: 'probe@example.com',
        name: 'Probe',
        items: [{ productName: 'Probe', quantity: 1 }],
        token: 'probe',
        unsubscribeUrl: `${publicUrl}/newsletter/unsubscribe?token=probe`,
        oneClickUrl: `${publicUrl}/api/newsletter/one-click?token=probe`,
        linkDays: 7,
      }),
    );
    return null;
  } catch (err) {
    if (err instanceof InvalidMailError) return err.message;
    throw err;
  }
}
