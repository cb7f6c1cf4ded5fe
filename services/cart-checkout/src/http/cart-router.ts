import { addToCartSchema, updateCartItemSchema } from '@coffee/contracts';
import { identityOf, parseBody, parseQuery, requireAuth } from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { CartUseCases } from '../domain/cart-use-cases';
import { productConflictHandler } from './product-conflict';
import { requestIdOf } from './request-id';

// The cart is always the caller's own: nothing in the query can name another user.
const noQuery = z.strictObject({});

export function cartRouter(cart: CartUseCases): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    parseQuery(noQuery, req);
    res.json(await cart.getCart(identityOf(req).userId, requestIdOf(req)));
  });

  router.post('/', async (req, res) => {
    parseQuery(noQuery, req);
    const input = parseBody(addToCartSchema, req);
    res.status(201).json(await cart.addItem(identityOf(req).userId, input, requestIdOf(req)));
  });

  router.put('/:itemId', async (req, res) => {
    parseQuery(noQuery, req);
    const { quantity } = parseBody(updateCartItemSchema, req);
    const itemId = req.params.itemId ?? '';
    res.json(await cart.updateItem(identityOf(req).userId, itemId, quantity, requestIdOf(req)));
  });

  router.delete('/:itemId', async (req, res) => {
    parseQuery(noQuery, req);
    await cart.removeItem(identityOf(req).userId, req.params.itemId ?? '');
    res.status(204).end();
  });

  router.use(productConflictHandler);
  return router;
}
