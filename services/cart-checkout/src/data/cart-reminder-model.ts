import { modelOn } from '@coffee/service-defaults';
import { Schema, type InferSchemaType } from 'mongoose';
import { pendingMailSchema } from '../mail/outbox';

/**
 * One abandoned cart's reminder: `_id` is `<userId>:<cart version>`, so inserting it is the claim
 * (a unique _id is atomic on FerretDB and MongoDB alike): one instance, one reminder per version
 * of the cart, however many sweepers run. It keeps the lines as they were, which the signed
 * restore link brings back, and the mail itself rides on the insert (its embedded outbox).
 */
const cartReminderSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    version: { type: String, required: true },
    items: {
      type: [
        new Schema(
          {
            productId: { type: String, required: true },
            variantId: { type: String },
            quantity: { type: Number, required: true },
            productName: { type: String },
            variantLabel: { type: String },
          },
          { _id: false, strict: 'throw' },
        ),
      ],
      default: [],
    },
    /** The cart's last change, as the sweep saw it. */
    lastChangeAt: { type: Date, required: true },
    /** 'mailed', or why not: the shopper opted out of marketing mail, or has no account. */
    outcome: { type: String, required: true, enum: ['mailed', 'opted-out', 'no-account'] },
    outbox: { type: [pendingMailSchema], default: undefined },
  },
  {
    collection: 'cart_reminders',
    timestamps: { createdAt: true, updatedAt: false },
    strict: 'throw',
  },
);
cartReminderSchema.index({ userId: 1, createdAt: -1 });

export type CartReminderDoc = InferSchemaType<typeof cartReminderSchema>;
export const cartReminderModel = modelOn('CartReminder', cartReminderSchema);
