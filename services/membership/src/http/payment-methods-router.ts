import { SAVED_CARD_SETUP_PATH, paymentMethodIdSchema } from '@coffee/contracts';
import {
  identityOf,
  noInput,
  parseBody,
  parseParams,
  parseQuery,
  requestIdOf,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { PaymentMethods } from '../domain/billing/payment-methods';

const cardParams = z.object({ id: paymentMethodIdSchema });

/**
 * The caller's saved cards: GET /api/payment-methods, POST /api/payment-methods/setup (a card
 * setup for the card book, member or not), POST /api/payment-methods/:id/default, DELETE
 * /api/payment-methods/:id. Only the token's user's cards are ever read or changed.
 */
export function paymentMethodsRouter(methods: PaymentMethods, auth: IdentityVerifier): Router {
  const router = Router();
  router.use('/api/payment-methods', auth.signedIn);

  router.get('/api/payment-methods', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await methods.list(identityOf(req).userId));
  });

  // No body: the card is typed into the provider's form, never sent here.
  router.post(SAVED_CARD_SETUP_PATH, async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    res.json(await methods.startSetup(identityOf(req).userId, requestIdOf(req)));
  });

  router.post('/api/payment-methods/:id/default', async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    const { id } = parseParams(cardParams, req);
    res.json(await methods.setDefault(identityOf(req).userId, id));
  });

  router.delete('/api/payment-methods/:id', async (req, res) => {
    parseQuery(noInput, req);
    const { id } = parseParams(cardParams, req);
    await methods.remove(identityOf(req).userId, id);
    res.status(204).end();
  });

  return router;
}
