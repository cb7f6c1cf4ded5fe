import { isDuplicateKeyError } from '@coffee/service-defaults';
import {
  DELETED_USER_PREFIX,
  isObjectIdHex,
  type OrderStatus,
  type PromotionKind,
  type ReturnStatus,
  type ShippingAddress,
} from '@coffee/contracts';
import { trusted, type Connection, type Types } from 'mongoose';
import { toSampleRecord } from './order-sample-store';
import {
  LEGACY_HOLD_MS,
  UNPAID,
  type OrderItemRecord,
  type OrderLineSnapshot,
  type OrderRecord,
  type PaymentRecord,
  type PlacedOrderRecord,
  type TimelineRecord,
  type TrackableOrder,
} from '../domain/order';
import type { OrderChange, OrderRepository, PlacedOrder, StaffOrderFilter } from '../domain/ports';
import { pendingMail } from '../mail/outbox';
import { orderPaymentEvents } from './order-payment-event-model';
import { orderItemModel, type OrderItemDoc } from './order-item-model';
import { orderModel, PLACING, type OrderDoc } from './order-model';
import { toObjectId } from './object-id';

type StoredOrder = OrderDoc & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
type StoredOrderItem = OrderItemDoc & { _id: Types.ObjectId };

function toAddress(stored: StoredOrder['shippingAddress']): ShippingAddress {
  const { phone, ...required } = stored;
  // Undefined (left out of JSON) rather than null: the contract's phone is optional text.
  return { ...required, phone: phone ?? undefined };
}

function toPayment(stored: StoredOrder['payment']): PaymentRecord {
  if (!stored) return UNPAID;
  return {
    status: stored.status as PaymentRecord['status'],
    provider: (stored.provider as PaymentRecord['provider']) ?? null,
    ref: stored.ref ?? null,
    failureMessage: stored.failureMessage ?? null,
    paidAt: stored.paidAt ?? null,
    paidCents: stored.paidCents ?? null,
    refundedAt: stored.refundedAt ?? null,
    refundedCents: stored.refundedCents ?? null,
    refundRef: stored.refundRef ?? null,
    card: stored.card ? { brand: stored.card.brand, last4: stored.card.last4 } : null,
  };
}

