import type { InStoreClaim, InStoreClaimResult, Role } from '@coffee/contracts';
import type { NewUser, UserRecord } from './user';

export interface MembershipFields {
  isDirectPlus: boolean;
  directPlusExpiry: string | null;
  membershipNumber?: string;
  hasCompletedInitialPayment?: true;
}

/** What the use cases need from user storage; src/data implements it with Mongoose. */
export interface UserRepository {
  findById(id: string): Promise<UserRecord | null>;
  findByUsername(username: string): Promise<UserRecord | null>;
  /** True when the username (any case) or the email (any case) is already taken. */
  exists(username: string, email: string): Promise<boolean>;
  /**
   * Inserts (with this id when given); a duplicate username or email rejects with the driver's
   * 11000 error.
   */
  create(user: NewUser, id?: string): Promise<UserRecord>;
  /** A fresh id for a user not yet created (a claim names its account before it exists). */
  newId(): string;
  /** Which of these usernames exist (any case). */
  existingUsernames(usernames: string[]): Promise<Set<string>>;
  /**
   * Sets the Direct+ flag and expiry (stored as text), and when given the membership number (only
   * where none is set, or the same) and the completed initial payment. null when there is no such
   * user; 'number-taken' when the user already holds a different number.
   */
  setMembership(
    id: string,
    membership: MembershipFields,
  ): Promise<UserRecord | null | 'number-taken'>;
}

/** The membership service's in-store memberships, as a new online account claims one. */
export interface InStoreClaims {
  /** The number becomes `userId`'s; its AppError (404, 409, 429, 503) passes through. */
  claim(input: InStoreClaim, requestId?: string): Promise<InStoreClaimResult>;
  /** Gives it back when the account could not be made. Never throws. */
  release(input: { membershipNumber: string; userId: string }, requestId?: string): Promise<void>;
}

export interface SessionRecord {
  id: string;
  userId: string;
  role: Role;
  rememberMe: boolean;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface SessionRepository {
  create(session: Omit<SessionRecord, 'createdAt' | 'revokedAt'>): Promise<void>;
  findById(id: string): Promise<SessionRecord | null>;
  /** Marks the session revoked if it belongs to `userId` and is not revoked yet. */
  revoke(id: string, userId: string, at?: Date): Promise<boolean>;
}
