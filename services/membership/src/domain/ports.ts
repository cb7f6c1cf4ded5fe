import type { MembershipUpdate, PublicUser } from '@coffee/contracts';
import type { AccountMember } from './membership';

export type { MembershipUpdate };

export interface AccountDirectory {
  /** The user as the account service knows it, or null when there is no such user. */
  findMember(userId: string, requestId?: string): Promise<AccountMember | null>;
  /** Sets the user's Direct+ state; the updated user, or null when there is no such user. */
  setMembership(
    userId: string,
    update: MembershipUpdate,
    requestId?: string,
  ): Promise<PublicUser | null>;
}

export type MembershipChangeType = 'subscribed' | 'cancelled';

export interface MembershipChange {
  userId: string;
  type: MembershipChangeType;
  at: Date;
  /** When the Direct+ membership ends: the trial's end on subscribe, `at` on cancel. */
  expiresAt: Date;
  requestId?: string;
}

/** Lets the lock holder end its hold; never throws. */
export type ReleaseLock = () => Promise<void>;

export interface MembershipLedger {
  /**
   * Takes the user's membership lock, so that one change at a time runs per user; null when
   * another change holds it.
   */
  tryLock(userId: string): Promise<ReleaseLock | null>;
  /** Keeps the user's current subscription and appends the change to their history. */
  record(change: MembershipChange): Promise<void>;
}
