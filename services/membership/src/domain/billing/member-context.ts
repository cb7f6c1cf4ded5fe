import type { MembershipStatus } from '@coffee/contracts';
import {
  AppError,
  type AccountClient,
  type AccountMember,
  type Clock,
} from '@coffee/service-defaults';
import type { MembershipRecord } from './membership-record';
import { membershipStatusAt } from './membership-status';
import type { AccountContacts } from './ports';
import type { DirectPlusMails } from '../../mail/direct-plus-mails';
import type { MembershipStore, PaymentProvider } from './ports';

export const ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found';
export const CHANGE_IN_PROGRESS_MESSAGE =
  'Your membership is already being updated. Please try again in a moment.';

export interface BillingDeps {
  accounts: AccountClient;
  store: MembershipStore;
  provider: PaymentProvider;
  clock: Clock;
  /** The Direct+ mails, and who they go to (recorded with the change that causes them). */
  mails: DirectPlusMails;
  contacts: AccountContacts;
}

/** One user's membership as read at one moment: the account's side, ours, and the state. */
export interface MemberView {
  userId: string;
  member: AccountMember;
  record: MembershipRecord | null;
  status: MembershipStatus;
  now: Date;
}

export const accountNotFound = () =>
  new AppError(404, ACCOUNT_NOT_FOUND_MESSAGE, 'ACCOUNT_NOT_FOUND');

export function memberContext({ accounts, store, clock }: BillingDeps) {
  async function view(userId: string, requestId?: string): Promise<MemberView> {
    const [member, record] = await Promise.all([
      accounts.findMember(userId, requestId),
      store.find(userId),
    ]);
    // A valid token for a user that no longer exists (deleted account).
    if (!member) throw accountNotFound();
    const now = clock.now();
    return { userId, member, record, status: membershipStatusAt(record, member, now), now };
  }

  /**
   * Runs `work` holding the user's lock, with the membership read under it: one change per user at
   * a time, so a double click or a second tab cannot change it twice. A shopper's request does not
   * queue (409 at once); a provider's event waits its turn (`waitMs`).
   */
  async function exclusively<T>(
    userId: string,
    work: (view: MemberView) => Promise<T>,
    { requestId, waitMs = 0 }: { requestId?: string; waitMs?: number } = {},
  ): Promise<T> {
    const release = await store.lock(userId, waitMs);
    if (!release) throw new AppError(409, CHANGE_IN_PROGRESS_MESSAGE, 'CHANGE_IN_PROGRESS');
    try {
      return await work(await view(userId, requestId));
    } finally {
      await release();
    }
  }

  return { view, exclusively };
}
