import { isObjectIdHex } from '@coffee/contracts';
import { isDuplicateKeyError } from '@coffee/service-defaults';
import mongoose, { type Connection } from 'mongoose';
import type { SubscriptionRepository } from '../domain/subscriptions/ports';
import type { SubscriptionRecord, SubscriptionState } from '../domain/subscriptions/subscription';
import { subscriptionModel } from './subscription-model';
import { toObjectId } from './object-id';
import { staffSubscriptionQueries } from './staff-subscription-queries';
import { pendingMail } from '../mail/outbox';

// What mongoose's lean() gives back: the stored fields, with Mongo's nulls and empty arrays.
type Stored = Omit<SubscriptionRecord, 'id'> & { _id: mongoose.Types.ObjectId };

/** Nested documents come back with Mongo's nulls for unset fields: the record's shape. */
function toRecord(doc: Stored): SubscriptionRecord {
  const { _id, ...rest } = doc;
  return {
    ...rest,
    id: String(_id),
    pending: rest.pending ?? null,
    dunning: rest.dunning ?? null,
    attempt: rest.attempt ?? 0,
    skipCycles: [...(rest.skipCycles ?? [])],
    deliveries: (rest.deliveries ?? []).map((d) => ({
      ...d,
      orderId: d.orderId ?? null,
      orderNumber: d.orderNumber ?? null,
      totalCents: d.totalCents ?? null,
      note: d.note ?? null,
    })),
  };
}

/** Only the state's own fields: a record passed as a state never rewrites its owner or key. */
const stateOf = (s: SubscriptionState): SubscriptionState => ({
  status: s.status,
  pauseReason: s.pauseReason,
  pausedUntil: s.pausedUntil,
  item: s.item,
  pending: s.pending,
  cycle: s.cycle,
  attempt: s.attempt,
  nextDeliveryOn: s.nextDeliveryOn,
  nextChargeAt: s.nextChargeAt,
  skipCycles: s.skipCycles,
  shippingAddress: s.shippingAddress,
  card: s.card,
  dunning: s.dunning,
  deliveries: s.deliveries,
  cancelledAt: s.cancelledAt,
});

type PendingMail = ReturnType<typeof pendingMail>;

export interface SubscriptionRepositoryOptions {
  /**
   * Mails older than this leave the document when new ones are recorded (relayed long before):
   * SUBSCRIPTION_MAIL_KEEP_MS, whose default config.ts keeps.
   */
  keepMailMs: number;
}

/** The subscriptions collection; every query by id carries the owner where a customer asks. */
export function createSubscriptionRepository(
  connection: Connection,
  { keepMailMs }: SubscriptionRepositoryOptions,
): SubscriptionRepository {
  const Subscriptions = subscriptionModel(connection);
  const byId = (id: string) => (isObjectIdHex(id) ? { _id: toObjectId(id) } : null);

  return {
    newId: () => new mongoose.Types.ObjectId().toHexString(),
    async insert({ id, ...record }, mails = []) {
      try {
        const created = await Subscriptions.create({
          _id: toObjectId(id),
          ...record,
          ...(mails.length ? { outbox: mails.map(pendingMail) } : {}),
        });
        const { outbox: _outbox, ...stored } = created.toObject() as unknown as Stored & {
          outbox?: unknown;
        };
        return toRecord(stored);
      } catch (err) {
        if (isDuplicateKeyError(err)) return 'duplicate';
        throw err;
      }
    },
    async findByKey(userId, createKey) {
      const doc = await Subscriptions.findOne({ userId, createKey }).lean<Stored>();
      return doc ? toRecord(doc) : null;
    },
    async findOwned(userId, id) {
      const filter = byId(id);
      if (!filter) return null;
      // By _id alone, the owner checked here: FerretDB (on SQLite) answers a filter of nothing
      // but _id from its primary key, and any other filter by reading every subscription.
      const doc = await Subscriptions.findOne(filter).lean<Stored>();
      return doc && doc.userId === userId ? toRecord(doc) : null;
    },
    async findById(id) {
      const filter = byId(id);
      if (!filter) return null;
      const doc = await Subscriptions.findOne(filter).lean<Stored>();
      return doc ? toRecord(doc) : null;
    },
    async listByUser(userId) {
      const docs = await Subscriptions.find({ userId })
        .sort({ createdAt: -1, _id: -1 })
        .lean<Stored[]>();
      return docs.map(toRecord);
    },
    async save(id, state: SubscriptionState, mails = []) {
      const filter = byId(id);
      if (!filter) return;
      if (!mails.length) {
        await Subscriptions.updateOne(filter, { $set: stateOf(state) });
        return;
      }
      // New mails: the ones relayed long ago go as these come (docs/decisions/mail-outbox.md,
      // "trims old ones in its own guarded writes"). Every save runs under the subscription's
      // lease and the relay only reads, so the outbox read here is the one this write replaces.
      const fresh = mails.map(pendingMail);
      const doc = await Subscriptions.findOne(filter)
        .select({ outbox: 1 })
        .lean<{ outbox?: PendingMail[] }>();
      const cutoff = Date.now() - keepMailMs;
      const kept = (doc?.outbox ?? []).filter((m) => (m.createdAt as Date).getTime() >= cutoff);
      await Subscriptions.updateOne(
        filter,
        kept.length === (doc?.outbox ?? []).length
          ? { $set: stateOf(state), $push: { outbox: { $each: fresh } } }
          : { $set: { ...stateOf(state), outbox: [...kept, ...fresh] } },
      );
    },
    async removeAllOf(userId) {
      await Subscriptions.deleteMany({ userId });
    },
    async activeDueBy(until, limit) {
      const docs = await Subscriptions.find({
        status: 'active',
        nextChargeAt: mongoose.trusted({ $ne: null, $lte: until }),
      })
        .sort({ nextChargeAt: 1, _id: 1 })
        .limit(limit)
        .lean<Stored[]>();
      return docs.map(toRecord);
    },
    async dueIds(now, limit) {
      const docs = await Subscriptions.find({
        nextChargeAt: mongoose.trusted({ $ne: null, $lte: now }),
        // Active or paused (a pause ends on its day): of the three statuses, all but cancelled.
        // FerretDB pushes $ne down to its PostgreSQL backend, and not $in, so the cancelled ones,
        // most of a shop's in time, are never read (MongoDB answers from its index either way).
        status: mongoose.trusted({ $ne: 'cancelled' }),
      })
        .sort({ nextChargeAt: 1, _id: 1 })
        .limit(limit)
        .select({ _id: 1 })
        .lean<Array<{ _id: mongoose.Types.ObjectId }>>();
      return docs.map((doc) => String(doc._id));
    },
    // The back office's reads and writes (staff-subscription-queries.ts).
    ...staffSubscriptionQueries(Subscriptions, { toRecord, stateOf, byId }),
  };
}
