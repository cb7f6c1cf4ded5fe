import { INITIAL_PAYMENT_REQUIRED_MESSAGE, type Role } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import { ExpiringLru } from '@coffee/service-defaults/trust';
import type { MemberDirectory } from './ports';

/** How long a user the rule does not stop is not asked about again (paying is never undone). */
const PAID_REMEMBERED_MS = 10 * 60 * 1000;
const PAID_REMEMBERED_MAX = 10_000;

export interface Shopper {
  userId: string;
  role: Role;
}

/**
 * The shop's rule (the web's guard, spec section 4): a customer who registered for Direct+ and
 * has not made the first payment may look at the cart and orders but not change the cart or
 * place an order, until they pay. Staff roles are not customers and are not affected.
 *
 * The account service is the truth (hasCompletedInitialPayment only ever turns true): a user who
 * paid is remembered for a while (bounded LRU), one who has not is asked about each time, so
 * paying takes effect at once. A user the account does not know is left to the session check
 * (a deleted account's sessions are dead) and remembered the same way.
 */
export function createInitialPaymentRule(members: MemberDirectory) {
  const free = new ExpiringLru<true>(PAID_REMEMBERED_MAX);
  return {
    async check(shopper: Shopper, requestId?: string): Promise<void> {
      if (shopper.role !== 'customer') return;
      if (free.get(shopper.userId)) return;
      const member = await members.findMember(shopper.userId, requestId);
      if (member && !member.hasCompletedInitialPayment) {
        throw new AppError(403, INITIAL_PAYMENT_REQUIRED_MESSAGE, 'INITIAL_PAYMENT_REQUIRED');
      }
      free.set(shopper.userId, true, Date.now() + PAID_REMEMBERED_MS);
    },
  };
}
export type InitialPaymentRule = ReturnType<typeof createInitialPaymentRule>;
