import { internalSavedCardSchema, PAYMENT_METHOD_ID_PATTERN } from '@coffee/contracts';
import type { InternalClient } from '@coffee/service-defaults';
import type { CardBook } from '../domain/subscriptions/ports';

/**
 * The customer's saved cards, as the membership service keeps them (one card book per customer,
 * with the provider's customer for Stripe): GET /internal/users/{userId}/payment-methods/{id},
 * 404 for an unknown or someone else's card.
 */
export function createCardBook(membership: InternalClient): CardBook {
  return {
    async find(userId, cardId, requestId) {
      if (!PAYMENT_METHOD_ID_PATTERN.test(cardId)) return null;
      const card = await membership.fetchParsed(
        `/internal/users/${encodeURIComponent(userId)}/payment-methods/${encodeURIComponent(cardId)}`,
        internalSavedCardSchema,
        { requestId },
      );
      if (!card || card.id !== cardId) return null;
      return {
        id: card.id,
        brand: card.brand,
        last4: card.last4,
        customerRef: card.customerRef,
        offSessionDecline: card.offSessionDecline,
      };
    },
  };
}
