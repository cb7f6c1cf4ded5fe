import { isObjectIdHex } from '@coffee/contracts';
import mongoose from 'mongoose';
import type { SubscriptionRepository } from '../domain/subscriptions/ports';
import type {
  StaffNoteRecord,
  StaffSubscriptionRecord,
} from '../domain/subscriptions/staff-records';
import type { SubscriptionRecord, SubscriptionState } from '../domain/subscriptions/subscription';
import type { SubscriptionModel } from './subscription-model';

const { trusted } = mongoose;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type StoredNote = Omit<StaffNoteRecord, 'staffName'> & { staffName?: string | null };
type Stored = Omit<SubscriptionRecord, 'id'> & {
  _id: mongoose.Types.ObjectId;
  staffNotes?: StoredNote[] | null;
};

/** The repository's own helpers, so these read and write exactly as it does. */
interface Helpers {
  toRecord: (doc: Stored) => SubscriptionRecord;
  stateOf: (state: SubscriptionState) => SubscriptionState;
  byId: (id: string) => { _id: mongoose.Types.ObjectId } | null;
}

type StaffQueries = Pick<
  SubscriptionRepository,
  'staffPage' | 'findForStaff' | 'saveByStaff' | 'staffFigures'
>;

/**
 * The back office's side of the subscriptions collection: every customer's subscriptions,
 * searched and paged, the staff notes, and the dashboard's figures. Only the common query
 * subset FerretDB runs ($or, $regex, countDocuments).
 */
export function staffSubscriptionQueries(
  Subscriptions: SubscriptionModel,
  { toRecord, stateOf, byId }: Helpers,
): StaffQueries {
  const toStaffRecord = (doc: Stored): StaffSubscriptionRecord => ({
    ...toRecord(doc),
    staffNotes: (doc.staffNotes ?? []).map((n) => ({ ...n, staffName: n.staffName ?? null })),
  });

  return {
    async staffPage(filter, { limit, offset }) {
      const query: Record<string, unknown> = {};
      if (filter.status) query.status = filter.status;
      const q = filter.q?.trim();
      if (q) {
        const pattern = trusted({ $regex: escapeRegex(q), $options: 'i' });
        // The coffee by any part of its name; a customer or a subscription by its whole id.
        const or: Record<string, unknown>[] = [{ 'item.productName': pattern }, { userId: q }];
        if (isObjectIdHex(q)) or.push({ _id: new mongoose.Types.ObjectId(q) });
        query.$or = or;
      }
      const [docs, total] = await Promise.all([
        Subscriptions.find(query)
          .sort({ createdAt: -1, _id: -1 })
          .skip(offset)
          .limit(limit)
          .lean<Stored[]>(),
        Subscriptions.countDocuments(query),
      ]);
      return { records: docs.map(toStaffRecord), total };
    },

    async findForStaff(id) {
      const filter = byId(id);
      if (!filter) return null;
      const doc = await Subscriptions.findOne(filter).lean<Stored>();
      return doc ? toStaffRecord(doc) : null;
    },

    async saveByStaff(id, state, note) {
      const filter = byId(id);
      if (!filter) return;
      await Subscriptions.updateOne(filter, {
        $set: stateOf(state),
        $push: { staffNotes: note },
      });
    },

    async staffFigures() {
      const [paused, active] = await Promise.all([
        Subscriptions.countDocuments({ status: 'paused' }),
        Subscriptions.find({ status: 'active' })
          .select({ item: 1, cycle: 1, nextDeliveryOn: 1, skipCycles: 1, deliveries: 1 })
          .lean<
            Pick<Stored, 'item' | 'cycle' | 'nextDeliveryOn' | 'skipCycles' | 'deliveries'>[]
          >(),
      ]);
      return {
        paused,
        active: active.map((doc) => {
          const ordered = (doc.deliveries ?? []).filter(
            (d) => d.outcome === 'ordered' && typeof d.totalCents === 'number',
          );
          return {
            item: doc.item,
            cycle: doc.cycle,
            nextDeliveryOn: doc.nextDeliveryOn ?? null,
            skipCycles: [...(doc.skipCycles ?? [])],
            lastOrderedCents: ordered.at(-1)?.totalCents ?? null,
          };
        }),
      };
    },
  };
}
