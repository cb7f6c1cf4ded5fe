import { roles } from '@coffee/contracts';
import { schemaDefaults } from '@coffee/service-defaults';
import { Schema, type Connection, type Model } from 'mongoose';
import { pendingMailSchema } from '../mail/outbox';
import type { StoredPreferences } from '../domain/preferences';
import type { UserRecord } from '../domain/user';

/** A browser the account was signed in from: the sha256 of its device cookie. */
export interface KnownDevice {
  hash: string;
  lastSeen: Date;
}

/** The stored user: the domain's record with the hash stored as `password`, plus the unique key. */
export type UserDoc = Omit<
  UserRecord,
  'id' | 'passwordHash' | 'disabled' | 'lastSignInAt' | 'emailVerified' | 'pendingEmail'
> & {
  disabled?: boolean;
  lastSignInAt?: Date | null;
  emailVerified?: boolean;
  pendingEmail?: string | null;
  passwordReset?: { tokenHash: string; expiresAt: Date } | null;
  emailVerification?: { tokenHash: string; email: string; expiresAt: Date } | null;
  outbox?: Record<string, unknown>[];
  devices?: KnownDevice[];
  password: string;
  usernameKey: string;
  preferences?: StoredPreferences;
};

const choice = { type: Boolean, default: undefined };

const optionalText = { type: String, default: null };

/** Spec section 3, users: every field, plus the lowercased key that makes usernames unique regardless of case. */
const userSchema = new Schema<UserDoc>(
  {
    username: { type: String, required: true, trim: true },
    usernameKey: { type: String, required: true, unique: true },
    /** bcrypt hash, never the password. */
    password: { type: String, required: true },
    /** Stored lowercased: unique regardless of case. */
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    fullName: optionalText,
    membershipNumber: optionalText,
    isDirectPlus: { type: Boolean, default: false },
    /** Text in storage, as the spec says; the public user converts it to an ISO date. */
    directPlusExpiry: optionalText,
    role: { type: String, enum: roles, default: 'customer' },
    phone: optionalText,
    address: optionalText,
    city: optionalText,
    state: optionalText,
    zipCode: optionalText,
    country: { type: String, default: 'United States' },
    createdAt: { type: Date, default: () => new Date() },
    hasCompletedInitialPayment: { type: Boolean, default: false },
    /** Disabled by an admin (PUT /internal/staff/users/:id/status). */
    disabled: { type: Boolean, default: false },
    lastSignInAt: { type: Date, default: null },
    /** The Notifications and Cookie Preferences choices made; an unset one reads as its default. */
    preferences: {
      notifications: { orderUpdates: choice, directPlusReminders: choice, newDeviceSignIn: choice },
      cookies: { functional: choice, analytics: choice, marketing: choice },
    },
    /** The owner opened a verification link sent to `email` (demo users are seeded verified). */
    emailVerified: { type: Boolean, default: false },
    /** A changed address waiting for its verification; it becomes `email` only then. */
    pendingEmail: optionalText,
    /** The one live reset link: only the sha256 of its token, and when it stops working. */
    passwordReset: {
      type: new Schema({ tokenHash: String, expiresAt: Date }, { _id: false }),
      default: undefined,
    },
    /** The one live verification link: the sha256 of its token and the address it verifies. */
    emailVerification: {
      type: new Schema({ tokenHash: String, email: String, expiresAt: Date }, { _id: false }),
      default: undefined,
    },
    /**
     * The browsers this account was signed in from: the sha256 of each one's device cookie and
     * when it was last seen, the most recent few only (see recordSignIn). Not hidden with
     * `select: false`: FerretDB 1.24 refuses the projection that would put on findAndModify.
     */
    devices: {
      type: [new Schema({ hash: String, lastSeen: Date }, { _id: false })],
      default: undefined,
    },
    /** Mails recorded in the same write as their cause; @coffee/mailer relays and sends them. */
    outbox: { type: [pendingMailSchema], default: undefined, select: false },
  },
  { ...schemaDefaults, collection: 'users', versionKey: false },
);

// The links are looked up by their hash (a sparse index: most users have no live link).
userSchema.index({ 'passwordReset.tokenHash': 1 }, { sparse: true });
userSchema.index({ 'emailVerification.tokenHash': 1 }, { sparse: true });

export function userModel(db: Connection): Model<UserDoc> {
  return (db.models.User as Model<UserDoc> | undefined) ?? db.model<UserDoc>('User', userSchema);
}
