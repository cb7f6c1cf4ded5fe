import type { AccountMember } from './membership';

export interface AccountDirectory {
  /** The user as the account service knows it, or null when there is no such user. */
  findMember(userId: string, requestId?: string): Promise<AccountMember | null>;
}
