import { roles } from '@coffee/contracts';
import { schemaDefaults } from '@coffee/service-defaults';
import { Schema, type Connection, type Model } from 'mongoose';
import type { SessionRecord } from '../domain/ports';

/** The stored session: the domain's record, its id as the document's `_id`. */
export type SessionDoc = Omit<SessionRecord, 'id'> & { _id: string };

/** One document per sign-in; the JWT's `sid`/`jti` names it, and logout revokes it. */
const sessionSchema = new Schema<SessionDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    role: { type: String, enum: roles, required: true },
    rememberMe: { type: Boolean, default: false },
    createdAt: { type: Date, default: () => new Date() },
    // The database drops sessions once expired; reads also check the date, as TTL sweeps are lazy.
    expiresAt: { type: Date, required: true, expires: 0 },
    revokedAt: { type: Date, default: null },
  },
  { ...schemaDefaults, collection: 'sessions', versionKey: false },
);

export function sessionModel(db: Connection): Model<SessionDoc> {
  return (
    (db.models.Session as Model<SessionDoc> | undefined) ??
    db.model<SessionDoc>('Session', sessionSchema)
  );
}
