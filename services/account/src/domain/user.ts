import type { PublicUser, Role } from '@coffee/contracts';

/** A user as the domain sees it: a plain object, never a Mongoose document. */
export interface UserRecord {
  id: string;
  username: string;
  passwordHash: string;
  email: string;
  fullName: string | null;
  membershipNumber: string | null;
  isDirectPlus: boolean;
  directPlusExpiry: string | null;
  role: Role;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string;
  createdAt: Date;
  hasCompletedInitialPayment: boolean;
  /** Disabled by an admin: no sign-in, every session ends. */
  disabled: boolean;
  /** The last successful sign-in (a new session), or null when never. */
  lastSignInAt: Date | null;
  /** Its owner opened the verification link sent to `email`. */
  emailVerified: boolean;
  /** A new address from the profile, waiting for its verification link; `email` until then. */
  pendingEmail: string | null;
}

export type NewUser = Omit<
  UserRecord,
  'id' | 'createdAt' | 'disabled' | 'lastSignInAt' | 'emailVerified' | 'pendingEmail'
> & { emailVerified?: boolean };

/**
 * Usernames are unique regardless of case and compatibility form: 'Maria', 'maria' and fullwidth
 * 'ｍａｒｉａ' are one account. NFKC comes first (as the contracts' schemas normalise), then case.
 */
export const usernameKey = (username: string): string =>
  username.normalize('NFKC').trim().toLowerCase();

/** The stored expiry is text; clients get an ISO date-time, or null when absent or unreadable. */
function expiryToIso(text: string | null): string | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A member right now: the stored flag AND an expiry still ahead on the service's clock. Expiry is
 * enforced by time, not by a job that might not run: a lapsed member reads Standard on the next
 * request (no free shipping at checkout, no member prices), wherever the user is read.
 */
export function isMemberAt(user: Pick<UserRecord, 'isDirectPlus' | 'directPlusExpiry'>, now: Date) {
  const expiry = expiryToIso(user.directPlusExpiry);
  return user.isDirectPlus && expiry !== null && new Date(expiry).getTime() > now.getTime();
}

export function toPublicUser(user: UserRecord, now: Date): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    membershipNumber: user.membershipNumber,
    isDirectPlus: isMemberAt(user, now),
    directPlusExpiry: expiryToIso(user.directPlusExpiry),
    role: user.role,
    phone: user.phone,
    address: user.address,
    city: user.city,
    state: user.state,
    zipCode: user.zipCode,
    country: user.country,
    createdAt: user.createdAt.toISOString(),
    hasCompletedInitialPayment: user.hasCompletedInitialPayment,
  };
}
