import { parseQuery } from '@coffee/service-defaults';
import { Router } from 'express';
import type { ProductQueries } from '../domain/product-queries';
import { listProductsQuerySchema } from './list-query';

/** Public product reads: no identity needed, the shop is browsable signed out. */
export function productsRouter(queries: ProductQueries): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const page = parseQuery(listProductsQuerySchema, req);
    const { items, total } = await queries.list(page);
    // The body stays the plain list the spec's clients expect; the count travels in a header.
    res.set('X-Total-Count', String(total)).json(items);
  });

  router.get('/:id', async (req, res) => {
    res.json(await queries.get(req.params.id));
  });

  return router;
}
