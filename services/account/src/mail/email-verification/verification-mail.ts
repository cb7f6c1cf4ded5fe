import { EMAIL_VERIFICATION_TTL_HOURS } from '@coffee/contracts';
import { button, escapeHtml, renderLayout, type MailMessage } from '../outbox';
import { displayName, greetingName, type Recipient } from '../recipient';

/**
 * 'welcome': the new account's first mail, with the link that verifies its address.
 * 'verify': that link again, asked for from the profile.
 * 'change': the link that makes a new address the account's (sent to that new address).
 */
export type VerificationKind = 'welcome' | 'verify' | 'change';

const TITLES: Record<VerificationKind, string> = {
  welcome: 'Welcome to Brew Haven',
  verify: 'Verify your email address',
  change: 'Confirm your new email address',
};

const INTROS: Record<VerificationKind, string> = {
  welcome:
    'Thank you for creating your Brew Haven account. Please confirm that this is your email address, so we can reach you about your orders and your account.',
  verify: 'Please confirm that this is the email address of your Brew Haven account.',
  change:
    'You asked to use this address for your Brew Haven account. It replaces the old one once you confirm it.',
};

export function verificationMail(
  publicUrl: string,
  user: Recipient,
  to: string,
  link: string,
  kind: VerificationKind,
  tokenId: string,
): MailMessage {
  const name = greetingName(user);
  const welcome = kind === 'welcome';
  const title = TITLES[kind];
  const intro = INTROS[kind];
  const { html, text } = renderLayout({
    title,
    preheader: 'Confirm your email address.',
    bodyHtml: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      button(link, 'Verify my email address'),
      `<p>The link works for ${EMAIL_VERIFICATION_TTL_HOURS} hours. ` +
        "If you didn't ask for this, ignore this email.</p>",
    ].join('\n'),
    bodyText: [
      `Hi ${name},`,
      '',
      intro,
      '',
      `Verify your email address: ${link}`,
      '',
      `The link works for ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you didn't ask for this, ignore this email.`,
    ].join('\n'),
    publicUrl,
  });
  return {
    key: `${welcome ? 'welcome' : 'verify-email'}:${user.id}:${tokenId}`,
    to,
    toName: displayName(user),
    subject: welcome ? 'Welcome to Brew Haven: please verify your email' : title,
    html,
    text,
    category: 'transactional',
  };
}
