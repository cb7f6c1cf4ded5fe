import type mongoose from 'mongoose';
import type { mongo } from 'mongoose';
import { checkedMessage, InvalidMailError, type MailMessage } from './message';
import type { OutboxStore } from './outbox-store';
import type { RelayCheckpoints } from './relay-checkpoints';
import type { MailerLogger } from './logger';

/** Documents per page: one `$in` question to `mail_outbox` per page. */
const BATCH = 100;
/** How far before its checkpoint a round reads again, by default. */
export const DEFAULT_RELAY_OVERLAP_MS = 120_000;

/** What the relay needs of a source model: its driver collection. */
export interface OutboxSource {
  collection: mongoose.Collection;
}

export interface RelayOptions {
  /**
   * How far before the checkpoint each round reads again: it must exceed the clock skew between
   * the instances plus the longest time from `pendingMail()` stamping an entry to the write
   * that carries it committing.
   */
  overlapMs: number;
  /** The relay's clock (tests move it). */
  now?: () => Date;
}

interface EmbeddedEntry extends Partial<MailMessage> {
  createdAt?: unknown;
}

type Doc = { _id: unknown; outbox?: unknown };

const entriesOf = (doc: Doc): EmbeddedEntry[] =>
  Array.isArray(doc.outbox) ? (doc.outbox as EmbeddedEntry[]) : [];

/** The sparse index that finds the documents with mail stamped since a checkpoint. */
export async function indexSources(sources: readonly OutboxSource[]): Promise<void> {
  await Promise.all(
    sources.map((model) =>
      model.collection.createIndex({ 'outbox.createdAt': 1 }, { sparse: true, name: 'mail_relay' }),
    ),
  );
}

/**
 * Copies the mail that domain documents carry in their embedded `outbox` into `mail_outbox`,
 * by unique key, and returns how many entries it newly copied. It only reads domain documents:
 * on FerretDB 1.24 every update is a read and a whole-document write, so any write of ours
 * could undo a service's concurrent change of the same document. The entries stay where they
 * are, as the document's mail history; a checkpoint per collection bounds what a round reads.
 */
export async function relayOutboxes(
  store: OutboxStore,
  checkpoints: RelayCheckpoints,
  sources: readonly OutboxSource[],
  logger: MailerLogger,
  options: RelayOptions,
): Promise<number> {
  let moved = 0;
  for (const model of sources) {
    moved += await relaySource(store, checkpoints, model.collection, logger, options);
  }
  return moved;
}

/**
 * One round over one collection: every document with an entry stamped since the checkpoint
 * minus the overlap (every document with mail on the first round), page by page in `_id`
 * order, then the checkpoint moves to the round's start. Any complete round's start is a sound
 * checkpoint: what committed before it was read by this round or by the rounds before it, and
 * what commits later was stamped after `start - overlap`, which the next round reads.
 */
async function relaySource(
  store: OutboxStore,
  checkpoints: RelayCheckpoints,
  collection: mongoose.Collection,
  logger: MailerLogger,
  { overlapMs, now = () => new Date() }: RelayOptions,
): Promise<number> {
  const source = collection.collectionName;
  const start = now();
  const checkpoint = await checkpoints.read(source);
  const since = checkpoint ? new Date(checkpoint.getTime() - overlapMs) : null;
  const window: mongo.Filter<mongo.Document> = since
    ? { 'outbox.createdAt': { $gte: since } }
    : { 'outbox.key': { $exists: true } };
  let moved = 0;
  let last: unknown = undefined;
  for (;;) {
    // Pages by _id: FerretDB 1.24 does not sort by a field inside an array (it keeps
    // insertion order), and on MongoDB an array sorts by its smallest element, entries
    // outside the window included. _id is unique and never changes.
    const page = await collection
      .find(last === undefined ? window : { $and: [window, { _id: { $gt: last as never } }] }, {
        projection: { 'outbox.key': 1, 'outbox.createdAt': 1 },
      })
      .sort({ _id: 1 })
      .limit(BATCH)
      .toArray();
    if (page.length > 0) moved += await relayPage(store, collection, page, since, logger);
    if (page.length < BATCH) break;
    last = page[page.length - 1]!._id;
  }
  await checkpoints.advance(source, start);
  return moved;
}

/** Asks `mail_outbox` which of the page's keys it holds, and copies the others. */
async function relayPage(
  store: OutboxStore,
  collection: mongoose.Collection,
  page: Doc[],
  since: Date | null,
  logger: MailerLogger,
): Promise<number> {
  // An entry without a stamp (written past pendingMail) is looked at whenever its document is.
  const inWindow = (entry: EmbeddedEntry | null) =>
    since === null ||
    !(entry?.createdAt instanceof Date) ||
    entry.createdAt.getTime() >= since.getTime();
  const keys = new Set<string>();
  for (const doc of page) {
    for (const entry of entriesOf(doc).filter(inWindow)) {
      if (typeof entry?.key === 'string' && entry.key !== '') keys.add(entry.key);
      else {
        logger.error(
          { collection: collection.collectionName, id: String(doc._id) },
          'mailer: an embedded outbox entry has no key; it cannot be sent',
        );
      }
    }
  }
  if (keys.size === 0) return 0;
  const held = await store.heldKeys([...keys]);
  const missing = new Set([...keys].filter((key) => !held.has(key)));
  if (missing.size === 0) return 0;

  // Only now the entries' bodies, of the few documents that have a new one.
  const ids = page
    .filter((doc) => entriesOf(doc).some((entry) => missing.has(entry.key as string)))
    .map((doc) => doc._id);
  const docs = await collection
    .find({ _id: { $in: ids as never[] } }, { projection: { outbox: 1 } })
    .sort({ _id: 1 })
    .toArray();
  let moved = 0;
  for (const doc of docs) {
    for (const entry of entriesOf(doc)) {
      if (typeof entry?.key !== 'string' || !missing.delete(entry.key)) continue;
      if (await relayEntry(store, entry)) moved += 1;
    }
  }
  return moved;
}

/** Inserts one entry by its key; false when the key was there already (a concurrent relay). */
async function relayEntry(store: OutboxStore, entry: EmbeddedEntry): Promise<boolean> {
  const createdAt = entry.createdAt instanceof Date ? entry.createdAt : new Date();
  try {
    return await store.insertOnce(checkedMessage(entry as MailMessage), createdAt);
  } catch (err) {
    if (!(err instanceof InvalidMailError)) throw err;
    // Written past pendingMail()'s checks: park it where an admin sees why.
    return store.insertOnce(
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
