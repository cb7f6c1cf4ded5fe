import { purchasesChangedSchema } from '@coffee/contracts';
import { noInput, parseBody, parseParams, parseQuery, requestIdOf } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { ReviewUseCases } from '../domain/reviews';

const userParamsSchema = z.strictObject({ userId: z.string().min(1).max(100) });

/**
 * POST /internal/users/:userId/purchases-changed (services/cart-checkout, internal token): an
 * order of the user with these products was paid or cancelled, so the Verified Purchase marks of
 * the user's reviews of them are asked again (purchasesChangedSchema). Answers how many changed;
 * 503 when cart-checkout could not be asked (it tells again later). Idempotent.
 */
export function reviewsInternalRouter(
  reviews: ReviewUseCases,
  requireInternal: RequestHandler,
): Router {
  const router = Router();
  router.post('/internal/users/:userId/purchases-changed', requireInternal, async (req, res) => {
    parseQuery(noInput, req);
    const { userId } = parseParams(userParamsSchema, req);
    const { productIds } = parseBody(purchasesChangedSchema, req);
    const reviewsUpdated = await reviews.purchasesChanged(userId, productIds, requestIdOf(req));
    res.json({ reviewsUpdated });
  });
  return router;
}
