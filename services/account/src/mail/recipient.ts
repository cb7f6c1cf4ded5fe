import { safeHeaderValue } from './outbox';

/** Who a mail goes to, as the templates need it: the greeting and the header's display name. */
export interface Recipient {
  id: string;
  username: string;
  fullName: string | null;
}

/** The name used in greetings: the full name when there is one (escaped where HTML is made). */
export const greetingName = (r: Recipient) => r.fullName?.trim() || r.username;

/** The To header's display name: no CR/LF or control characters can reach the header. */
export const displayName = (r: Recipient) => safeHeaderValue(greetingName(r)).slice(0, 120);

/** A link on the shop's public origin, with its query. */
export function shopLink(publicUrl: string, path: string, query: Record<string, string> = {}) {
  const url = new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
