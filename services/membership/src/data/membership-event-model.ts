import { processedEvents } from '@coffee/payments';
import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { historyCauses } from '../domain/billing/membership-record';
import { modelOn } from '@coffee/service-defaults';

/** A user's Direct+ history, one document per change with its cause, never updated. */
const membershipEventSchema = new Schema(
  {
    userId: { type: String, required: true },
    cause: { type: String, required: true, enum: historyCauses },
    /** When the change happened (the provider's time for a payment). */
    at: { type: Date, required: true },
    /** When the membership ends after the change; null when it ended. */
    expiresAt: { type: Date, default: null },
    detail: { type: String, required: true },
    /** The provider event, and the request, that made the change. */
    eventId: { type: String },
    requestId: { type: String },
  },
  { collection: 'membership_events', versionKey: false, strict: 'throw' },
);

membershipEventSchema.index({ userId: 1, at: -1 });
// One entry per provider event, and one per lapse (see MembershipStore.record).
membershipEventSchema.index({ eventId: 1 }, { unique: true, sparse: true });

export type MembershipEventDoc = InferSchemaType<typeof membershipEventSchema>;

export const membershipEventModel = modelOn('MembershipEvent', membershipEventSchema);
export type MembershipEventModel = ReturnType<typeof membershipEventModel>;

/** The provider events already applied, by id (Stripe's `evt_…`): each is applied once. */
export const processedBillingEvents = (connection: Connection) =>
  processedEvents(connection, {
    model: 'ProcessedBillingEvent',
    collection: 'billing_events_processed',
  });
