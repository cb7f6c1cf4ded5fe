import {
  MAX_SEARCH_QUERY_LENGTH,
  productListQuerySchema,
  searchSuggestQuerySchema,
} from '@coffee/contracts';
import { parseQuery } from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import { extend } from 'zod/mini';
import type { ProductQueries } from '../domain/product-queries';
import { sendAnswer, sendProducts, sortGiven, toCatalogQuery } from './product-list';

export const SEARCH_QUERY_REQUIRED_MESSAGE = 'Enter a search term (q)';

/** The list query with q required: the spec's search needs a non-empty trimmed query. */
const searchQuerySchema = extend(productListQuerySchema, {
  q: z
    .string({ error: SEARCH_QUERY_REQUIRED_MESSAGE })
    .trim()
    .min(1, SEARCH_QUERY_REQUIRED_MESSAGE)
    .max(MAX_SEARCH_QUERY_LENGTH, `q must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`),
});

/**
 * GET /api/search?q=: the products having every word of q (prefixes, typos, synonyms), best match
 * first unless a sort is named. GET /api/search/suggest?q=: what the search box offers as a
 * shopper types (products and categories); an empty q offers nothing.
 */
export function searchRouter(queries: ProductQueries): Router {
  const router = Router();
  router.get('/api/search', async (req, res) => {
    const query = parseQuery(searchQuerySchema, req);
    sendProducts(
      req,
      res,
      await queries.list(
        toCatalogQuery(query, { sortGiven: sortGiven(req), defaultSort: 'relevance' }),
      ),
    );
  });
  router.get('/api/search/suggest', (req, res) => {
    const { q } = parseQuery(searchSuggestQuerySchema, req);
    sendAnswer(req, res, queries.suggest(q));
  });
  return router;
}
