import { isProductId } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import {
  findEntry,
  queryCatalog,
  type CatalogEntry,
  type CatalogIndex,
  type CatalogQuery,
} from './catalog-index';
import type { ProductView } from './ports';
import { queryWords } from './search/search-text';
import { suggest } from './search/suggestions';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

/**
 * A product list answer as sent: the JSON array, or with `includeFacets` the body
 * `{ items, total, facets }`; and how many products match in all.
 */
export interface ProductListAnswer {
  total: number;
  json: string;
}

/** Any JSON answer computed once per catalog index and sent as it is (suggestions). */
export interface JsonAnswer {
  json: string;
}

/** How many different list answers are kept (the shop's pages are a few dozen hot queries). */
const CACHED_ANSWERS = 500;
/** Suggestions: every prefix a shopper types is a query of its own, so more of them. */
const CACHED_SUGGESTIONS = 2000;

function toAnswer(index: CatalogIndex, query: CatalogQuery): ProductListAnswer {
  const { entries, total, facets } = queryCatalog(index, query);
  const items = `[${entries.map((entry) => entry.json).join(',')}]`;
  return {
    total,
    json: facets ? `{"items":${items},"total":${total},"facets":${JSON.stringify(facets)}}` : items,
  };
}

/** The same query always gives the same key: values in a stable order, words as matched. */
function cacheKey(query: CatalogQuery): string {
  const facets = query.facets;
  return JSON.stringify([
    query.category,
    query.flags,
    query.q === undefined ? null : queryWords(query.q),
    query.sort,
    query.limit,
    query.offset,
    query.includeFacets === true,
    facets
      ? [
          Object.entries(facets.values)
            .filter(([, values]) => values && values.length > 0)
            .map(([facet, values]) => [facet, [...values!].map((v) => v.toLowerCase()).sort()])
            .sort(),
          facets.minPriceCents ?? null,
          facets.maxPriceCents ?? null,
        ]
      : null,
  ]);
}

/** A small least-recently-used map, emptied whenever the catalog index changes. */
function createAnswerCache<T>(view: ProductView, capacity: number) {
  let cachedFor: CatalogIndex | undefined;
  const cache = new Map<string, T>();
  return (key: string, compute: (index: CatalogIndex) => T): T => {
    const index = view.current();
    if (index !== cachedFor) {
      cache.clear();
      cachedFor = index;
    }
    // Map order is insertion order: the first key is the oldest.
    let answer = cache.get(key);
    if (answer !== undefined) {
      cache.delete(key);
    } else {
      answer = compute(index);
      if (cache.size >= capacity) cache.delete(cache.keys().next().value!);
    }
    cache.set(key, answer);
    return answer;
  };
}

/** The read side of the catalog: what the shop pages and other services ask for. */
export function createProductQueries(view: ProductView) {
  // Answers for the index they were computed from; any change to the catalog makes a new
  // index and so empties these.
  const lists = createAnswerCache<ProductListAnswer>(view, CACHED_ANSWERS);
  const suggestions = createAnswerCache<JsonAnswer>(view, CACHED_SUGGESTIONS);
  const cached = (query: CatalogQuery) => lists(cacheKey(query), (index) => toAnswer(index, query));

  return {
    async list(query: CatalogQuery): Promise<ProductListAnswer> {
      if (!query.ids) return cached(query);
      // Ids are hex: "65A0..." and "65a0..." name the same product.
      const ids = query.ids.map((id) => id.toLowerCase());
      // Asked for by id (the cart's products): one written by another instance a moment ago
      // may not have reached this one's view yet, so look the missing ones up.
      const known = view.current();
      const missing = ids.filter((id) => !known.positions.has(id));
      if (missing.length > 0) await view.refresh(missing);
      return toAnswer(view.current(), { ...query, ids });
    },

    /** The products of these ids that exist, in the order given (a user's favorites). */
    async entries(ids: readonly string[]): Promise<CatalogEntry[]> {
      const wanted = ids.map((id) => id.toLowerCase()).filter(isProductId);
      const missing = wanted.filter((id) => !view.current().positions.has(id));
      if (missing.length > 0) await view.refresh(missing);
      const index = view.current();
      return wanted.flatMap((id) => findEntry(index, id) ?? []);
    },

    /** What the search box offers for `q` so far (searchSuggestionsSchema), as sent. */
    suggest(q: string): JsonAnswer {
      return suggestions(JSON.stringify(queryWords(q)), (index) => ({
        json: JSON.stringify(suggest(index, q)),
      }));
    },

    /** A product this instance knows, without asking the database. */
    known(id: string): CatalogEntry | undefined {
      return findEntry(view.current(), id.toLowerCase());
    },

    async get(given: string): Promise<CatalogEntry> {
      if (!isProductId(given)) throw notFound();
      const id = given.toLowerCase();
      let entry = findEntry(view.current(), id);
      if (!entry) {
        await view.refresh([id]);
        entry = findEntry(view.current(), id);
      }
      if (!entry) throw notFound();
      return entry;
    },
  };
}
export type ProductQueries = ReturnType<typeof createProductQueries>;

const notFound = () => new AppError(404, PRODUCT_NOT_FOUND_MESSAGE, 'PRODUCT_NOT_FOUND');
