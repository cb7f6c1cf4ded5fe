import type { Role } from '@coffee/contracts';
import mongoose, { type Connection } from 'mongoose';
import type { SessionRepository } from '../domain/ports';
import { sessionModel } from './session-model';

export function createSessionRepository(db: Connection): SessionRepository {
  const Session = sessionModel(db);
  return {
    async create(session) {
      await Session.create({ _id: session.id, ...session });
    },
    async findById(id) {
      const doc = await Session.findById(id).lean();
      if (!doc) return null;
      return {
        id: doc._id,
        userId: doc.userId,
        role: doc.role as Role,
        rememberMe: doc.rememberMe ?? false,
        createdAt: doc.createdAt ?? new Date(0),
        expiresAt: doc.expiresAt,
        revokedAt: doc.revokedAt ?? null,
      };
    },
    async revoke(id, userId, at = new Date()) {
      const result = await Session.updateOne(
        { _id: id, userId, revokedAt: mongoose.trusted({ $eq: null }) },
        { $set: { revokedAt: at } },
      );
      return result.modifiedCount > 0;
    },
    async revokeAllForUser(userId, exceptId, at = new Date()) {
      await Session.updateMany(
        {
          userId,
          revokedAt: mongoose.trusted({ $eq: null }),
          ...(exceptId === undefined ? {} : { _id: mongoose.trusted({ $ne: exceptId }) }),
        },
        { $set: { revokedAt: at } },
      );
    },
  };
}
