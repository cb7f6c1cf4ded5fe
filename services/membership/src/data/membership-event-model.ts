import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const membershipEventTypes = ['subscribed', 'cancelled'] as const;

/** A user's Direct+ history, one document per change, never updated. */
const membershipEventSchema = new Schema(
  {
    userId: { type: String, required: true },
    type: { type: String, required: true, enum: membershipEventTypes },
    /** When the change was made. */
    at: { type: Date, required: true },
    /** When the membership ends (the trial's end on subscribe; the moment of a cancellation). */
    expiresAt: { type: Date, required: true },
    /** The request that made the change, to follow it through the logs of every service. */
    requestId: { type: String },
  },
  {
    collection: 'membership_events',
    versionKey: false,
    strict: 'throw',
  },
);

membershipEventSchema.index({ userId: 1, at: -1 });

export type MembershipEventDoc = InferSchemaType<typeof membershipEventSchema>;

const define = (connection: Connection) =>
  connection.model('MembershipEvent', membershipEventSchema);
export type MembershipEventModel = ReturnType<typeof define>;

export function membershipEventModel(connection: Connection): MembershipEventModel {
  return (
    (connection.models.MembershipEvent as MembershipEventModel | undefined) ?? define(connection)
  );
}
