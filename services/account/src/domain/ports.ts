import type { InStoreClaim, InStoreClaimResult, Role } from '@coffee/contracts';
import type { StoredPreferences } from './preferences';
import type { MailMessage } from '../mail/outbox';
import type { NewsletterRecipient } from '../mail/newsletter/newsletter-mails';
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
  create(user: NewUser, id?: string, welcome?: WelcomeRecord): Promise<UserRecord>;
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
  /** True when another user than `exceptId` holds this email (any case). */
  emailTakenByOther(email: string, exceptId: string): Promise<boolean>;
  /**
   * Sets the profile fields given (null clears one); the updated user, or null when there is no
   * such user. A duplicate email rejects with the driver's 11000 error.
   */
  updateProfile(id: string, fields: ProfileFields): Promise<UserRecord | null>;
  /** Sets the hash, drops any reset link, and records `notice` in the same update. */
  setPasswordHash(id: string, passwordHash: string, notice?: MailMessage): Promise<void>;
  /** Removes the user document: its username and email are free again. */
  delete(id: string): Promise<void>;
  /** The stored choices (what was never chosen is absent), or null when there is no such user. */
  preferences(id: string): Promise<StoredPreferences | null>;
  /** Stores the given choices, leaving the others as they are. */
  setPreferences(id: string, preferences: StoredPreferences): Promise<void>;
  /**
   * The staff lists: users with this role (any when absent) whose username, email or full name
   * contains `q` (any case), newest first.
   */
  listForStaff(filter: { role?: Role; q?: string }): Promise<UserRecord[]>;
  /** Every admin account (disabled ones too). */
  admins(): Promise<UserRecord[]>;
  /** The role, disabled flag and membership fields of every user with this role (the figures). */
  figures(): Promise<
    Pick<UserRecord, 'role' | 'createdAt' | 'isDirectPlus' | 'directPlusExpiry'>[]
  >;
  /** The updated user, or null when there is no such user. */
  setRole(id: string, role: Role): Promise<UserRecord | null>;
  /** The updated user, or null when there is no such user. */
  setDisabled(id: string, disabled: boolean): Promise<UserRecord | null>;
  /**
   * Keeps the sign-in's time; with `device`, also that browser among the account's last few.
   * A browser not among them is new: `notice` is recorded in that same update when the owner
   * chose the new-device mail (never for `known`, the browser that registered the account).
   */
  recordSignIn(id: string, at: Date, device?: DeviceSignIn): Promise<void>;
}

export interface DeviceSignIn {
  /** sha256 of the device cookie (the cookie itself is never stored). */
  hash: string;
  known?: boolean;
  notice?: MailMessage;
}

/** A link's token as stored: only its sha256, and when it stops working. */
export interface StoredToken {
  tokenHash: string;
  expiresAt: Date;
}

/** The verification link and welcome mail a new account is inserted with. */
export interface WelcomeRecord {
  verification: StoredToken & { email: string };
  mail: MailMessage;
}

/**
 * The links mailed to an account (password reset, email verification), each stored with the
 * mail that carries it in one update: the link exists exactly when its mail is on its way.
 */
export interface AccountLinkRepository {
  /** The account with this email (any case), or null. */
  findByEmail(email: string): Promise<UserRecord | null>;
  /** Replaces any earlier reset link (it stops working) and records the mail; false: no user. */
  startPasswordReset(userId: string, reset: StoredToken, mail: MailMessage): Promise<boolean>;
  /** The account whose reset link this is, while it is live at `now`. */
  findByResetToken(tokenHash: string, now: Date): Promise<UserRecord | null>;
  /**
   * Sets the password, drops the link and records the notice, all in one update made only
   * while the link is still the account's and live: false when it was used or expired meanwhile.
   */
  completePasswordReset(
    userId: string,
    tokenHash: string,
    passwordHash: string,
    now: Date,
    notice: MailMessage,
  ): Promise<boolean>;
  /**
   * Stores the verification link (replacing any earlier one) and records its mail; with
   * `pendingEmail` the address waits for it. false: no user.
   */
  startEmailVerification(
    userId: string,
    verification: StoredToken & { email: string },
    mail: MailMessage,
    pendingEmail?: string,
  ): Promise<boolean>;
  /** The account and the address this verification link confirms, while it is live at `now`. */
  findByVerificationToken(
    tokenHash: string,
    now: Date,
  ): Promise<{ user: UserRecord; email: string } | null>;
  /**
   * Marks `email` verified (and makes it the account's email when it was the pending one), drops
   * the link; 'used' when the link was used or expired meanwhile. A duplicate email rejects with
   * the driver's 11000 error.
   */
  completeEmailVerification(
    userId: string,
    tokenHash: string,
    email: string,
    now: Date,
  ): Promise<'verified' | 'used'>;
}

