import { Schema, type Connection, type InferSchemaType } from 'mongoose';

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

const define = (connection: Connection) =>
  connection.model('EmailSubscription', emailSubscriptionSchema);
export type EmailSubscriptionModel = ReturnType<typeof define>;

export function emailSubscriptionModel(connection: Connection): EmailSubscriptionModel {
  return (
    (connection.models.EmailSubscription as EmailSubscriptionModel | undefined) ??
    define(connection)
  );
}
