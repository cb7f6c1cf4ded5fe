import { AppError } from '@coffee/service-defaults';
import { toMembershipStatus, type MembershipStatus } from './membership';
import type { AccountDirectory } from './ports';

export const ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found';

export function createMembershipQueries(accounts: AccountDirectory) {
  return {
    async getStatus(userId: string, requestId?: string): Promise<MembershipStatus> {
      const member = await accounts.findMember(userId, requestId);
      // A valid token for a user that no longer exists (deleted account).
      if (!member) throw new AppError(404, ACCOUNT_NOT_FOUND_MESSAGE, 'ACCOUNT_NOT_FOUND');
      return toMembershipStatus(member);
    },
  };
}
export type MembershipQueries = ReturnType<typeof createMembershipQueries>;
