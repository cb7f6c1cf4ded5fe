import { randomInt } from 'node:crypto';
import { AppError, isDuplicateKeyError } from '@coffee/service-defaults';
import type { PromotionKind } from '@coffee/contracts';
import { trusted, Types, type Connection } from 'mongoose';
import type { PromotionRecord } from '../domain/promotions/promotion';
import type {
  CartCodes,
  PromotionRepository,
  PromotionUses,
  Redemption,
} from '../domain/promotions/ports';
import {
  cartCodeModel,
  promotionModel,
  promotionUseModel,
  type PromotionDoc,
} from './promotion-models';

type StoredPromotion = PromotionDoc & { _id: Types.ObjectId; createdAt: Date };

const toRecord = (doc: StoredPromotion): PromotionRecord => ({
  id: doc._id.toHexString(),
  name: doc.name,
  code: doc.code ?? null,
  kind: doc.kind as PromotionKind,
  percentOff: doc.percentOff ?? null,
  amountOffCents: doc.amountOffCents ?? null,
  scope: {
    categories: [...(doc.scope.categories as PromotionRecord['scope']['categories'])],
    productIds: [...doc.scope.productIds],
    variantIds: [...doc.scope.variantIds],
  },
  membersOnly: doc.membersOnly,
  minSubtotalCents: doc.minSubtotalCents,
  startsAt: doc.startsAt ?? null,
  endsAt: doc.endsAt ?? null,
  maxUses: doc.maxUses ?? null,
  maxUsesPerCustomer: doc.maxUsesPerCustomer ?? null,
  paused: doc.paused,
  createdAt: doc.createdAt,
});

/** Absent rather than null: the schema is strict and these fields optional. */
const withoutNulls = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));

export function createPromotionRepository(connection: Connection): PromotionRepository {
  const Promotion = promotionModel(connection);

  return {
    async create(promotion, createdBy) {
      const id = new Types.ObjectId();
      try {
        const doc = await Promotion.create({
          _id: id,
          ...withoutNulls({ ...promotion, createdBy }),
          codeKey: promotion.code ?? `auto:${id.toHexString()}`,
          paused: false,
        });
        return toRecord(doc.toObject<StoredPromotion>());
      } catch (err) {
        if (isDuplicateKeyError(err)) return 'code-taken';
        throw err;
      }
    },

    async setPaused(id, paused) {
      if (!Types.ObjectId.isValid(id) || String(new Types.ObjectId(id)) !== id) return null;
      const doc = await Promotion.findByIdAndUpdate(
        id,
        { $set: { paused } },
        { returnDocument: 'after' },
      ).lean<StoredPromotion>();
      return doc ? toRecord(doc) : null;
    },

    async findById(id) {
      if (!Types.ObjectId.isValid(id) || String(new Types.ObjectId(id)) !== id) return null;
      const doc = await Promotion.findById(id).lean<StoredPromotion>();
      return doc ? toRecord(doc) : null;
    },

    async findByCode(code) {
      const doc = await Promotion.findOne({ codeKey: code }).lean<StoredPromotion>();
      return doc && doc.code ? toRecord(doc) : null;
    },

    async list(limit) {
      const docs = await Promotion.find().sort({ _id: -1 }).limit(limit).lean<StoredPromotion[]>();
      return docs.map(toRecord);
    },

    async listAutomatic(at) {
      // The end is checked here rather than in the filter: automatic promotions are few, and an
      // $or of "no end or a later end" reads alike on FerretDB and MongoDB this way.
      const docs = await Promotion.find({ code: trusted({ $exists: false }), paused: false })
        .sort({ _id: -1 })
        .limit(200)
        .lean<StoredPromotion[]>();
      return docs.map(toRecord).filter((promotion) => !promotion.endsAt || promotion.endsAt > at);
    },
  };
}

/** Tries before a crowd on one promotion's slots answers "busy" (each miss means another won). */
const MAX_SLOT_TRIES = 400;
/** Up to this many uses taken, a random slot is guessed; past it the free ones are read. */
const GUESS_BELOW = 0.5;

