import { safeHeaderValue } from './outbox';

/** Who a mail goes to: the account's address and the names for the greeting and the header. */
export interface Recipient {
  id: string;
  email: string;
  username: string;
  fullName: string | null;
}

/** The name used in greetings: the full name when there is one (escaped where HTML is made). */
export const greetingName = (r: Recipient) => r.fullName?.trim() || r.username;

/** The To header's display name: no CR/LF or control characters can reach the header. */
export const displayName = (r: Recipient) => safeHeaderValue(greetingName(r)).slice(0, 120);

/** A link on the shop's public origin (path may carry its own query). */
export const shopLink = (publicUrl: string, path: string) =>
  new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();

/** 'November 29, 2027': the dates the membership pages show, in UTC as they do. */
export const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** '$99.00' */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
