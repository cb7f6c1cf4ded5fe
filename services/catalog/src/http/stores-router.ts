import { storeQuerySchema } from '@coffee/contracts';
import { parseQuery } from '@coffee/service-defaults';
import { Router } from 'express';
import type { StoreLocator } from '../domain/stores';

/** The public store locator. `openNow` depends on the minute, so the answer is not cached. */
export function storesRouter(locator: StoreLocator): Router {
  const router = Router();
  router.get('/api/stores', async (req, res) => {
    const { q } = parseQuery(storeQuerySchema, req);
    res.json(await locator.search(q));
  });
  return router;
}
