import { addToCartSchema, updateCartItemSchema } from '@coffee/contracts';
import {
  identityOf,
  noInput,
  parseBody,
  parseQuery,
  requestIdOf,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import type { CartUseCases } from '../domain/cart-use-cases';
import type { InitialPaymentRule } from '../domain/initial-payment';
import { writesNeedInitialPayment } from './initial-payment';
import { productConflictHandler } from './product-conflict';

/**
 * The signed-in user's cart: /api/cart and /api/cart/:itemId. Always the caller's own: nothing
 * in the query can name another user. A customer who owes the initial Direct+ payment may read
 * it but not change it (403 INITIAL_PAYMENT_REQUIRED).
 */
export function cartRouter(
  cart: CartUseCases,
  auth: IdentityVerifier,
  initialPayment: InitialPaymentRule,
): Router {
  const router = Router();
  router.use('/api/cart', auth.signedIn, writesNeedInitialPayment(initialPayment));

  router.get('/api/cart', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await cart.getCart(identityOf(req).userId, requestIdOf(req)));
  });

  router.post('/api/cart', async (req, res) => {
    parseQuery(noInput, req);
    const input = parseBody(addToCartSchema, req);
    res.status(201).json(await cart.addItem(identityOf(req).userId, input, requestIdOf(req)));
  });

  router.put('/api/cart/:itemId', async (req, res) => {
    parseQuery(noInput, req);
    const { quantity } = parseBody(updateCartItemSchema, req);
    const itemId = req.params.itemId ?? '';
    res.json(await cart.updateItem(identityOf(req).userId, itemId, quantity, requestIdOf(req)));
  });

  router.delete('/api/cart/:itemId', async (req, res) => {
    parseQuery(noInput, req);
    await cart.removeItem(identityOf(req).userId, req.params.itemId ?? '');
    res.status(204).end();
  });

  router.use(productConflictHandler);
  return router;
}
