import type mongoose from 'mongoose';
import { checkedMessage, InvalidMailError, type MailMessage } from './message';
import type { OutboxStore } from './outbox-store';
import type { MailerLogger } from './logger';

const BATCH = 100;

/** What the relay needs of a source model: its driver collection. */
export interface OutboxSource {
  collection: mongoose.Collection;
}

interface EmbeddedEntry extends Partial<MailMessage> {
  createdAt?: Date;
}

/** The sparse index that lets the relay find the few documents with mail to move. */
export async function indexSources(sources: readonly OutboxSource[]): Promise<void> {
  await Promise.all(
    sources.map((model) =>
      model.collection.createIndex({ 'outbox.key': 1 }, { sparse: true, name: 'mail_pending' }),
    ),
  );
}

/**
 * Moves the mail that domain documents carry in their embedded `outbox` into `mail_outbox`:
 * first an insert by unique key (a key already there was relayed before: a crash between the two
 * steps, or a second relay running at the same time), then a `$pullAll` of those entries from the
 * document. Neither step needs a transaction or a change stream. Returns how many entries it
 * moved.
 */
export async function relayOutboxes(
  store: OutboxStore,
  sources: readonly OutboxSource[],
  logger: MailerLogger,
): Promise<number> {
  let moved = 0;
  for (const model of sources) {
    // The driver's collection: `outbox` is `select: false` in the schemas, and no hooks run.
    const collection = model.collection;
    const docs = await collection
      .find({ 'outbox.key': { $exists: true } }, { projection: { _id: 1, outbox: 1 } })
      .limit(BATCH)
      .toArray();
    for (const doc of docs) {
      const entries = Array.isArray(doc.outbox) ? (doc.outbox as EmbeddedEntry[]) : [];
      for (const entry of entries) {
        if (typeof entry?.key !== 'string' || entry.key === '') {
          logger.error(
            { collection: collection.collectionName, id: String(doc._id) },
            'mailer: dropped an embedded outbox entry without a key',
          );
          continue;
        }
        await relayEntry(store, entry);
        moved += 1;
      }
      // $pullAll of the entries exactly as read: FerretDB 1.24 ignores a $pull with a condition
      // (it matches nothing), while whole-value removal works there and on MongoDB. An entry
      // pushed meanwhile is a different value and stays for the next round. Entries without a
      // key go too (logged above): they could never be sent.
      await collection.updateOne({ _id: doc._id }, { $pullAll: { outbox: entries } } as never);
    }
  }
  return moved;
}

async function relayEntry(store: OutboxStore, entry: EmbeddedEntry): Promise<void> {
  const createdAt = entry.createdAt instanceof Date ? entry.createdAt : new Date();
  try {
    await store.insertOnce(checkedMessage(entry as MailMessage), createdAt);
  } catch (err) {
    if (!(err instanceof InvalidMailError)) throw err;
    // Written past pendingMail()'s checks: park it where an admin sees why.
    await store.insertOnce(
      {
        key: entry.key as string,
        to: String(entry.to ?? ''),
        subject: String(entry.subject ?? '(invalid mail)'),
        html: String(entry.html ?? ''),
        text: String(entry.text ?? ''),
        category: entry.category === 'marketing' ? 'marketing' : 'transactional',
      },
      createdAt,
      { status: 'parked', lastError: err.message },
    );
  }
}