export type ProfileFields = Partial<
  Pick<
    UserRecord,
    'fullName' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zipCode' | 'country'
  >
>;

/** A newsletter row as the use cases see it. */
export interface SubscriptionRow {
  email: string;
  isSubscribed: boolean;
  /** The account that made the row while signed in (its owner), or null. */
  accountId: string | null;
  /**
   * Made by a sign-up nobody has confirmed yet (double opt-in): no one ever consented, so the
   * account whose own address it is may still take it.
   */
  pending: boolean;
}

/** What a new row holds besides its email. */
export interface NewSubscription {
  firstName: string | null;
  lastName: string | null;
  /** The hash of the unsubscribe token its emails will carry. */
  tokenHash: string;
  source: string;
}

/**
 * `email_subscriptions`: one row per lowercased email. A row is changed by its owner (the account
 * that made it), by its unsubscribe link, or (with the mail issue) by a confirmation link: never
 * because an account's profile email names it.
 */
export interface SubscriptionRepository {
  findByEmail(email: string): Promise<SubscriptionRow | null>;
  ownedBy(accountId: string): Promise<SubscriptionRow[]>;
  /**
   * Inserts the row unless the email has one: `owner` null makes it pending (not subscribed until
   * confirmed), an owner makes it subscribed and theirs. False when the email already had a row.
   */
  create(email: string, row: NewSubscription, owner: string | null): Promise<boolean>;
  /** A pending row without owner becomes `accountId`'s, subscribed; false when it is not such. */
  claimPending(email: string, accountId: string): Promise<boolean>;
  /** Sets every row of the owner subscribed or not. */
  setSubscribedForOwner(accountId: string, subscribed: boolean): Promise<void>;
  /** Notes a new sign-up for a row that is not subscribed (for the confirmation mail). */
  noteConfirmationRequest(email: string, at: Date): Promise<void>;
  /** Marks the row with this token hash unsubscribed; false when no row has it. */
  unsubscribeByTokenHash(tokenHash: string): Promise<boolean>;
  deleteOwnedBy(accountId: string): Promise<void>;
}

/**
 * The other services' copies of a user's data (catalog favorites and reviews, cart-checkout carts
 * and orders, membership subscriptions and cards), forgotten before the account is deleted.
 * Throws AppError 503 when any of them could not confirm; each side is idempotent, so a retry is
 * safe.
 */
export interface UserDataForgetter {
  forget(userId: string, requestId?: string): Promise<void>;
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
  /** Revokes every live session of the user, but `exceptId` when given. */
  revokeAllForUser(userId: string, exceptId?: string, at?: Date): Promise<void>;
}

/**
 * One lock across every instance of the service for a fixed key: the role and status changes
 * that could take away the last admin run one at a time under it. Throws AppError 503 when it
 * is not had in time; `check()` throws before a write if the lease is about to run out.
 */
export interface AccountLocks {
  withLock<T>(key: string, work: (check: () => void) => Promise<T>): Promise<T>;
}

/** A live newsletter confirmation link: only its token's hash is stored. */
export interface ConfirmLink {
  tokenHash: string;
  expiresAt: Date;
}

/** What a marketing mail needs of its row. */
export interface MarketingTarget {
  recipient: NewsletterRecipient;
  accountId: string | null;
}

/**
 * The newsletter's writes that record a mail: each mail rides in the same write as the change
 * that causes it (data/newsletter-mail-store.ts).
 */
export interface NewsletterMailStore {
  requestConfirmation(
    email: string,
    names: { firstName: string | null; lastName: string | null },
    newRow: { unsubscribeTokenHash: string; source: string },
    link: ConfirmLink,
    mail: (to: NewsletterRecipient) => MailMessage,
    now: Date,
  ): Promise<'created' | 'resent' | 'subscribed'>;
  findByConfirmLink(
    tokenHash: string,
    now: Date,
  ): Promise<{ id: string; recipient: NewsletterRecipient; accountId: string | null } | null>;
  confirm(
    id: string,
    tokenHash: string,
    welcome: { mail: MailMessage; unsubscribeTokenHash: string } | null,
    now: Date,
  ): Promise<boolean>;
  subscribedRow(email: string): Promise<MarketingTarget | null>;
  recordMarketing(email: string, mail: MailMessage, unsubscribeTokenHash: string): Promise<boolean>;
  findByUnsubscribeToken(
    tokenHash: string,
  ): Promise<{ email: string; accountId: string | null } | null>;
}
