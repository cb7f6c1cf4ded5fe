import mongoose, { Schema, Types, type Connection, type Model } from 'mongoose';
import { schemaDefaults } from '../db/connection';
import type { AttemptLog } from './attempt-throttle';

interface AttemptDoc {
  key: string;
  at: Date;
  expiresAt: Date;
}

/**
 * The attempt log in a collection of the service's database: one document per attempt, deleted by
 * the database once its window has passed (a TTL index; the expiry sweeper where there is none).
 */
export function createAttemptLog(db: Connection, collection: string): AttemptLog {
  const name = `Attempt_${collection}`;
  const Attempt =
    (db.models[name] as Model<AttemptDoc> | undefined) ??
    db.model<AttemptDoc>(
      name,
      new Schema<AttemptDoc>(
        {
          key: { type: String, required: true },
          at: { type: Date, required: true },
          expiresAt: { type: Date, required: true, expires: 0 },
        },
        { ...schemaDefaults, collection, versionKey: false, strict: 'throw' },
      ).index({ key: 1, at: 1 }),
    );
  // sanitizeFilter is on for the connection: our own operators are marked trusted.
  const inWindow = (key: string, since: Date) => ({ key, at: mongoose.trusted({ $gt: since }) });
  return {
    async add(key, at, expiresAt) {
      const doc = await Attempt.create({ key, at, expiresAt });
      return doc._id.toString();
    },
    async remove(id) {
      await Attempt.deleteOne({ _id: new Types.ObjectId(id) });
    },
    countSince: (key, since) => Attempt.countDocuments(inWindow(key, since)),
    async nthSince(key, since, n) {
      const doc = await Attempt.findOne(inWindow(key, since)).sort({ at: 1 }).skip(n).lean();
      return doc?.at ?? null;
    },
  };
}
