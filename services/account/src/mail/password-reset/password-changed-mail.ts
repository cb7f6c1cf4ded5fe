import { FORGOT_PASSWORD_PATH } from '@coffee/contracts';
import { escapeHtml, renderLayout, type MailMessage } from '../outbox';
import { displayName, greetingName, shopLink, type Recipient } from '../recipient';

/** The notice after a reset or a change in Settings; `eventId` makes each change its own mail. */
export function passwordChangedMail(
  publicUrl: string,
  user: Recipient & { email: string },
  how: 'reset' | 'settings',
  eventId: string,
): MailMessage {
  const name = greetingName(user);
  const reset = shopLink(publicUrl, FORGOT_PASSWORD_PATH);
  const what =
    how === 'reset'
      ? 'Your password was reset with a link we emailed you, and every device was signed out.'
      : 'Your password was changed in your account settings, and your other devices were signed out.';
  const { html, text } = renderLayout({
    title: 'Your password was changed',
    preheader: what,
    bodyHtml: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(what)}</p>`,
      '<p>If this was you, there is nothing else to do. If it was not, ' +
        `<a href="${escapeHtml(reset)}">reset your password now</a> and contact us.</p>`,
    ].join('\n'),
    bodyText: [
      `Hi ${name},`,
      '',
      what,
      '',
      `If this was you, there is nothing else to do. If it was not, reset your password now: ${reset}`,
    ].join('\n'),
    publicUrl,
  });
  return {
    key: `password-changed:${user.id}:${eventId}`,
    to: user.email,
    toName: displayName(user),
    subject: 'Your Brew Haven password was changed',
    html,
    text,
    category: 'transactional',
  };
}
