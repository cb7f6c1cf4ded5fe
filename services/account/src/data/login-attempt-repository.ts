import { schemaDefaults } from '@coffee/service-defaults';
import mongoose, { Schema, Types, type Connection, type Model } from 'mongoose';
import type { LoginAttemptRepository } from '../domain/ports';

interface AttemptDoc {
  key: string;
  at: Date;
  expiresAt: Date;
}

/** One document per sign-in attempt under way or failed; a success or a refusal deletes its own. */
const attemptSchema = new Schema<AttemptDoc>(
  {
    key: { type: String, required: true },
    at: { type: Date, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { ...schemaDefaults, collection: 'login_attempts', versionKey: false },
);
attemptSchema.index({ key: 1, at: 1 });

export function createLoginAttemptRepository(db: Connection): LoginAttemptRepository {
  const Attempt =
    (db.models.LoginAttempt as Model<AttemptDoc> | undefined) ??
    db.model<AttemptDoc>('LoginAttempt', attemptSchema);
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
