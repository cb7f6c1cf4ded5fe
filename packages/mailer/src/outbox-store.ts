import mongoose, { type mongo } from 'mongoose';
import { messageIdFor, type MailMessage } from './message';
import {
  CLAIMS_COLLECTION,
  OUTBOX_COLLECTION,
  OUTBOX_STATUSES,
  newOutboxFields,
  toView,
  type OutboxDoc,
  type OutboxStatus,
  type OutboxView,
} from './outbox-doc';

const DUPLICATE_KEY = 11000;
const MAX_ERROR_TEXT = 500;

export function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === DUPLICATE_KEY;
}

export interface ListQuery {
  status?: OutboxStatus;
  limit?: number;
  /** An outbox id: list the messages older than it (the next page). */
  before?: string;
}

/** `<outboxId>:<claims>`: taken by one mailer only; `at` tells a stranded one (see claimNext). */
interface ClaimTicket {
  _id: string;
  outboxId: mongo.ObjectId;
  at?: Date;
}

/** The service's `mail_outbox` collection and every write the mailer makes to it. */
export class OutboxStore {
  readonly outbox: mongo.Collection<OutboxDoc>;
  private readonly claimTickets: mongo.Collection<ClaimTicket>;
  private indexes: Promise<void> | null = null;

  constructor(connection: mongoose.Connection) {
    // The driver's collections: exact filters and updates, no casting, hooks or plugins.
    this.outbox = connection.collection<OutboxDoc>(OUTBOX_COLLECTION) as never;
    this.claimTickets = connection.collection(CLAIMS_COLLECTION) as never;
  }

  /** Creates the indexes once per store (retried after a failure). */
  ready(): Promise<void> {
    this.indexes ??= Promise.all([
      this.outbox.createIndex({ key: 1 }, { unique: true, name: 'mail_outbox_key' }),
      this.outbox.createIndex({ status: 1, nextAttemptAt: 1 }, { name: 'mail_outbox_due' }),
    ]).then(
      () => undefined,
      (err: unknown) => {
        this.indexes = null;
        throw err;
      },
    );
    return this.indexes;
  }

