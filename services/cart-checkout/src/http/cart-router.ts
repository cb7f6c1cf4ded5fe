import { identityOf, parseQuery, requireAuth } from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { CartQueries } from '../domain/cart-queries';

// The cart is always the caller's own: nothing in the query can name another user.
const noQuery = z.strictObject({});

export function cartRouter(queries: CartQueries): Router {
  const router = Router();

  router.get('/', requireAuth, async (req, res) => {
    parseQuery(noQuery, req);
    const requestId = typeof req.id === 'string' ? req.id : undefined;
    res.json(await queries.getCart(identityOf(req).userId, requestId));
  });

  return router;
}
