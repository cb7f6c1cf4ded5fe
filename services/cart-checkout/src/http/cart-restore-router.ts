import { cartRestoreSchema } from '@coffee/contracts';
import {
  identityOf,
  parseBody,
  requestIdOf,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import type { CartReminders } from '../domain/cart-reminders';
import type { InitialPaymentRule } from '../domain/initial-payment';
import { writesNeedInitialPayment } from './initial-payment';

/**
 * POST /api/cart/restore { token }: the abandoned-cart mail's link, followed by the signed-in
 * owner (the checkout page posts it after sign-in). Answers what came back.
 */
export function cartRestoreRouter(
  reminders: CartReminders,
  auth: IdentityVerifier,
  initialPayment: InitialPaymentRule,
): Router {
  const router = Router();
  router.use('/api/cart/restore', auth.signedIn, writesNeedInitialPayment(initialPayment));
  router.post('/api/cart/restore', async (req, res) => {
    const { token } = parseBody(cartRestoreSchema, req);
    res.json(await reminders.restore(identityOf(req).userId, token, requestIdOf(req)));
  });
  return router;
}
