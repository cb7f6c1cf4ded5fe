import { membershipPlans } from '@coffee/contracts';
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const membershipStatuses = ['pending', 'active', 'cancelled', 'expired'] as const;

/**
 * A user's Direct+ subscription history and its billing state (payments come in a later issue).
 * The user's isDirectPlus and directPlusExpiry in the account service stay the shop-wide truth.
 */
const membershipSchema = new Schema(
  {
    userId: { type: String, required: true },
    plan: { type: String, required: true, enum: membershipPlans, default: 'standard' },
    status: { type: String, required: true, enum: membershipStatuses, default: 'pending' },
    startedAt: { type: Date },
    expiresAt: { type: Date },
    // Unset (never null) when absent, so the unique index skips it.
    membershipNumber: { type: String, trim: true },
  },
  { collection: 'memberships', timestamps: true, strict: 'throw' },
);

membershipSchema.index({ userId: 1 }, { unique: true });
membershipSchema.index({ membershipNumber: 1 }, { unique: true, sparse: true });

export type MembershipDoc = InferSchemaType<typeof membershipSchema>;

const define = (connection: Connection) => connection.model('Membership', membershipSchema);
export type MembershipModel = ReturnType<typeof define>;

export function membershipModel(connection: Connection): MembershipModel {
  return (connection.models.Membership as MembershipModel | undefined) ?? define(connection);
}
