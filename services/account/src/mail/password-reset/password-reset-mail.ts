import { FORGOT_PASSWORD_PATH, PASSWORD_RESET_TTL_MINUTES } from '@coffee/contracts';
import { button, escapeHtml, renderLayout, type MailMessage } from '../outbox';
import { displayName, greetingName, shopLink, type Recipient } from '../recipient';

/** The reset link, valid 30 minutes, once. `tokenId` names this link (not the token itself). */
export function passwordResetMail(
  publicUrl: string,
  user: Recipient & { email: string },
  link: string,
  tokenId: string,
): MailMessage {
  const name = greetingName(user);
  const again = shopLink(publicUrl, FORGOT_PASSWORD_PATH);
  const { html, text } = renderLayout({
    title: 'Reset your password',
    preheader: `This link works for ${PASSWORD_RESET_TTL_MINUTES} minutes, once.`,
    bodyHtml: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      '<p>Someone (we hope you) asked to reset the password of your Brew Haven account. ' +
        'Choose a new one with the button below.</p>',
      button(link, 'Choose a new password'),
      `<p>The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes and only once. ` +
        `If it has expired, <a href="${escapeHtml(again)}">ask for a new one</a>.</p>`,
      "<p>If you didn't ask for this, ignore this email: your password stays as it is.</p>",
    ].join('\n'),
    bodyText: [
      `Hi ${name},`,
      '',
      'Someone (we hope you) asked to reset the password of your Brew Haven account.',
      'Choose a new one here:',
      '',
      link,
      '',
      `The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes and only once. If it has expired, ask for a new one: ${again}`,
      '',
      "If you didn't ask for this, ignore this email: your password stays as it is.",
    ].join('\n'),
    publicUrl,
  });
  return {
    key: `password-reset:${user.id}:${tokenId}`,
    to: user.email,
    toName: displayName(user),
    subject: 'Reset your Brew Haven password',
    html,
    text,
    category: 'transactional',
  };
}
