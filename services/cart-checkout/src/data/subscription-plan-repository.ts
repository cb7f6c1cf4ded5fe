import { bagSizes, planKinds } from '@coffee/contracts';
import { modelOn } from '@coffee/service-defaults';
import mongoose, { Schema, type Connection } from 'mongoose';
import type { PlanRecord, PlanRepository } from '../domain/subscriptions/plans';

const coffee = {
  productId: { type: String, required: true },
  productName: { type: String, required: true },
};

/**
 * A subscription plan as staff keep it, one document per plan product (its id is the product's).
 * Written whole by one staff save; read at each plan delivery's charge.
 */
const planSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true, enum: planKinds },
    bagSize: { type: String, required: true, enum: bagSizes },
    bags: { type: Number, required: true },
    picks: {
      type: [new Schema({ from: { type: String, required: true }, ...coffee }, { _id: false })],
      default: [],
    },
    origins: { type: [new Schema(coffee, { _id: false })], default: [] },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String, default: null },
  },
  { collection: 'subscription_plans', versionKey: false, strict: 'throw' },
);
const planModel = modelOn('SubscriptionPlan', planSchema);

type Stored = Omit<PlanRecord, 'productId'> & { _id: string };

const toRecord = ({ _id, ...rest }: Stored): PlanRecord => ({
  productId: _id,
  kind: rest.kind,
  bagSize: rest.bagSize,
  bags: rest.bags,
  picks: (rest.picks ?? []).map(({ from, productId, productName }) => ({
    from,
    productId,
    productName,
  })),
  origins: (rest.origins ?? []).map(({ productId, productName }) => ({ productId, productName })),
  updatedAt: rest.updatedAt,
  updatedBy: rest.updatedBy ?? null,
});

export function createPlanRepository(connection: Connection): PlanRepository {
  const Plans = planModel(connection);
  return {
    async find(productId) {
      const doc = await Plans.findById(productId).lean<Stored>();
      return doc ? toRecord(doc) : null;
    },
    async findMany(productIds) {
      const docs = productIds.length
        ? // sanitizeFilter is on for the connection: our own operator is marked trusted.
          await Plans.find({ _id: mongoose.trusted({ $in: productIds }) }).lean<Stored[]>()
        : [];
      return new Map(docs.map((doc) => [doc._id, toRecord(doc)]));
    },
    async list() {
      const docs = await Plans.find({}).sort({ _id: 1 }).lean<Stored[]>();
      return docs.map(toRecord);
    },
    async save({ productId, ...plan }) {
      await Plans.replaceOne({ _id: productId }, plan, { upsert: true });
    },
  };
}
