import type { PublicUser } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import { toMembershipStatus, type MembershipStatus } from './membership';
import { ACCOUNT_NOT_FOUND_MESSAGE } from './membership-queries';
import type { AccountDirectory, MembershipLedger } from './ports';

/**
 * Subscribing starts Direct+ for 30 days: the home page's plan comparison pitches Direct+ with a
 * 30-day free trial, and the Direct+ confirmation page shows now + 30 days when no expiry is set.
 * Paid renewal comes with the payment flow.
 */
export const DIRECT_PLUS_TRIAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const ALREADY_MEMBER_MESSAGE = 'Already a Direct+ member';
export const NOT_A_MEMBER_MESSAGE = 'You do not have a Direct+ membership to cancel';
export const CHANGE_IN_PROGRESS_MESSAGE =
  'Your membership is already being updated. Please try again in a moment.';

/** What POST /api/subscribe and POST /api/unsubscribe answer. */
export interface MembershipChangeResult {
  user: PublicUser;
  membership: MembershipStatus;
}

export interface MembershipChangeDeps {
  accounts: AccountDirectory;
  ledger: MembershipLedger;
  clock?: () => Date;
}

const accountNotFound = () => new AppError(404, ACCOUNT_NOT_FOUND_MESSAGE, 'ACCOUNT_NOT_FOUND');

export function createMembershipChanges({
  accounts,
  ledger,
  clock = () => new Date(),
}: MembershipChangeDeps) {
  /** One change per user at a time, so a double click or a second tab cannot subscribe twice. */
  async function exclusively<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const release = await ledger.tryLock(userId);
    if (!release) throw new AppError(409, CHANGE_IN_PROGRESS_MESSAGE, 'CHANGE_IN_PROGRESS');
    try {
      return await work();
    } finally {
      await release();
    }
  }

  return {
    /** Standard to Direct+ (spec, section 4). */
    subscribe(userId: string, requestId?: string): Promise<MembershipChangeResult> {
      return exclusively(userId, async () => {
        const member = await accounts.findMember(userId, requestId);
        if (!member) throw accountNotFound();
        if (member.isDirectPlus) throw new AppError(409, ALREADY_MEMBER_MESSAGE, 'ALREADY_MEMBER');
        const at = clock();
        const expiresAt = new Date(at.getTime() + DIRECT_PLUS_TRIAL_DAYS * DAY_MS);
        // The account's user is the shop-wide truth: it changes first, the history follows.
        const user = await accounts.setMembership(
          userId,
          { isDirectPlus: true, directPlusExpiry: expiresAt.toISOString() },
          requestId,
        );
        if (!user) throw accountNotFound();
        await ledger.record({ userId, type: 'subscribed', at, expiresAt, requestId });
        return { user, membership: toMembershipStatus(user) };
      });
    },

    /** Direct+ to Standard (spec, section 4): the membership ends now. */
    unsubscribe(userId: string, requestId?: string): Promise<MembershipChangeResult> {
      return exclusively(userId, async () => {
        const member = await accounts.findMember(userId, requestId);
        if (!member) throw accountNotFound();
        if (!member.isDirectPlus) throw new AppError(409, NOT_A_MEMBER_MESSAGE, 'NOT_A_MEMBER');
        const at = clock();
        const user = await accounts.setMembership(
          userId,
          { isDirectPlus: false, directPlusExpiry: null },
          requestId,
        );
        if (!user) throw accountNotFound();
        await ledger.record({ userId, type: 'cancelled', at, expiresAt: at, requestId });
        return { user, membership: toMembershipStatus(user) };
      });
    },
  };
}
export type MembershipChanges = ReturnType<typeof createMembershipChanges>;
