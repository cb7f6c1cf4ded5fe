import { randomBytes } from 'node:crypto';
import { DELETED_USER_PREFIX, MAX_PURCHASED_VARIANTS } from '@coffee/contracts';
import type { CartRepository, OrderRepository } from './ports';

/**
 * What other services ask about a user over the internal network: whether they bought a product
 * (the catalog's verified-purchase mark) and forgetting them (account deletion).
 */
export function createUserData(deps: {
  carts: Pick<CartRepository, 'removeAllOf'>;
  orders: Pick<OrderRepository, 'purchasesOf' | 'anonymise'>;
  /** Their subscriptions: deleted, so nothing is ever charged or sent for them again. */
  subscriptions?: { removeAllOf(userId: string): Promise<void> };
}) {
  return {
    /** A verified purchase of the product, and which of its sizes and grinds were bought. */
    purchasesOf: (userId: string, productId: string) =>
      deps.orders.purchasesOf(userId, productId, MAX_PURCHASED_VARIANTS),

    /**
     * Idempotent: a retry finds no cart, no subscription and no order under the user any more. The orders stay
     * (items and amounts are the shop's books) under one random tombstone per deletion, so they
     * still group as one former customer's without pointing at anyone.
     */
    async forget(userId: string): Promise<{ anonymisedOrders: number }> {
      await deps.carts.removeAllOf(userId);
      await deps.subscriptions?.removeAllOf(userId);
      const tombstone = `${DELETED_USER_PREFIX}${randomBytes(12).toString('hex')}`;
      return { anonymisedOrders: await deps.orders.anonymise(userId, tombstone) };
    },
  };
}
export type UserData = ReturnType<typeof createUserData>;
