import {
  productFilters,
  productSorts,
  type ProductFilter,
  type ProductSort,
} from '@coffee/contracts';
import { sortOrders } from './catalog-sorts';
import { toPublicProduct, type ProductRecord } from './product';
import { searchHits } from './catalog-search';
import { productTerms } from './search-terms';

/** One product of the catalog as the read side keeps it. */
export interface CatalogEntry {
  record: ProductRecord;
  /**
   * The product exactly as the API sends it, serialised once: a list answer joins these strings
   * instead of serialising up to 100 products again on every request.
   */
  json: string;
}

type Orders = Readonly<Record<ProductSort, Int32Array>>;

/**
 * The whole catalog, prepared for reading: every product, its position in each of the six
 * sort orders (overall and per category), its filter flags as bits, and an inverted index of
 * the words it can be found by. Immutable: a change builds a new index (see `withChanges`),
 * so a request never sees a half-applied update.
 */
export interface CatalogIndex {
  readonly entries: readonly CatalogEntry[];
  /** Product id -> position in `entries`. */
  readonly positions: ReadonlyMap<string, number>;
  /** For each sort, the positions of all entries in that order. */
  readonly orders: Orders;
  /** The same, for each category's entries only. */
  readonly categoryOrders: ReadonlyMap<string, Orders>;
  /** Per position, one bit per filter flag (FLAG_BITS). */
  readonly flagBits: Uint8Array;
  /**
   * Per category ('' for all), indexed by a set of flag bits: how many entries have at least
   * those flags. A list without search or ids then knows its total without walking every entry.
   */
  readonly flagCounts: ReadonlyMap<string, Int32Array>;
  /** Every search word of every product, sorted, each once... */
  readonly terms: readonly string[];
  /** ...and, at the same index, the positions of the entries that contain it. */
  readonly postings: readonly Int32Array[];
}

/** What a product list asks for: every part optional except paging and sort, all AND-combined. */
export interface CatalogQuery {
  /** Only this category; undefined for all of them. */
  category?: string;
  /** Only products with each of these flags set. */
  flags: readonly ProductFilter[];
  /** Only products whose words start with each word of this text. */
  q?: string;
  /** Only these products. */
  ids?: readonly string[];
  sort: ProductSort;
  limit: number;
  offset: number;
}

export interface CatalogPage {
  entries: CatalogEntry[];
  /** How many products match, ignoring limit and offset. */
  total: number;
}

const FLAG_BITS = Object.fromEntries(productFilters.map((flag, i) => [flag, 1 << i])) as Record<
  ProductFilter,
  number
>;

const flagBitsOf = (record: ProductRecord): number =>
  productFilters.reduce((bits, flag) => (record[flag] ? bits | FLAG_BITS[flag] : bits), 0);

const ALL = '';

/** Adds `delta` to the counts of every subset of `bits` (the flag sets this entry satisfies). */
function countFlags(counts: Int32Array, bits: number, delta: number): void {
  for (let subset = bits; ; subset = (subset - 1) & bits) {
    counts[subset]! += delta;
    if (subset === 0) break;
  }
}

function flagCountsOf(records: readonly ProductRecord[], flagBits: Uint8Array) {
  const counts = new Map<string, Int32Array>([[ALL, new Int32Array(1 << productFilters.length)]]);
  records.forEach((record, position) => {
    const bits = flagBits[position]!;
    let forCategory = counts.get(record.category);
    if (!forCategory) {
      forCategory = new Int32Array(1 << productFilters.length);
      counts.set(record.category, forCategory);
    }
    countFlags(counts.get(ALL)!, bits, 1);
    countFlags(forCategory, bits, 1);
  });
  return counts;
}

const toEntry = (record: ProductRecord): CatalogEntry => ({
  record,
  json: JSON.stringify(toPublicProduct(record)),
});

function ordersByCategory(entries: readonly CatalogEntry[], orders: Orders) {
  const byCategory = new Map<string, Record<ProductSort, Int32Array>>();
  const categories = new Set(entries.map((entry) => entry.record.category));
  for (const category of categories) {
    const perSort = {} as Record<ProductSort, Int32Array>;
    for (const sort of productSorts) {
      perSort[sort] = orders[sort].filter((p) => entries[p]!.record.category === category);
    }
    byCategory.set(category, perSort);
  }
  return byCategory;
}

function searchIndex(entries: readonly CatalogEntry[]) {
  const byTerm = new Map<string, number[]>();
  entries.forEach((entry, position) => {
    for (const term of productTerms(entry.record)) {
      const list = byTerm.get(term);
      if (list) list.push(position);
      else byTerm.set(term, [position]);
    }
  });
  const terms = [...byTerm.keys()].sort();
  return { terms, postings: terms.map((term) => Int32Array.from(byTerm.get(term)!)) };
}

