import { parseParams } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { FavoriteUseCases } from '../domain/favorites';
import type { ReviewUseCases } from '../domain/reviews';

const userParamsSchema = z.strictObject({ userId: z.string().min(1).max(100) });

/**
 * POST /internal/users/:userId/forget (services/account, when an account is deleted): the
 * user's favorites, reviews and helpful votes go, and every figure they counted in is recounted.
 * Idempotent: a second call finds nothing and answers the same way.
 */
export function usersInternalRouter(
  deps: { reviews: ReviewUseCases; favorites: FavoriteUseCases },
  requireInternal: RequestHandler,
): Router {
  const router = Router();
  router.use('/internal/users', requireInternal);
  router.post('/internal/users/:userId/forget', async (req, res) => {
    const { userId } = parseParams(userParamsSchema, req);
    const favorites = await deps.favorites.forgetUser(userId);
    const { reviews, votes } = await deps.reviews.forgetUser(userId);
    res.json({ userId, deleted: { favorites, reviews, helpfulVotes: votes } });
  });
  return router;
}
