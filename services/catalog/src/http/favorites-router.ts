import { parseParams, type IdentityVerifier } from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { FavoriteUseCases } from '../domain/favorites';
import { callerOf } from './caller';

const favoriteParamsSchema = z.strictObject({ productId: z.string().max(100) });

/** A signed-in user's favorites (the gateway lets only signed-in users through; so do we). */
export function favoritesRouter(favorites: FavoriteUseCases, auth: IdentityVerifier): Router {
  const router = Router();
  router.use('/api/favorites', auth.signedIn);

  router.get('/api/favorites', async (req, res) => {
    const entries = await favorites.list(callerOf(req).userId);
    // The products' API JSON as the catalog serialised it once.
    res.type('application/json').send(`[${entries.map((entry) => entry.json).join(',')}]`);
  });

  router.get('/api/favorites/ids', async (req, res) => {
    res.json(await favorites.ids(callerOf(req).userId));
  });

  router.put('/api/favorites/:productId', async (req, res) => {
    const { productId } = parseParams(favoriteParamsSchema, req);
    res.json(await favorites.add(callerOf(req).userId, productId));
  });

  router.delete('/api/favorites/:productId', async (req, res) => {
    const { productId } = parseParams(favoriteParamsSchema, req);
    res.json(await favorites.remove(callerOf(req).userId, productId));
  });

  return router;
}