export function buildCatalogIndex(records: readonly ProductRecord[]): CatalogIndex {
  const entries = records.map(toEntry);
  const orders = sortOrders(records);
  const flagBits = Uint8Array.from(records, flagBitsOf);
  return {
    entries,
    positions: new Map(entries.map((entry, i) => [entry.record.id, i])),
    orders,
    categoryOrders: ordersByCategory(entries, orders),
    flagBits,
    flagCounts: flagCountsOf(records, flagBits),
    ...searchIndex(entries),
  };
}

/** Sort keys, category and search words unchanged: the new record can take the old one's place. */
function samePlace(a: ProductRecord, b: ProductRecord): boolean {
  return (
    a.name === b.name &&
    a.description === b.description &&
    a.category === b.category &&
    a.priceCents === b.priceCents &&
    a.rating === b.rating &&
    a.reviewCount === b.reviewCount &&
    a.isBestseller === b.isBestseller &&
    a.isNew === b.isNew &&
    a.createdAt.getTime() === b.createdAt.getTime()
  );
}

/**
 * The index after some products changed (`changed`) or disappeared (`removedIds`). A change
 * that keeps every sort key, the category and the search words (a stock level, a filter flag
 * such as inStock) swaps the entries in place; anything else rebuilds the index.
 */
export function withChanges(
  index: CatalogIndex,
  changed: readonly ProductRecord[],
  removedIds: readonly string[] = [],
): CatalogIndex {
  const inPlace =
    removedIds.every((id) => !index.positions.has(id)) &&
    changed.every((record) => {
      const at = index.positions.get(record.id);
      return at !== undefined && samePlace(index.entries[at]!.record, record);
    });
  if (inPlace) {
    if (changed.length === 0) return index;
    const entries = [...index.entries];
    const flagBits = index.flagBits.slice();
    const flagCounts = new Map([...index.flagCounts].map(([key, counts]) => [key, counts.slice()]));
    for (const record of changed) {
      const at = index.positions.get(record.id)!;
      entries[at] = toEntry(record);
      const [before, after] = [flagBits[at]!, flagBitsOf(record)];
      flagBits[at] = after;
      for (const key of [ALL, record.category]) {
        countFlags(flagCounts.get(key)!, before, -1);
        countFlags(flagCounts.get(key)!, after, 1);
      }
    }
    return { ...index, entries, flagBits, flagCounts };
  }
  const byId = new Map(index.entries.map((entry) => [entry.record.id, entry.record]));
  for (const id of removedIds) byId.delete(id);
  for (const record of changed) byId.set(record.id, record);
  return buildCatalogIndex([...byId.values()]);
}

/** One page of the products matching `query`, in its sort order, and how many match in all. */
export function queryCatalog(index: CatalogIndex, query: CatalogQuery): CatalogPage {
  const order =
    query.category === undefined
      ? index.orders[query.sort]
      : index.categoryOrders.get(query.category)?.[query.sort];
  if (!order) return { entries: [], total: 0 };
  const search = query.q === undefined ? undefined : searchHits(index, query.q);
  if (search === null) return { entries: [], total: 0 };
  let only: Set<number> | undefined;
  if (query.ids) {
    only = new Set();
    for (const id of query.ids) {
      const at = index.positions.get(id);
      if (at !== undefined) only.add(at);
    }
  }
  const wanted = query.flags.reduce((bits, flag) => bits | FLAG_BITS[flag], 0);
  const { flagBits, entries } = index;

  const page: CatalogEntry[] = [];
  const end = query.offset + query.limit;
  // Without search or ids the total is known up front, and the walk can stop at the page's end.
  const known = search || only ? undefined : index.flagCounts.get(query.category ?? ALL)?.[wanted];
  let matched = 0;
  for (let i = 0; i < order.length; i++) {
    const position = order[i]!;
    if ((flagBits[position]! & wanted) !== wanted) continue;
    if (search && search.hits[position] !== search.words) continue;
    if (only && !only.has(position)) continue;
    if (matched >= query.offset) {
      if (matched >= end) {
        if (known !== undefined) break;
      } else page.push(entries[position]!);
    }
    matched++;
  }
  return { entries: page, total: known ?? matched };
}

export function findEntry(index: CatalogIndex, id: string): CatalogEntry | undefined {
  const at = index.positions.get(id);
  return at === undefined ? undefined : index.entries[at];
}
