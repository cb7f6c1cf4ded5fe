import type { AccountClient } from '@coffee/service-defaults';

/** The account service, whose user's isDirectPlus flag is the shop-wide truth (service-defaults' client). */
export type AccountDirectory = AccountClient;

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
