import { randomBytes } from 'node:crypto';
import { DELETED_USER_PREFIX } from '@coffee/contracts';
import type { CartRepository, OrderRepository } from './ports';

/**
 * What other services ask about a user over the internal network: whether they bought a product
 * (the catalog's verified-purchase mark) and forgetting them (account deletion).
 */
export function createUserData(deps: {
  carts: Pick<CartRepository, 'removeAllOf'>;
  orders: Pick<OrderRepository, 'hasPurchased' | 'anonymise'>;
}) {
  return {
    hasPurchased: (userId: string, productId: string) =>
      deps.orders.hasPurchased(userId, productId),

    /**
     * Idempotent: a retry finds no cart and no order under the user any more. The orders stay
     * (items and amounts are the shop's books) under one random tombstone per deletion, so they
     * still group as one former customer's without pointing at anyone.
     */
    async forget(userId: string): Promise<{ anonymisedOrders: number }> {
      await deps.carts.removeAllOf(userId);
      const tombstone = `${DELETED_USER_PREFIX}${randomBytes(12).toString('hex')}`;
      return { anonymisedOrders: await deps.orders.anonymise(userId, tombstone) };
    },
  };
}
export type UserData = ReturnType<typeof createUserData>;
