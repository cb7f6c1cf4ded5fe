import { createHash } from 'node:crypto';
import {
  facetNames,
  INCLUDE_FACETS,
  productFilters,
  TOTAL_COUNT_HEADER,
  type FacetName,
  type ProductListQuery,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { Request, Response } from 'express';
import type { CatalogEntry, CatalogQuery, CatalogSort } from '../domain/catalog-index';
import type { JsonAnswer, ProductListAnswer } from '../domain/product-queries';
import type { FacetSelection } from '../domain/search/facets';

export const PRICE_RANGE_MESSAGE = 'minPrice must be at most maxPrice';

/** The facet filters of a list query; undefined when it has none. */
function facetSelection(query: ProductListQuery): FacetSelection | undefined {
  const values: Partial<Record<FacetName, readonly string[]>> = {};
  for (const facet of facetNames) {
    const chosen = query[facet];
    if (chosen && chosen.length > 0) values[facet] = chosen;
  }
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new AppError(400, PRICE_RANGE_MESSAGE, 'VALIDATION_FAILED', [
      { path: 'minPrice', message: PRICE_RANGE_MESSAGE },
    ]);
  }
  if (Object.keys(values).length === 0 && minPrice === undefined && maxPrice === undefined) {
    return undefined;
  }
  return {
    values,
    // Whole dollars, inclusive: maxPrice=20 takes $20.00, not $20.99.
    ...(minPrice === undefined ? {} : { minPriceCents: minPrice * 100 }),
    ...(maxPrice === undefined ? {} : { maxPriceCents: maxPrice * 100 }),
  };
}

/**
 * The parsed query string of a product list, as the catalog index asks for it. `sort` is the
 * order when the query names none (the search ranks by relevance; the lists by `featured`).
 */
export function toCatalogQuery(
  query: ProductListQuery,
  options: { category?: string; sortGiven?: boolean; defaultSort?: CatalogSort } = {},
): CatalogQuery {
  const facets = facetSelection(query);
  const sort =
    options.sortGiven === false && options.defaultSort ? options.defaultSort : query.sort;
  return {
    ...(options.category === undefined ? {} : { category: options.category }),
    // Only "true" narrows; "false" means "do not filter on this", as the shop's checkboxes do.
    flags: productFilters.filter((flag) => query[flag] === true),
    ...(query.q === undefined ? {} : { q: query.q }),
    ...(query.ids === undefined ? {} : { ids: query.ids }),
    ...(facets === undefined ? {} : { facets }),
    ...(query.include === INCLUDE_FACETS ? { includeFacets: true } : {}),
    sort,
    limit: query.limit,
    offset: query.offset,
  };
}

/** Whether the request named a sort itself (the parsed query always has one, by default). */
export const sortGiven = (req: Request): boolean => req.query.sort !== undefined;

interface Encoded {
  body: Buffer;
  etag: string;
}

// Answers and entries are immutable and the list answers are cached (product-queries.ts), so
// their bytes and ETag are computed once rather than on every request for a hot page.
const encoded = new WeakMap<object, Encoded>();

function encode(source: object, json: string): Encoded {
  let done = encoded.get(source);
  if (!done) {
    const body = Buffer.from(json);
    const hash = createHash('sha1').update(body).digest('base64url');
    done = { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
    encoded.set(source, done);
  }
  return done;
}

/**
 * JSON with an ETag: a client that has it already gets a 304 and no body. The catalog is the
 * same for everyone, so it may be kept and revalidated (no-cache), unlike personal answers
 * (service-defaults and the gateway mark every other /api answer no-store).
 */
function sendJson(req: Request, res: Response, { body, etag }: Encoded): void {
  res.type('application/json').set({ ETag: etag, 'Cache-Control': 'no-cache' });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(body);
}

/**
 * The body stays the plain list the spec's clients expect, the count of all matches a header;
 * with `include=facets` the body is `{ items, total, facets }` (and the header is there too).
 */
export function sendProducts(req: Request, res: Response, answer: ProductListAnswer): void {
  res.set(TOTAL_COUNT_HEADER, String(answer.total));
  sendJson(req, res, encode(answer, answer.json));
}

/** GET /api/products/{id}: the detail form, with the variants on sale. */
/** Suggestions and other cached JSON answers. */
export function sendAnswer(req: Request, res: Response, answer: JsonAnswer): void {
  sendJson(req, res, encode(answer, answer.json));
}

export function sendProduct(
  req: Request,
  res: Response,
  entry: Pick<CatalogEntry, 'detailJson'>,
): void {
  sendJson(req, res, encode(entry, entry.detailJson));
}
