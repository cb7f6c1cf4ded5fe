import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

/**
 * Memberships sold in a shop, before any online account: a number, the member's name and how long
 * it runs. Its online account, once registered, is in `in_store_claims`.
 */
const inStoreMembershipSchema = new Schema(
  {
    membershipNumber: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'in_store_memberships', versionKey: false, strict: 'throw' },
);
inStoreMembershipSchema.index({ membershipNumber: 1 }, { unique: true });

export type InStoreMembershipDoc = InferSchemaType<typeof inStoreMembershipSchema>;
export const inStoreMembershipModel = modelOn('InStoreMembership', inStoreMembershipSchema);
export type InStoreMembershipModel = ReturnType<typeof inStoreMembershipModel>;

/**
 * Who holds each number: one document per claimed number, its _id the number. A claim is an
 * insert, which the unique _id lets succeed once: a conditional update is not atomic on FerretDB
 * (several concurrent claims matched the unclaimed number there).
 */
const claimSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'in_store_claims', versionKey: false, strict: 'throw' },
);
export const inStoreClaimModel = modelOn('InStoreClaim', claimSchema);
export type InStoreClaimModel = ReturnType<typeof inStoreClaimModel>;