/** Absent rather than null in the strict schema. */
function storedPayment(payment: PaymentRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payment).filter(([, value]) => value !== null));
}
function storedEntry(entry: TimelineRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== null));
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toRecord(doc: StoredOrder): OrderRecord {
  return {
    id: doc._id.toHexString(),
    userId: doc.userId,
    orderNumber: doc.orderNumber,
    status: doc.status,
    idempotencyKey: doc.idempotencyKey,
    requestHash: doc.requestHash,
    subtotalCents: doc.subtotalCents,
    memberSavingsCents: doc.memberSavingsCents ?? 0,
    discountCents: doc.discountCents ?? 0,
    promotion: doc.promotion
      ? {
          id: doc.promotion.id,
          code: doc.promotion.code ?? null,
          name: doc.promotion.name,
          kind: doc.promotion.kind as PromotionKind,
        }
      : null,
    shippingCents: doc.shippingCents,
    taxCents: doc.taxCents,
    totalCents: doc.totalCents,
    shippingMethod: doc.shippingMethod,
    paymentMethod: doc.paymentMethod,
    shippingAddress: toAddress(doc.shippingAddress),
    contactEmail: doc.contactEmail ?? null,
    trackingNumber: doc.trackingNumber ?? null,
    failedAt: doc.failedAt ?? null,
    payment: toPayment(doc.payment),
    timeline: (doc.timeline ?? []).map((entry): TimelineRecord => ({
      status: entry.status as TimelineRecord['status'],
      at: entry.at,
      by: entry.by as TimelineRecord['by'],
      actorId: entry.actorId ?? null,
      actorName: entry.actorName ?? null,
      note: entry.note ?? null,
      ...(entry.returnStatus ? { returnStatus: entry.returnStatus as ReturnStatus } : {}),
    })),
    holdUntil: doc.holdUntil ?? null,
    holdExtendedAt: doc.holdExtendedAt ?? null,
    expiredAt: doc.expiredAt ?? null,
    stockToRelease: doc.stockToRelease === true,
    reviewsToRecheck: doc.reviewsToRecheck === true,
    sample: toSampleRecord(doc.sample),
    memberAtDelivery: doc.memberAtDelivery ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

const toItemRecord = (doc: StoredOrderItem): OrderItemRecord => ({
  id: doc._id.toHexString(),
  orderId: doc.orderId.toHexString(),
  productId: doc.productId,
  // Orders placed before variants: no variant, no label, no SKU (they still read).
  variantId: doc.variantId ?? null,
  variantLabel: doc.variantLabel ?? '',
  sku: doc.sku ?? null,
  name: doc.name,
  imageUrl: doc.imageUrl ?? null,
  unitSize: doc.unitSize ?? null,
  quantity: doc.quantity,
  priceCents: doc.priceCents,
  listPriceCents: doc.listPriceCents ?? null,
  discountCents: doc.discountCents ?? 0,
  roastedOn: doc.roastedOn ?? null,
});

const asPlaced = (record: OrderRecord): PlacedOrderRecord | null =>
  record.status === PLACING ? null : { ...record, status: record.status as OrderStatus };

export function createOrderRepository(connection: Connection): OrderRepository {
  const Order = orderModel(connection);
  const OrderItem = orderItemModel(connection);
  const paymentEvents = orderPaymentEvents(connection);
  // trusted(): the connection's sanitizeFilter would otherwise neutralise our own operators.
  const placedOnly = { status: trusted({ $ne: PLACING } as const) };
  // A deleted account's orders stay for the books (counts, revenue) but are shown to nobody:
  // their names and street are gone, so they are no longer orders one can act on.
  const notAnonymised = {
    userId: trusted({ $not: new RegExp(`^${DELETED_USER_PREFIX}`) }),
  };

  const itemsOf = async (orderIds: Types.ObjectId[]): Promise<Map<string, OrderItemRecord[]>> => {
    const byOrder = new Map<string, OrderItemRecord[]>();
    if (orderIds.length === 0) return byOrder;
    // One order (placing, reading, tracking one) asks by equality: FerretDB pushes only equality
    // down to its backend's index and reads every order line for an $in (measured 2026-11-30: a
    // year of subscription deliveries made each charge read all of them).
    const [only] = orderIds;
    const docs = await OrderItem.find({
      orderId: orderIds.length === 1 && only ? only : trusted({ $in: orderIds }),
    })
      .sort({ _id: 1 })
      .lean<StoredOrderItem[]>();
    for (const doc of docs) {
      const item = toItemRecord(doc);
      byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
    }
    return byOrder;
  };

  const withItems = async (docs: StoredOrder[]): Promise<PlacedOrder[]> => {
    const items = await itemsOf(docs.map((doc) => doc._id));
    return docs.flatMap((doc) => {
      const order = asPlaced(toRecord(doc));
      return order ? [{ order, items: items.get(order.id) ?? [] }] : [];
    });
  };

  return {
    async findByKey(userId, idempotencyKey) {
      const doc = await Order.findOne({ userId, idempotencyKey }).lean<StoredOrder>();
      return doc ? toRecord(doc) : null;
    },

    async claim(order) {
      try {
        const { contactEmail, promotion, ...rest } = order;
        const doc = await Order.create({
          ...rest,
          ...(promotion === null
            ? {}
            : { promotion: { ...promotion, code: promotion.code ?? undefined } }),
          // Absent rather than null: the schema is strict and the field optional.
          ...(contactEmail === null ? {} : { contactEmail }),
          status: PLACING,
        });
        return toRecord(doc.toObject<StoredOrder>());
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        // Which unique index refused it? FerretDB does not always say (no keyPattern), so look.
        const sameKey = await Order.exists({
          userId: order.userId,
          idempotencyKey: order.idempotencyKey,
        });
        return sameKey ? 'key-taken' : 'number-taken';
      }
    },

    async addItems(orderId, lines: OrderLineSnapshot[]) {
      const docs = await OrderItem.insertMany(
        lines.map(
          ({ imageUrl, unitSize, variantId, sku, listPriceCents, discountCents, ...line }) => ({
            ...line,
            ...(discountCents === 0 ? {} : { discountCents }),
            ...(listPriceCents === null ? {} : { listPriceCents }),
            orderId: toObjectId(orderId),
            // Absent rather than null: the schema is strict and the fields optional.
            ...(imageUrl === null ? {} : { imageUrl }),
            ...(unitSize === null ? {} : { unitSize }),
            ...(variantId === null ? {} : { variantId }),
            ...(sku === null ? {} : { sku }),
          }),
        ),
      );
      return docs.map((doc) => toItemRecord(doc.toObject<StoredOrderItem>()));
    },

    async markPending(orderId, holdUntil) {
      const doc = await Order.findOneAndUpdate(
        { _id: toObjectId(orderId), status: PLACING },
        { $set: { status: 'pending', holdUntil } },
        { returnDocument: 'after' },
      )
        // Cancels the outbox's `select: false`: FerretDB 1.24 has no projection in findAndModify.
        .select('+outbox')
        .lean<StoredOrder>();
      return doc ? asPlaced(toRecord(doc)) : null;
    },

    async markFailed(orderId) {
      await Order.updateOne(
        { _id: toObjectId(orderId), status: PLACING },
        { $set: { failedAt: new Date() } },
      );
    },

    async discard(orderId) {
      const _id = toObjectId(orderId);
      // Items first: an order left without items is still 'placing' and so still swept.
      await OrderItem.deleteMany({ orderId: _id });
      await Order.deleteOne({ _id, status: PLACING });
    },

    async findPlaced(userId, orderId) {
      if (!isObjectIdHex(orderId)) return null;
      const doc = await Order.findOne({
        _id: toObjectId(orderId),
        userId,
        ...placedOnly,
      }).lean<StoredOrder>();
      if (!doc) return null;
      const [placed] = await withItems([doc]);
      return placed ?? null;
    },

    async listPlaced(userId, { limit, offset }) {
      const filter = { userId, ...placedOnly };
      const [docs, total] = await Promise.all([
        Order.find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .skip(offset)
          .limit(limit)
          .lean<StoredOrder[]>(),
        Order.countDocuments(filter),
      ]);
      return { orders: await withItems(docs), total };
    },

    async findTrackable(orderNumber) {
      const doc = await Order.findOne({ orderNumber, ...placedOnly })
        .select({
          orderNumber: 1,
          status: 1,
          shippingMethod: 1,
          trackingNumber: 1,
          contactEmail: 1,
          'shippingAddress.zipCode': 1,
          createdAt: 1,
          updatedAt: 1,
        })
        .lean<StoredOrder>();
      if (!doc) return null;
      const order: TrackableOrder = {
        id: doc._id.toHexString(),
        orderNumber: doc.orderNumber,
        status: doc.status as TrackableOrder['status'],
        shippingMethod: doc.shippingMethod,
        trackingNumber: doc.trackingNumber ?? null,
        contactEmail: doc.contactEmail ?? null,
        zipCode: doc.shippingAddress.zipCode,
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
      };
      return order;
    },

    async countItems(orderId) {
      const docs = await OrderItem.find({ orderId: toObjectId(orderId) })
        .select({ quantity: 1 })
        .lean<Pick<StoredOrderItem, 'quantity'>[]>();
      return docs.reduce((sum, doc) => sum + doc.quantity, 0);
    },

    async purchasesOf(userId, productId, maxVariants) {
      // Two steps, no $lookup (FerretDB lacks it): the user's counting orders, then their lines.
      const orders = await Order.find({
        userId,
        // Paid and onwards: an unpaid (pending) or cancelled order is no purchase.
        status: trusted({ $in: ['paid', 'processing', 'shipped', 'completed'] }),
      })
        .select({ _id: 1, createdAt: 1 })
        .lean<Pick<StoredOrder, '_id' | 'createdAt'>[]>();
      if (orders.length === 0) return { purchased: false, variants: [] };
      const lines = await OrderItem.find({
        orderId: trusted({ $in: orders.map((order) => order._id) }),
        productId,
      })
        .select({ orderId: 1, variantLabel: 1 })
        .lean<Pick<StoredOrderItem, 'orderId' | 'variantLabel'>[]>();
      const placedAt = new Map(orders.map((o) => [String(o._id), o.createdAt.getTime()]));
      const latestFirst = [...lines].sort(
        (a, b) => (placedAt.get(String(b.orderId)) ?? 0) - (placedAt.get(String(a.orderId)) ?? 0),
      );
      const variants = [...new Set(latestFirst.map((line) => line.variantLabel ?? ''))]
        .filter(Boolean)
        .slice(0, maxVariants);
      return { purchased: lines.length > 0, variants };
    },

    async anonymise(userId, tombstoneId) {
      // No validators on purpose: the names and street are required for a live order, and an
      // anonymised one keeps them as empty text rather than as a made-up placeholder.
      const result = await Order.updateMany(
        { userId },
        {
          $set: {
            userId: tombstoneId,
            'shippingAddress.firstName': '',
            'shippingAddress.lastName': '',
            'shippingAddress.address': '',
          },
          $unset: {
            contactEmail: 1,
            billingAddress: 1,
            notes: 1,
            'shippingAddress.phone': 1,
          },
        },
        { runValidators: false },
      );
      return result.modifiedCount;
    },

    async findById(orderId) {
      if (!isObjectIdHex(orderId)) return null;
      const doc = await Order.findOne({
        _id: toObjectId(orderId),
        ...placedOnly,
      }).lean<StoredOrder>();
      if (!doc) return null;
      const [placed] = await withItems([doc]);
      return placed ?? null;
    },

    async findIdByPaymentRef(paymentRef) {
      // Oldest first: a gift's prepaid deliveries carry its purchase's ref; the event is the purchase's.
      const doc = await Order.findOne({ 'payment.ref': paymentRef })
        .sort({ createdAt: 1, _id: 1 })
        .select({ _id: 1 })
        .lean<Pick<StoredOrder, '_id'>>();
      return doc ? doc._id.toHexString() : null;
    },

    async apply(orderId, change: OrderChange) {
      const $set: Record<string, unknown> = {};
      const $unset: Record<string, 1> = {};
      if (change.status) $set.status = change.status;
      if (change.trackingNumber) $set.trackingNumber = change.trackingNumber;
      if (change.payment) $set.payment = storedPayment(change.payment);
      if (change.expiredAt) $set.expiredAt = change.expiredAt;
      if (change.stockToRelease === true) $set.stockToRelease = true;
      if (change.stockToRelease === false) $unset.stockToRelease = 1;
      if (change.holdUntil) $set.holdUntil = change.holdUntil;
      if (change.holdExtendedAt) $set.holdExtendedAt = change.holdExtendedAt;
      if (change.reviewsToRecheck === true) $set.reviewsToRecheck = true;
      if (change.reviewsToRecheck === false) $unset.reviewsToRecheck = 1;
      if (change.memberAtDelivery !== undefined) $set.memberAtDelivery = change.memberAtDelivery;
      const update: Record<string, unknown> = { $set };
      if (Object.keys($unset).length > 0) update.$unset = $unset;
      const $push: Record<string, unknown> = {};
      if (change.entry) $push.timeline = storedEntry(change.entry);
      // The move's mails in the same update: recorded exactly when the move is (FerretDB has no
      // transactions; one document's update is all or nothing).
      if (change.mails?.length) $push.outbox = { $each: change.mails.map(pendingMail) };
      if (Object.keys($push).length > 0) update.$push = $push;
      // Called under the order's lock: the one writer of this order right now.
      await Order.updateOne({ _id: toObjectId(orderId), ...placedOnly }, update);
    },

    async listDue(now, limit, userId) {
      const docs = await Order.find({
        status: 'pending',
        ...(userId ? { userId } : {}),
        $or: [
          { holdUntil: trusted({ $lte: now }) },
          // Placed before holds were stored: the old fixed time from placing.
          {
            holdUntil: trusted({ $exists: false }),
            createdAt: trusted({ $lte: new Date(now.getTime() - LEGACY_HOLD_MS) }),
          },
        ],
      })
        .select({ _id: 1 })
        .sort({ createdAt: 1 })
        .limit(limit)
        .lean<Pick<StoredOrder, '_id'>[]>();
      return docs.map((doc) => doc._id.toHexString());
    },

    async listUnpaidHolds(userId) {
      // Two steps, no $lookup (FerretDB lacks it): the user's pending orders, then their lines.
      const orders = await Order.find({ userId, status: 'pending' })
        .select({ _id: 1 })
        .lean<Pick<StoredOrder, '_id'>[]>();
      if (orders.length === 0) return [];
      const lines = await OrderItem.find({
        orderId: trusted({ $in: orders.map((order) => order._id) }),
      })
        .select({ orderId: 1, quantity: 1 })
        .lean<Pick<StoredOrderItem, 'orderId' | 'quantity'>[]>();
      const units = new Map<string, number>();
      for (const line of lines) {
        const id = line.orderId.toHexString();
        units.set(id, (units.get(id) ?? 0) + line.quantity);
      }
      return orders.map((order) => {
        const orderId = order._id.toHexString();
        return { orderId, units: units.get(orderId) ?? 0 };
      });
    },

    async listPurchaseChanges(limit) {
      const docs = await Order.find({ reviewsToRecheck: true })
        .select({ _id: 1, userId: 1 })
        .limit(limit)
        .lean<Pick<StoredOrder, '_id' | 'userId'>[]>();
      const items = await itemsOf(docs.map((doc) => doc._id));
      return docs.map((doc) => {
        const orderId = doc._id.toHexString();
        const productIds = [...new Set((items.get(orderId) ?? []).map((i) => i.productId))];
        return { orderId, userId: doc.userId, productIds };
      });
    },

    async listStockToRelease(limit) {
      const docs = await Order.find({ stockToRelease: true })
        .select({ _id: 1 })
        .limit(limit)
        .lean<Pick<StoredOrder, '_id'>[]>();
      return docs.map((doc) => doc._id.toHexString());
    },

    async listForStaff(filter: StaffOrderFilter, { limit, offset }) {
      const query: Record<string, unknown> = { ...placedOnly, ...notAnonymised };
      if (filter.status === 'new') query.status = 'paid';
      else if (filter.status !== 'all') query.status = filter.status;
      if (filter.userId) query.userId = filter.userId;
      const q = filter.q?.trim();
      if (q) {
        const pattern = escapeRegex(q);
        const terms = q.split(/\s+/).filter(Boolean).map(escapeRegex);
        const or: Record<string, unknown>[] = [
          // An order number, whole or its end (what a customer reads out: "7KQ2MX").
          { orderNumber: trusted({ $regex: `${pattern}$`, $options: 'i' }) },
          { contactEmail: trusted({ $regex: pattern, $options: 'i' }) },
          { 'shippingAddress.firstName': trusted({ $regex: pattern, $options: 'i' }) },
          { 'shippingAddress.lastName': trusted({ $regex: pattern, $options: 'i' }) },
        ];
        // "Ada Lovelace": first and last name together.
        if (terms.length === 2)
          or.push({
            'shippingAddress.firstName': trusted({ $regex: `^${terms[0]}$`, $options: 'i' }),
            'shippingAddress.lastName': trusted({ $regex: `^${terms[1]}$`, $options: 'i' }),
          });
        query.$or = or;
      }
      const [docs, total] = await Promise.all([
        Order.find(query)
          .sort({ createdAt: -1, _id: -1 })
          .skip(offset)
          .limit(limit)
          .lean<StoredOrder[]>(),
        Order.countDocuments(query),
      ]);
      return { orders: await withItems(docs), total };
    },

    async countByStatus(statuses) {
      const counts = await Promise.all(statuses.map((status) => Order.countDocuments({ status })));
      return Object.fromEntries(statuses.map((status, i) => [status, counts[i] ?? 0]));
    },

    async listPaidSince(userId, since) {
      const docs = await Order.find({
        userId,
        createdAt: trusted({ $gte: since }),
        'payment.status': 'paid',
      })
        .select({
          status: 1,
          createdAt: 1,
          memberSavingsCents: 1,
          shippingMethod: 1,
          totalCents: 1,
          sample: 1,
        })
        .lean<
          Pick<
            StoredOrder,
            | 'status'
            | 'createdAt'
            | 'memberSavingsCents'
            | 'shippingMethod'
            | 'totalCents'
            | 'sample'
          >[]
        >();
      // A paid order that was cancelled is refunded (payment 'refunded'); the status says it too.
      return docs
        .filter((doc) => doc.status !== 'cancelled')
        .map((doc) => ({
          createdAt: doc.createdAt,
          memberSavingsCents: doc.memberSavingsCents ?? 0,
          shippingMethod: doc.shippingMethod,
          totalCents: doc.totalCents,
          sample: toSampleRecord(doc.sample),
        }));
    },

    async listMoneySince(since) {
      const docs = await Order.find({
        $or: [
          { 'payment.paidAt': trusted({ $gte: since }) },
          { 'payment.refundedAt': trusted({ $gte: since }) },
        ],
      })
        .select({ payment: 1 })
        .lean<Pick<StoredOrder, 'payment'>[]>();
      return docs.map((doc) => toPayment(doc.payment));
    },

    recordEvent: (event) => paymentEvents.record(event, { pending: true }),
    eventApplied: (eventId) => paymentEvents.applied(eventId),
    eventUnfinished: (eventId) => paymentEvents.unfinished(eventId),
    forgetEvent: (eventId) => paymentEvents.forget(eventId),

    async listAbandoned(startedBefore, limit) {
      const docs = await Order.find({
        status: PLACING,
        $or: [
          { failedAt: trusted({ $exists: true }) },
          { createdAt: trusted({ $lt: startedBefore }) },
        ],
      })
        .sort({ createdAt: 1 })
        .limit(limit)
        .lean<StoredOrder[]>();
      return docs.map(toRecord);
    },
  };
}
