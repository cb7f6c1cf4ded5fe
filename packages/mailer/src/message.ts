import { createHash } from 'node:crypto';
import { isDeliverableAddress, safeHeaderValue } from './safety';

export type MailCategory = 'transactional' | 'marketing';

export interface MailMessage {
  /** Unique per event, e.g. `password-reset:${userId}:${tokenId}`; the Message-ID derives from it. */
  key: string;
  to: string;
  toName?: string;
  subject: string;
  html: string;
  text: string;
  category: MailCategory;
  /** Extra headers, e.g. List-Unsubscribe; values are made single-line. */
  headers?: Record<string, string>;
}

/** A message that cannot be sent as given; thrown before anything is stored. */
export class InvalidMailError extends Error {
  readonly code = 'INVALID_MAIL';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMailError';
  }
}

export const MESSAGE_ID_DOMAIN = 'brewhaven.mail';
const MAX_KEY = 200;
const MAX_SUBJECT = 200;
const MAX_NAME = 120;
const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,62}$/;
// Headers the mailer owns: a template may not replace them.
const RESERVED_HEADERS = new Set([
  'bcc',
  'cc',
  'content-transfer-encoding',
  'content-type',
  'date',
  'from',
  'message-id',
  'mime-version',
  'reply-to',
  'sender',
  'subject',
  'to',
]);

/**
 * The Message-ID of one event's mail: the same key always gives the same id, so a resend after a
 * crash is recognised by a receiver that drops duplicate Message-IDs. `resends` counts
 * deliberate resends of a mail that was sent, each of which is meant to arrive.
 */
export function messageIdFor(key: string, resends = 0): string {
  const seed = resends > 0 ? `${key}\n#resend-${resends}` : key;
  const hash = createHash('sha256').update(seed).digest('hex').slice(0, 32);
  return `<${hash}@${MESSAGE_ID_DOMAIN}>`;
}

/** The message as it is stored: checked, with single-line subject, name and header values. */
export function checkedMessage(message: MailMessage): MailMessage {
  if (message === null || typeof message !== 'object') {
    throw new InvalidMailError('A mail message must be an object');
  }
  const { key, to, toName, subject, html, text, category, headers } = message;
  if (typeof key !== 'string' || key.trim() === '' || key.length > MAX_KEY) {
    throw new InvalidMailError(`A mail needs a key of 1-${MAX_KEY} characters`);
  }
  if (!isDeliverableAddress(to)) {
    throw new InvalidMailError(
      `Cannot send mail to ${JSON.stringify(String(to).slice(0, 300))}: not one valid email address`,
    );
  }
  if (category !== 'transactional' && category !== 'marketing') {
    throw new InvalidMailError(`Unknown mail category ${JSON.stringify(category)}`);
  }
  const cleanSubject = safeHeaderValue(typeof subject === 'string' ? subject : '');
  if (cleanSubject === '') throw new InvalidMailError('A mail needs a subject');
  if (typeof html !== 'string' || typeof text !== 'string' || text.trim() === '') {
    throw new InvalidMailError('A mail needs an HTML and a plain-text part');
  }
  if (toName !== undefined && typeof toName !== 'string') {
    throw new InvalidMailError('toName must be a string');
  }
  if (category === 'marketing') checkUnsubscribe(headers);
  const cleanName = toName === undefined ? '' : safeHeaderValue(toName).slice(0, MAX_NAME);
  return {
    key,
    to,
    ...(cleanName ? { toName: cleanName } : {}),
    subject: cleanSubject.slice(0, MAX_SUBJECT),
    html,
    text,
    category,
    ...(headers === undefined ? {} : { headers: checkedHeaders(headers) }),
  };
}

/**
 * An https URL, as RFC 8058 asks; or http on the machine itself, where a developer's shop and the
 * e2e suite run (http://localhost:8080): no mail client outside it ever sees that origin.
 */
const UNSUBSCRIBE_URL =
  /<(?:https:\/\/[^>]+|http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?\/[^>]*)>/;

/** RFC 8058: every marketing mail offers a one-click unsubscribe. */
function checkUnsubscribe(headers: Record<string, string> | undefined): void {
  const find = (name: string) =>
    Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
  if (!UNSUBSCRIBE_URL.test(find('list-unsubscribe') ?? '')) {
    throw new InvalidMailError(
      'A marketing mail needs a List-Unsubscribe header with an https URL (http only on localhost)',
    );
  }
  if (find('list-unsubscribe-post') !== 'List-Unsubscribe=One-Click') {
    throw new InvalidMailError(
      'A marketing mail needs the header List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  }
}

function checkedHeaders(headers: Record<string, string>): Record<string, string> {
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers)) {
    throw new InvalidMailError('headers must be an object of strings');
  }
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name))
      throw new InvalidMailError(`Invalid header name ${JSON.stringify(name)}`);
    if (RESERVED_HEADERS.has(name.toLowerCase())) {
      throw new InvalidMailError(`The mailer sets ${name} itself`);
    }
    if (typeof value !== 'string') throw new InvalidMailError(`Header ${name} must be a string`);
    clean[name] = safeHeaderValue(value);
  }
  return clean;
}
