import {
  createGiftSubscriptionSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from '@coffee/contracts';
import {
  identityOf,
  noInput,
  parseBody,
  parseQuery,
  parseWith,
  requestIdOf,
  requireAuth,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import type { InitialPaymentRule } from '../domain/initial-payment';
import type { GiftPurchases } from '../domain/subscriptions/gift-purchase';
import { writesNeedInitialPayment } from './initial-payment';

/**
 * POST /api/subscriptions/gifts (signed in, with an Idempotency-Key): a gift subscription paid
 * at once. 201 the subscription; 200 the same one when the key was seen; 400 with the
 * contract's words; 402 with the provider's when the card is declined (nothing is made).
 */
export function giftSubscriptionsRouter(
  gifts: GiftPurchases,
  auth: IdentityVerifier,
  initialPayment: InitialPaymentRule,
): Router {
  const router = Router();
  router.post(
    '/api/subscriptions/gifts',
    auth.authenticate,
    requireAuth,
    writesNeedInitialPayment(initialPayment),
    async (req, res) => {
      parseQuery(noInput, req);
      const key = parseWith(idempotencyKeySchema, req.get(IDEMPOTENCY_KEY_HEADER));
      const command = parseBody(createGiftSubscriptionSchema, req);
      const { subscription, created } = await gifts.create(
        identityOf(req).userId,
        key,
        command,
        requestIdOf(req),
      );
      res.status(created ? 201 : 200).json(subscription);
    },
  );
  return router;
}
