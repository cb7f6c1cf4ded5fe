import { publicUserSchema, type MembershipUpdate, type PublicUser } from '@coffee/contracts';
import { z } from 'zod/mini';
import type { InternalClient } from './internal-client';

/**
 * What other services need to know about a user's membership (and whether the first Direct+
 * payment was made: cart-checkout's rule; the email an order is placed with, which a guest may
 * track it by); the account service owns the rest.
 */
export const accountMemberSchema = z.pick(publicUserSchema, {
  id: true,
  email: true,
  isDirectPlus: true,
  directPlusExpiry: true,
  membershipNumber: true,
  hasCompletedInitialPayment: true,
});
export type AccountMember = z.output<typeof accountMemberSchema>;

/** The account service's internal user endpoints, as every other service calls them. */
export interface AccountClient {
  /** GET /internal/users/:id: the user's membership facts, or null when there is no such user. */
  findMember(userId: string, requestId?: string): Promise<AccountMember | null>;
  /** PUT /internal/users/:id/membership: the updated user, or null when there is no such user. */
  setMembership(
    userId: string,
    update: MembershipUpdate,
    requestId?: string,
  ): Promise<PublicUser | null>;
}

/**
 * The one client of the account service's internal user endpoints (x-internal-token). Its
 * failures read as the shared client words them: 503 when the account service cannot answer,
 * 502 when it answers something that is not the user asked for.
 */
export function createAccountClient(client: InternalClient): AccountClient {
  const userPath = (userId: string) => `/internal/users/${encodeURIComponent(userId)}`;
  return {
    async findMember(userId, requestId) {
      const member = await client.fetchParsed(userPath(userId), accountMemberSchema, {
        requestId,
      });
      if (member && member.id !== userId) throw client.invalidAnswer();
      return member;
    },

    async setMembership(userId, update, requestId) {
      const user = await client.fetchParsed(`${userPath(userId)}/membership`, publicUserSchema, {
        method: 'PUT',
        // Only the contract's fields (the account service refuses anything else): the number and
        // the completed payment only when given, since they are set once and never cleared.
        body: {
          isDirectPlus: update.isDirectPlus,
          directPlusExpiry: update.directPlusExpiry,
          ...(update.membershipNumber ? { membershipNumber: update.membershipNumber } : {}),
          ...(update.hasCompletedInitialPayment ? { hasCompletedInitialPayment: true } : {}),
        },
        requestId,
      });
      // An answer that does not show the change would leave the caller guessing: it is invalid.
      // (isDirectPlus in the answer is decided by the account's clock, so the expiry is compared.)
      const sameExpiry = (a: string | null, b: string | null) =>
        a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));
      if (
        user &&
        (user.id !== userId || !sameExpiry(user.directPlusExpiry, update.directPlusExpiry))
      ) {
        throw client.invalidAnswer();
      }
      return user;
    },
  };
}