export function createPromotionUses(connection: Connection): PromotionUses {
  const Use = promotionUseModel(connection);

  /** Inserts the use; false when that `_id` is taken. */
  async function take(doc: {
    _id: string;
    promotionId: string;
    kind: 'order' | 'customer';
    orderId: string;
    userId: string;
  }): Promise<boolean> {
    try {
      await Use.create(doc);
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  /** One of the customer's own uses (k = 1..cap), or false when they have used them all. */
  async function takeCustomerUse(promotion: PromotionRecord, userId: string, orderId: string) {
    const cap = promotion.maxUsesPerCustomer;
    if (cap === null) return true;
    for (let k = 1; k <= cap; k += 1) {
      const base = { promotionId: promotion.id, kind: 'customer' as const, orderId, userId };
      if (await take({ _id: `${promotion.id}:u:${userId}:${k}`, ...base })) return true;
    }
    return false;
  }

  /**
   * One of the promotion's capped uses: a slot 1..maxUses whose document is inserted. While few
   * are taken a random slot is guessed (a clash is rare and just tried again); once half are
   * taken the free ones are read and one of them picked at random, so a crowd spreads over them
   * rather than all trying the same. Exactly maxUses documents can ever exist, on any number of
   * instances.
   */
  async function takeSlot(promotion: PromotionRecord, userId: string, orderId: string) {
    const cap = promotion.maxUses;
    const base = { promotionId: promotion.id, kind: 'order' as const, orderId, userId };
    if (cap === null) return take({ _id: `${promotion.id}:o:${orderId}`, ...base });
    for (let tries = 0; tries < MAX_SLOT_TRIES; tries += 1) {
      const taken = await Use.countDocuments({ promotionId: promotion.id, kind: 'order' });
      if (taken >= cap) return false;
      let slot: number;
      if (taken < cap * GUESS_BELOW) {
        slot = randomInt(1, cap + 1);
      } else {
        const held = await Use.find({ promotionId: promotion.id, kind: 'order' }, { _id: 1 })
          .lean<{ _id: string }[]>()
          .then((docs) => new Set(docs.map((doc) => doc._id)));
        const free: number[] = [];
        for (let n = 1; n <= cap; n += 1) if (!held.has(`${promotion.id}:n:${n}`)) free.push(n);
        if (free.length === 0) return false;
        slot = free[randomInt(free.length)] ?? 1;
      }
      if (await take({ _id: `${promotion.id}:n:${slot}`, ...base })) return true;
    }
    throw new AppError(503, 'Checkout is very busy. Please try again.', 'PROMOTION_BUSY');
  }

  return {
    async redeem(promotion, userId, orderId): Promise<Redemption> {
      if (!(await takeCustomerUse(promotion, userId, orderId))) return 'already-used';
      try {
        if (await takeSlot(promotion, userId, orderId)) return 'redeemed';
      } catch (err) {
        await Use.deleteMany({ orderId });
        throw err;
      }
      // The shop's uses are gone: the customer's own use goes back.
      await Use.deleteMany({ orderId });
      return 'used-up';
    },

    async release(orderId) {
      await Use.deleteMany({ orderId });
    },

    async counts(promotionIds) {
      const counts = new Map<string, number>();
      // One count each: FerretDB pushes equality down to its index, not an $in (order-repository).
      await Promise.all(
        promotionIds.map(async (id) => {
          counts.set(id, await Use.countDocuments({ promotionId: id, kind: 'order' }));
        }),
      );
      return counts;
    },

    customerUses: (promotionId, userId) =>
      Use.countDocuments({ promotionId, userId, kind: 'customer' }),
  };
}

export function createCartCodes(connection: Connection): CartCodes {
  const CartCode = cartCodeModel(connection);
  return {
    async get(userId) {
      const doc = await CartCode.findById(userId).lean<{ code: string }>();
      return doc?.code ?? null;
    },
    async set(userId, code) {
      await CartCode.updateOne({ _id: userId }, { $set: { code } }, { upsert: true });
    },
    async clear(userId) {
      await CartCode.deleteOne({ _id: userId });
    },
  };
}
