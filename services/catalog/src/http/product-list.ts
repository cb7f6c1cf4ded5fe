import { createHash } from 'node:crypto';
import { productFilters, TOTAL_COUNT_HEADER, type ProductListQuery } from '@coffee/contracts';
import type { Request, Response } from 'express';
import type { CatalogEntry, CatalogQuery } from '../domain/catalog-index';
import type { ProductListAnswer } from '../domain/product-queries';

/** The parsed query string of a product list, as the catalog index asks for it. */
export function toCatalogQuery(query: ProductListQuery, category?: string): CatalogQuery {
  return {
    ...(category === undefined ? {} : { category }),
    // Only "true" narrows; "false" means "do not filter on this", as the shop's checkboxes do.
    flags: productFilters.filter((flag) => query[flag] === true),
    ...(query.q === undefined ? {} : { q: query.q }),
    ...(query.ids === undefined ? {} : { ids: query.ids }),
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  };
}

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

/** The body stays the plain list the spec's clients expect; the count of all matches is a header. */
export function sendProducts(req: Request, res: Response, answer: ProductListAnswer): void {
  res.set(TOTAL_COUNT_HEADER, String(answer.total));
  sendJson(req, res, encode(answer, answer.json));
}

export function sendProduct(req: Request, res: Response, entry: CatalogEntry): void {
  sendJson(req, res, encode(entry, entry.json));
}
