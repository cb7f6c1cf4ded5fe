import { FORGOT_PASSWORD_PATH } from '@coffee/contracts';
import { button, escapeHtml, renderLayout, type MailMessage } from '../outbox';
import { displayName, greetingName, shopLink, type Recipient } from '../recipient';

export interface NewDeviceSignIn {
  at: Date;
  /** A short summary from a fixed list ("Firefox on Linux"), never the raw User-Agent. */
  browser: string;
  /** The client's address, when known and well-formed. */
  address: string | null;
}

/** "Sunday, 29 November 2026 at 18:40 UTC". */
function utcTime(at: Date): string {
  const date = at.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  });
  return `${date} at ${time} UTC`;
}

/** The notice of a sign-in from a browser the account has not seen (when the owner asked for it). */
export function newDeviceSignInMail(
  publicUrl: string,
  user: Recipient & { email: string },
  signIn: NewDeviceSignIn,
  eventId: string,
): MailMessage {
  const name = greetingName(user);
  const reset = shopLink(publicUrl, FORGOT_PASSWORD_PATH);
  const facts: [string, string][] = [
    ['When', utcTime(signIn.at)],
    ['Browser', signIn.browser],
    ...(signIn.address
      ? [['Approximate location (network address)', signIn.address] as [string, string]]
      : []),
  ];
  const intro =
    'Your Brew Haven account was just signed in from a browser we have not seen before.';
  const notYou =
    'If this was not you, reset your password now: every device is then signed out. Then check your account details.';
  const { html, text } = renderLayout({
    title: 'New sign-in to your account',
    preheader: intro,
    bodyHtml: [
      `<p>Hi ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      '<ul>',
      ...facts.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`),
      '</ul>',
      '<p>If this was you, there is nothing to do.</p>',
      `<p>${escapeHtml(notYou)}</p>`,
      button(reset, 'Reset your password'),
      '<p>You get this mail because you turned on new-device sign-in mails in your account&#39;s Email preferences.</p>',
    ].join('\n'),
    bodyText: [
      `Hi ${name},`,
      '',
      intro,
      '',
      ...facts.map(([label, value]) => `${label}: ${value}`),
      '',
      'If this was you, there is nothing to do.',
      `${notYou} ${reset}`,
      '',
      "You get this mail because you turned on new-device sign-in mails in your account's Email preferences.",
    ].join('\n'),
    publicUrl,
  });
  return {
    key: `new-device-sign-in:${user.id}:${eventId}`,
    to: user.email,
    toName: displayName(user),
    subject: 'New sign-in to your Brew Haven account',
    html,
    text,
    category: 'transactional',
  };
}
