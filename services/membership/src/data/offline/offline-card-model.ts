import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

/**
 * The offline test provider's saved cards (its stand-in for Stripe's payment methods attached to
 * a customer): what a successful payment or card setup leaves behind. Never a full number.
 */
const offlineCardSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    brand: { type: String, required: true },
    last4: { type: String, required: true },
    expMonth: { type: Number, required: true },
    expYear: { type: Number, required: true },
    isDefault: { type: Boolean, required: true, default: false },
    /**
     * Stripe's message for every later off-session charge of this card: a card that attaches but
     * never pays off-session (test card 4000 0000 0000 0341). Null for a card that pays.
     */
    offSessionDecline: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'offline_cards', versionKey: false, strict: 'throw' },
);
offlineCardSchema.index({ userId: 1, createdAt: -1 });

export type OfflineCardDoc = InferSchemaType<typeof offlineCardSchema>;

export const offlineCardModel = modelOn('OfflineCard', offlineCardSchema);
export type OfflineCardModel = ReturnType<typeof offlineCardModel>;
