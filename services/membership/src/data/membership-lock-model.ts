import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * One document per user while a subscribe or unsubscribe runs. Its `_id` is the user id, so the
 * unique `_id` index lets only one change in at a time: an insert is atomic on MongoDB and on
 * FerretDB alike, where a conditional update is not (FerretDB 1.24 loses concurrent updates).
 */
const membershipLockSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** Who holds it: only the holder's release deletes it. */
    token: { type: String, required: true },
    /** A holder that died mid-change stops blocking the user after this. */
    expiresAt: { type: Date, required: true },
  },
  { collection: 'membership_locks', versionKey: false, strict: 'throw' },
);

// MongoDB deletes expired locks itself; on FerretDB the service's expiry sweeper does.
membershipLockSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type MembershipLockDoc = InferSchemaType<typeof membershipLockSchema>;

const define = (connection: Connection) => connection.model('MembershipLock', membershipLockSchema);
export type MembershipLockModel = ReturnType<typeof define>;

export function membershipLockModel(connection: Connection): MembershipLockModel {
  return (
    (connection.models.MembershipLock as MembershipLockModel | undefined) ?? define(connection)
  );
}
