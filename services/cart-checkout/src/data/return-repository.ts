import {
  isObjectIdHex,
  type ReturnReason,
  type ReturnResolution,
  type ReturnStatus,
} from '@coffee/contracts';
import { isDuplicateKeyError } from '@coffee/service-defaults';
import { trusted, type Connection, type Types } from 'mongoose';
import type { ReturnRepository } from '../domain/returns/ports';
import type {
  ReturnEventRecord,
  ReturnLineRecord,
  ReturnRecord,
} from '../domain/returns/return-record';
import { toObjectId } from './object-id';
import { orderReturnModel, returnUnitModel, type OrderReturnDoc } from './return-model';

type StoredReturn = OrderReturnDoc & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

const OPEN: ReturnStatus[] = ['requested', 'approved', 'received'];
const CLOSED: ReturnStatus[] = ['refused', 'refunded', 'replaced'];

/** Absent rather than null: the schemas are strict and the fields optional. */
const withoutNulls = <T extends object>(value: T): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));

function toRecord(doc: StoredReturn): ReturnRecord {
  return {
    id: doc._id.toHexString(),
    orderId: doc.orderId,
    userId: doc.userId,
    orderNumber: doc.orderNumber,
    status: doc.status as ReturnStatus,
    reason: doc.reason as ReturnReason,
    comment: doc.comment ?? null,
    resolution: doc.resolution as ReturnResolution,
    needsReceipt: doc.needsReceipt,
    lines: doc.lines.map((line): ReturnLineRecord => ({
      itemId: line.itemId,
      productId: line.productId,
      variantId: line.variantId ?? null,
      name: line.name,
      variantLabel: line.variantLabel ?? '',
      imageUrl: line.imageUrl ?? null,
      quantity: line.quantity,
      priceCents: line.priceCents,
      refundCents: line.refundCents,
      tasteGuarantee: line.tasteGuarantee,
      resellable: line.resellable ?? null,
    })),
    refusedReason: doc.refusedReason ?? null,
    refund: doc.refund
      ? {
          cents: doc.refund.cents,
          startedAt: doc.refund.startedAt,
          ref: doc.refund.ref ?? null,
          at: doc.refund.at ?? null,
        }
      : null,
    replacementOrder: doc.replacement
      ? { id: doc.replacement.orderId, orderNumber: doc.replacement.orderNumber }
      : null,
    events: doc.events.map((event): ReturnEventRecord => ({
      status: event.status as ReturnStatus,
      at: event.at,
      by: event.by as ReturnEventRecord['by'],
      actorId: event.actorId ?? null,
      actorName: event.actorName ?? null,
      note: event.note ?? null,
    })),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

export function createReturnRepository(connection: Connection): ReturnRepository {
  const Returns = orderReturnModel(connection);
  const Units = returnUnitModel(connection);

  return {
    async claimedUnits(orderId) {
      const units = await Units.find({ orderId })
        .select({ itemId: 1 })
        .lean<{ itemId: string }[]>();
      const counts = new Map<string, number>();
      for (const { itemId } of units) counts.set(itemId, (counts.get(itemId) ?? 0) + 1);
      return counts;
    },

    async create(record, claims) {
      const { id, event, ...rest } = record;
      // The units first: a crash after them and before the return leaves units that can no
      // longer be returned (support sorts it), never the same unit refunded twice.
      try {
        // One insert per unit (a handful): each is refused on its own by the unique index.
        for (const { itemId, from, count } of claims)
          for (let unit = from; unit < from + count; unit += 1)
            await Units.create({ orderId: record.orderId, itemId, unit, returnId: id });
      } catch (err) {
        // Some units may be ours: give them back, so the next try sees the true count.
        await Units.deleteMany({ returnId: id });
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
      const doc = await Returns.create({
        _id: toObjectId(id),
        ...withoutNulls(rest),
        lines: rest.lines.map(withoutNulls),
        status: event.status,
        events: [withoutNulls(event)],
      });
      return toRecord(doc.toObject<StoredReturn>());
    },

    async listByOrder(orderId) {
      const docs = await Returns.find({ orderId }).sort({ createdAt: -1 }).lean<StoredReturn[]>();
      return docs.map(toRecord);
    },

    async findById(returnId) {
      if (!isObjectIdHex(returnId)) return null;
      const doc = await Returns.findById(toObjectId(returnId)).lean<StoredReturn>();
      return doc ? toRecord(doc) : null;
    },

    async list(filter, limit) {
      const status =
        filter === 'all'
          ? {}
          : filter === 'open'
            ? { status: trusted({ $in: OPEN }) }
            : filter === 'closed'
              ? { status: trusted({ $in: CLOSED }) }
              : { status: filter };
      // The queue oldest first (first come, first served); closed ones newest first.
      const oldestFirst = filter === 'open' || OPEN.includes(filter as ReturnStatus);
      const docs = await Returns.find(status)
        .sort({ createdAt: oldestFirst ? 1 : -1 })
        .limit(limit)
        .lean<StoredReturn[]>();
      return docs.map(toRecord);
    },

    async update(returnId, change) {
      if (!isObjectIdHex(returnId)) return null;
      const $set: Record<string, unknown> = {};
      if (change.status) $set.status = change.status;
      if (change.refusedReason) $set.refusedReason = change.refusedReason;
      if (change.refund) $set.refund = withoutNulls(change.refund);
      if (change.replacementOrder)
        $set.replacement = {
          orderId: change.replacementOrder.id,
          orderNumber: change.replacementOrder.orderNumber,
        };
      if (change.resellable) {
        const current = await Returns.findById(toObjectId(returnId)).lean<StoredReturn>();
        if (!current) return null;
        $set.lines = current.lines.map((line) => ({
          ...line,
          resellable: change.resellable?.get(line.itemId) ?? 0,
        }));
      }
      const update: Record<string, unknown> = { $set };
      if (change.event) update.$push = { events: withoutNulls(change.event) };
      // Called under the order's lock: the one writer of this return right now.
      const doc = await Returns.findByIdAndUpdate(toObjectId(returnId), update, {
        new: true,
      }).lean<StoredReturn>();
      return doc ? toRecord(doc) : null;
    },
  };
}
