import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

const emailSubscriptionSchema = new Schema(
  {
    // Lower-cased so that Ada@Example.com and ada@example.com are one subscription.
    email: { type: String, required: true, trim: true, lowercase: true },
    firstName: { type: String, trim: true },
    lastName: { type: String, trim: true },
    isSubscribed: { type: Boolean, required: true, default: true },
    /** JSON: which mailings the subscriber wants. */
    preferences: { type: Schema.Types.Mixed, default: () => ({}) },
  },
  { collection: 'email_subscriptions', timestamps: true, strict: 'throw', minimize: false },
);

emailSubscriptionSchema.index({ email: 1 }, { unique: true });

export type EmailSubscriptionDoc = InferSchemaType<typeof emailSubscriptionSchema>;

export const emailSubscriptionModel = modelOn('EmailSubscription', emailSubscriptionSchema);
export type EmailSubscriptionModel = ReturnType<typeof emailSubscriptionModel>;