  /**
   * Stores a checked message unless its key is already there. The unique index on `key` decides
   * between two writers of the same key, on MongoDB and on FerretDB alike.
   */
  async insertOnce(
    message: MailMessage,
    createdAt: Date,
    extra?: { status?: OutboxStatus; lastError?: string },
  ): Promise<boolean> {
    await this.ready();
    try {
      const res = await this.outbox.updateOne(
        { key: message.key },
        { $setOnInsert: newOutboxFields(message, createdAt, extra) },
        { upsert: true },
      );
      return res.upsertedCount === 1;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /** Due now: waiting and its time has come, or sending under a lease that has run out. */
  private dueFilter(now: Date): mongo.Filter<OutboxDoc> {
    return {
      $or: [
        { status: 'waiting', nextAttemptAt: { $lte: now } },
        { status: 'sending', leaseUntil: { $lt: now } },
      ],
    };
  }

  /**
   * Claims one due message for `owner` until `now + leaseMs`, or returns null when none is due.
   *
   * findOneAndUpdate alone is atomic on MongoDB, but FerretDB 1.24 runs it as a read followed by
   * a whole-document write (handler/msg_findandmodify.go: Query, then UpdateAll), so two mailers
   * could both "win". An insert under a unique _id is atomic on both: the claim ticket
   * `<outboxId>:<claims>` can be taken by one mailer only, and the update that follows moves the
   * message to the next claim number, so a stale read can never claim it again.
   *
   * A mailer that dies between its ticket and that update strands the ticket: the message is
   * still due at the same claim number, and every other mailer's ticket for it is refused. A live
   * claim does both writes within moments, so a ticket older than a lease is stranded: it is
   * cleared (by one mailer: the delete names its time) and the claim is tried once more.
   */
  async claimNext(owner: string, now: Date, leaseMs: number): Promise<OutboxDoc | null> {
    await this.ready();
    const candidates = await this.outbox
      .find(this.dueFilter(now), { projection: { _id: 1, claims: 1 } })
      .sort({ nextAttemptAt: 1 })
      .limit(10)
      .toArray();
    for (const candidate of candidates) {
      const claims = candidate.claims ?? 0;
      const ticket = { _id: `${candidate._id.toHexString()}:${claims}`, outboxId: candidate._id };
      let ours = await this.takeTicket(ticket, now);
      if (!ours && (await this.clearStrandedTicket(ticket._id, now, leaseMs))) {
        ours = await this.takeTicket(ticket, now);
      }
      if (!ours) continue; // another mailer is claiming this one
      const claimed = await this.outbox.findOneAndUpdate(
        { $and: [{ _id: candidate._id, claims }, this.dueFilter(now)] },
        {
          $set: {
            status: 'sending',
            leaseOwner: owner,
            leaseUntil: new Date(now.getTime() + leaseMs),
          },
          $inc: { attempts: 1, claims: 1 },
        },
        { returnDocument: 'after' },
      );
      if (claimed) return claimed;
    }
    return null;
  }

  /** Inserts the claim ticket; false when it exists (another mailer's, or a stranded one). */
  private async takeTicket(ticket: Omit<ClaimTicket, 'at'>, now: Date): Promise<boolean> {
    try {
      await this.claimTickets.insertOne({ ...ticket, at: now });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /** Deletes the ticket if it is older than a lease (or from before tickets had a time). */
  private async clearStrandedTicket(id: string, now: Date, leaseMs: number): Promise<boolean> {
    const res = await this.claimTickets.deleteOne({
      _id: id,
      $or: [{ at: { $lt: new Date(now.getTime() - leaseMs) } }, { at: { $exists: false } }],
    });
    return res.deletedCount === 1;
  }

  /** The filter that holds only while `doc`'s lease is still ours. */
  private leased(doc: OutboxDoc): mongo.Filter<OutboxDoc> {
    return { _id: doc._id, status: 'sending', leaseOwner: doc.leaseOwner, claims: doc.claims };
  }

  /** Marks a claimed message sent; false when the lease was lost meanwhile. */
  async markSent(doc: OutboxDoc, now: Date): Promise<boolean> {
    const res = await this.outbox.updateOne(this.leased(doc), {
      $set: { status: 'sent', sentAt: now, leaseUntil: null, leaseOwner: null, lastError: null },
    });
    return this.settled(doc, res.modifiedCount === 1);
  }

  /**
   * After a mark, every ticket of the message is spent: the claim that moved it past their
   * numbers has completed, so no later claim can match them (and a stale claimer that re-inserts
   * one still finds the message at a higher claim number).
   */
  private async settled(doc: OutboxDoc, ours: boolean): Promise<boolean> {
    if (ours) await this.claimTickets.deleteMany({ outboxId: doc._id }).catch(() => undefined);
    return ours;
  }

  /** Puts a failed attempt back in line at `retryAt`, or parks it when `park` is set. */
  async markFailed(doc: OutboxDoc, error: string, retryAt: Date, park: boolean): Promise<boolean> {
    const res = await this.outbox.updateOne(this.leased(doc), {
      $set: {
        status: park ? 'parked' : 'waiting',
        nextAttemptAt: retryAt,
        leaseUntil: null,
        leaseOwner: null,
        lastError: error.slice(0, MAX_ERROR_TEXT),
      },
    });
    return this.settled(doc, res.modifiedCount === 1);
  }

  /** Which of `keys` the outbox holds already (one `$in` query). */
  async heldKeys(keys: readonly string[]): Promise<Set<string>> {
    await this.ready();
    const docs = await this.outbox
      .find({ key: { $in: [...keys] } }, { projection: { _id: 0, key: 1 } })
      .toArray();
    return new Set(docs.map((doc) => doc.key));
  }

  /** How many messages are in each status. */
  async counts(): Promise<Record<OutboxStatus, number>> {
    const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<
      OutboxStatus,
      number
    >;
    const groups = await this.outbox
      .aggregate<{ _id: unknown; n: number }>([{ $group: { _id: '$status', n: { $sum: 1 } } }])
      .toArray();
    for (const { _id, n } of groups) {
      if (OUTBOX_STATUSES.includes(_id as OutboxStatus)) counts[_id as OutboxStatus] = n;
    }
    return counts;
  }

  /** One message as an admin sees it, or null when there is none with that id. */
  async get(id: string): Promise<OutboxView | null> {
    if (!mongoose.isObjectIdOrHexString(id)) return null;
    const doc = await this.outbox.findOne({ _id: new mongoose.mongo.ObjectId(id) });
    return doc ? toView(doc) : null;
  }

  async list(query: ListQuery): Promise<OutboxView[]> {
    const filter: mongo.Filter<OutboxDoc> = {};
    if (query.status !== undefined) {
      if (!OUTBOX_STATUSES.includes(query.status)) return [];
      filter.status = query.status;
    }
    if (query.before !== undefined) {
      if (!mongoose.isObjectIdOrHexString(query.before)) return [];
      filter._id = { $lt: new mongoose.mongo.ObjectId(query.before) };
    }
    const limit = Math.min(Math.max(Math.trunc(query.limit ?? 50) || 50, 1), 200);
    const docs = await this.outbox.find(filter).sort({ _id: -1 }).limit(limit).toArray();
    return docs.map(toView);
  }

  /**
   * Puts a parked or sent message back in line with its attempts reset. A parked message keeps
   * its Message-ID (a receiver that already has it drops the copy); a sent one gets the next
   * resend's id, since the admin means it to arrive again.
   */
  async resend(id: string, now: Date): Promise<boolean> {
    if (!mongoose.isObjectIdOrHexString(id)) return false;
    const _id = new mongoose.mongo.ObjectId(id);
    const doc = await this.outbox.findOne({ _id, status: { $in: ['parked', 'sent'] } });
    if (!doc) return false;
    const resends = doc.status === 'sent' ? (doc.resends ?? 0) + 1 : (doc.resends ?? 0);
    const res = await this.outbox.updateOne(
      { _id, status: doc.status, claims: doc.claims },
      {
        $set: {
          status: 'waiting',
          attempts: 0,
          resends,
          messageId: messageIdFor(doc.key, resends),
          nextAttemptAt: now,
          leaseUntil: null,
          leaseOwner: null,
          lastError: null,
        },
      },
    );
    return res.modifiedCount === 1;
  }
}
