import {
  MEMBERSHIP_ALREADY_REGISTERED_MESSAGE,
  MEMBERSHIP_NOT_FOUND_MESSAGE,
  type MembershipVerification,
} from '@coffee/contracts';
import { AppError, type AttemptThrottle, type Clock } from '@coffee/service-defaults';
import type { InStoreMembership, InStoreMemberships } from './ports';

export const MEMBERSHIP_VERIFIED_MESSAGE = 'Membership verified';
export const IN_STORE_EXPIRED_MESSAGE =
  'This membership has expired. Renew it in store, or join Direct+ online.';

export interface InStoreLimits {
  perAddress: number;
  perNumber: number;
}

/** Names as a person compares them: case, accents' encoding and extra spaces do not matter. */
export const nameKey = (name: string) =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

const notFound = () => new AppError(404, MEMBERSHIP_NOT_FOUND_MESSAGE, 'MEMBERSHIP_NOT_FOUND');

/**
 * Registering an in-store membership online: verify the number and the name on it (spec, section
 * 3), then the account service claims it for the new account, once. A wrong number and a wrong
 * name answer alike, so a guess learns nothing; guesses are throttled per address and per number.
 */
export function createInStoreRegistration(deps: {
  memberships: InStoreMemberships;
  throttle: AttemptThrottle;
  clock: Clock;
  limits: InStoreLimits;
}) {
  const { memberships, throttle, clock, limits } = deps;

  /** Finds the membership when the number and name match, counting a miss against both limits. */
  async function matching(
    membershipNumber: string,
    matches: (m: InStoreMembership) => boolean,
    clientKey: string | null,
  ): Promise<InStoreMembership> {
    const now = clock.now();
    const ticket = await throttle.begin(
      [
        ...(clientKey ? [{ key: `address:${clientKey}`, maxFailures: limits.perAddress }] : []),
        { key: `number:${membershipNumber}`, maxFailures: limits.perNumber },
      ],
      now,
    );
    const membership = await memberships.find(membershipNumber);
    if (!membership || !matches(membership)) throw notFound();
    // Not a guess: it does not count.
    await ticket.withdraw();
    return membership;
  }

  function usable(membership: InStoreMembership, userId: string | null) {
    if (membership.claimedBy && membership.claimedBy !== userId)
      throw new AppError(
        409,
        MEMBERSHIP_ALREADY_REGISTERED_MESSAGE,
        'MEMBERSHIP_ALREADY_REGISTERED',
      );
    if (membership.expiresAt.getTime() <= clock.now().getTime())
      throw new AppError(409, IN_STORE_EXPIRED_MESSAGE, 'MEMBERSHIP_EXPIRED');
  }

  return {
    /** POST /api/verify-membership */
    async verify(input: MembershipVerification, clientKey: string) {
      const first = nameKey(input.firstName);
      const last = nameKey(input.lastName);
      const membership = await matching(
        input.membershipNumber,
        (m) => nameKey(m.firstName) === first && nameKey(m.lastName) === last,
        clientKey,
      );
      usable(membership, null);
      return { success: true, message: MEMBERSHIP_VERIFIED_MESSAGE };
    },

    /** For the account service: the number becomes `userId`'s, with the date it runs to. */
    async claim(input: { membershipNumber: string; fullName: string; userId: string }) {
      const full = nameKey(input.fullName);
      const membership = await matching(
        input.membershipNumber,
        (m) => nameKey(`${m.firstName} ${m.lastName}`) === full,
        null,
      );
      usable(membership, input.userId);
      if (!(await memberships.claim(input.membershipNumber, input.userId, clock.now())))
        throw new AppError(
          409,
          MEMBERSHIP_ALREADY_REGISTERED_MESSAGE,
          'MEMBERSHIP_ALREADY_REGISTERED',
        );
      return {
        membershipNumber: membership.membershipNumber,
        expiresAt: membership.expiresAt.toISOString(),
      };
    },

    release: (membershipNumber: string, userId: string) =>
      memberships.release(membershipNumber, userId),
  };
}
export type InStoreRegistration = ReturnType<typeof createInStoreRegistration>;
