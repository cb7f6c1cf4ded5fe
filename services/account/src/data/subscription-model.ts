import { schemaDefaults } from '@coffee/service-defaults';
import { pendingMailSchema } from '../mail/outbox';
import { Schema, type Connection, type Model } from 'mongoose';

export interface SubscriptionDoc {
  email: string;
  firstName: string | null;
  lastName: string | null;
  isSubscribed: boolean;
  preferences: Record<string, unknown>;
  /**
   * sha256 (hex) of the unsubscribe links' tokens, the newest last: the tokens themselves are
   * never stored. A few are kept, so the link of an earlier mail still works after a new one.
   */
  unsubscribeTokenHashes: string[];
  /** The account that made the row while signed in: only it may change the row by session. */
  accountId: string | null;
  /** Made by a sign-up that is not confirmed yet (double opt-in): not subscribed. */
  pending: boolean;
  /** The last sign-up for the address while it was not subscribed: its confirmation mail is due. */
  confirmationRequestedAt: Date | null;
  /** sha256 (hex) of the newest confirmation link's token, until it is used; never the token. */
  confirmTokenHash: string | null;
  confirmExpiresAt: Date | null;
  /** Mails waiting for the relay (pendingMail entries); not selected by default. */
  outbox?: Record<string, unknown>[];
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Spec section 3, email_subscriptions: one row per email, plus the unsubscribe tokens' hashes, its
 * owner and the double opt-in's state.
 */
const subscriptionSchema = new Schema<SubscriptionDoc>(
  {
    /** Stored lowercased: one row per address regardless of case. */
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    firstName: { type: String, default: null },
    lastName: { type: String, default: null },
    isSubscribed: { type: Boolean, default: true },
    preferences: { type: Schema.Types.Mixed, default: () => ({}) },
    unsubscribeTokenHashes: { type: [String], default: () => [], index: true },
    accountId: { type: String, default: null, index: true },
    pending: { type: Boolean, default: false },
    confirmationRequestedAt: { type: Date, default: null },
    confirmTokenHash: { type: String, default: null, index: true },
    confirmExpiresAt: { type: Date, default: null },
    /** The newsletter's mails, recorded in the same write as the change (@coffee/mailer). */
    outbox: { type: [pendingMailSchema], default: undefined, select: false },
    createdAt: { type: Date, default: () => new Date() },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { ...schemaDefaults, collection: 'email_subscriptions', versionKey: false, minimize: false },
);

export function subscriptionModel(db: Connection): Model<SubscriptionDoc> {
  return (
    (db.models.EmailSubscription as Model<SubscriptionDoc> | undefined) ??
    db.model<SubscriptionDoc>('EmailSubscription', subscriptionSchema)
  );
}
