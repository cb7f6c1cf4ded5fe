import { Types } from 'mongoose';
import type { accountHarness } from './harness';

type Harness = ReturnType<typeof accountHarness>;

export interface StoredMail {
  key: string;
  to: string;
  toName?: string;
  subject: string;
  html: string;
  text: string;
  category: string;
}

/** The user document as stored, with the fields the schema hides (outbox, link hashes). */
export async function storedUser(h: Harness, id: string) {
  return h.users().findOne({ _id: new Types.ObjectId(id) });
}

/** The mails recorded on the user's document (not yet relayed: no mailer runs in these tests). */
export async function outboxOf(h: Harness, id: string): Promise<StoredMail[]> {
  return ((await storedUser(h, id))?.outbox ?? []) as StoredMail[];
}

/** The token of the link to `path` in the mail's text part. */
export function linkToken(mail: StoredMail | undefined, path: string): string {
  const found = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!found?.[1]) throw new Error(`no ${path} link in ${JSON.stringify(mail?.text)}`);
  return found[1];
}
