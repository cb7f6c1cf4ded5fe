import { Types } from 'mongoose';
import type { StartedCart } from './start-cart';

export interface StoredMail {
  key: string;
  to: string;
  toName?: string;
  subject: string;
  html: string;
  text: string;
  category: string;
  headers?: Record<string, string>;
}

/** The mails recorded on the order's document (no mailer runs in these tests: nothing relays them). */
export async function outboxOf(
  cart: Pick<StartedCart, 'db'>,
  orderId: string,
): Promise<StoredMail[]> {
  const doc = await cart.db.collection('orders').findOne({ _id: new Types.ObjectId(orderId) });
  return ((doc?.outbox as StoredMail[] | undefined) ?? []).map((mail) => ({
    ...mail,
    headers: mail.headers ? Object.fromEntries(Object.entries(mail.headers)) : undefined,
  })) as StoredMail[];
}

/** The one mail of `kind` (its key's first part) on the order; fails unless there is exactly one. */
export async function mailOf(
  cart: Pick<StartedCart, 'db'>,
  orderId: string,
  kind: string,
): Promise<StoredMail> {
  const found = (await outboxOf(cart, orderId)).filter((mail) => mail.key.startsWith(`${kind}:`));
  if (found.length !== 1)
    throw new Error(
      `expected one ${kind} mail, found ${found.length}: ${found.map((m) => m.key).join(', ')}`,
    );
  return found[0] as StoredMail;
}
