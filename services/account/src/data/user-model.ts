import { roles } from '@coffee/contracts';
import { schemaDefaults } from '@coffee/service-defaults';
import { Schema, type Connection, type Model } from 'mongoose';
import type { StoredPreferences } from '../domain/preferences';
import type { UserRecord } from '../domain/user';

/** The stored user: the domain's record with the hash stored as `password`, plus the unique key. */
export type UserDoc = Omit<UserRecord, 'id' | 'passwordHash' | 'disabled' | 'lastSignInAt'> & {
  disabled?: boolean;
  lastSignInAt?: Date | null;
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
      notifications: { orderUpdates: choice, directPlusReminders: choice },
      cookies: { functional: choice, analytics: choice, marketing: choice },
    },
  },
  { ...schemaDefaults, collection: 'users', versionKey: false },
);

export function userModel(db: Connection): Model<UserDoc> {
  return (db.models.User as Model<UserDoc> | undefined) ?? db.model<UserDoc>('User', userSchema);
}
