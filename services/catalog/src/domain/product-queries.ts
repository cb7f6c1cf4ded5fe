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
import { queryTerms } from './search-terms';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

/** A product list answer: the JSON array as sent, and how many products match in all. */
export interface ProductListAnswer {
  total: number;
  json: string;
}

/** How many different list answers are kept (the shop's pages are a few dozen hot queries). */
const CACHED_ANSWERS = 500;

function toAnswer(index: CatalogIndex, query: CatalogQuery): ProductListAnswer {
  const { entries, total } = queryCatalog(index, query);
  return { total, json: `[${entries.map((entry) => entry.json).join(',')}]` };
}

/** The read side of the catalog: what the shop pages and other services ask for. */
export function createProductQueries(view: ProductView) {
  // Answers for the index they were computed from; any change to the catalog makes a new
  // index and so empties this. Map order is insertion order: the first key is the oldest.
  let cachedFor: CatalogIndex | undefined;
  const cache = new Map<string, ProductListAnswer>();

  function cached(query: CatalogQuery): ProductListAnswer {
    const index = view.current();
    if (index !== cachedFor) {
      cache.clear();
      cachedFor = index;
    }
    const key = JSON.stringify([
      query.category,
      query.flags,
      query.q === undefined ? null : queryTerms(query.q),
      query.sort,
      query.limit,
      query.offset,
    ]);
    let answer = cache.get(key);
    if (answer) {
      cache.delete(key);
    } else {
      answer = toAnswer(index, query);
      if (cache.size >= CACHED_ANSWERS) cache.delete(cache.keys().next().value!);
    }
    cache.set(key, answer);
    return answer;
  }

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
