import { productListQuerySchema } from '@coffee/contracts';
import { parseParams, parseQuery } from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { ProductQueries } from '../domain/product-queries';
import { withNextRoastDate } from './next-roast-date';
import { sendProduct, sendProducts, toCatalogQuery } from './product-list';

const CATEGORY_MESSAGE = 'category must be a category name such as beans or ground-coffee';

/**
 * A category slug as the shop's links write it ("ground-coffee"; case does not matter). A
 * well-formed slug that is not a category simply has no products: the catalog may grow
 * categories before every client knows them, and the other way round.
 */
const categoryParamsSchema = z.strictObject({
  category: z
    .string()
    .max(50, CATEGORY_MESSAGE)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, CATEGORY_MESSAGE)
    .transform((slug) => slug.toLowerCase()),
});

/** Public product reads: no identity needed, the shop is browsable signed out. */
export function productsRouter(
  queries: ProductQueries,
  nextRoastDate: () => string | null = () => null,
): Router {
  const router = Router();

  router.get('/api/products', async (req, res) => {
    const query = parseQuery(productListQuerySchema, req);
    sendProducts(req, res, await queries.list(toCatalogQuery(query)));
  });

  router.get('/api/products/category/:category', async (req, res) => {
    const { category } = parseParams(categoryParamsSchema, req);
    const query = parseQuery(productListQuerySchema, req);
    // 'all' is the shop's "All Products" page.
    sendProducts(
      req,
      res,
      await queries.list(toCatalogQuery(query, category === 'all' ? {} : { category })),
    );
  });

  router.get('/api/products/:id', async (req, res) => {
    const entry = await queries.get(req.params.id);
    const day = nextRoastDate();
    sendProduct(req, res, day ? withNextRoastDate(entry, day) : entry);
  });

  return router;
}
