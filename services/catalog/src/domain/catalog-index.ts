import {
  productFilters,
  productSorts,
  type ProductFacets,
  type ProductFilter,
  type ProductSort,
} from '@coffee/contracts';
import { sortOrders } from './catalog-sorts';
import { toPublicProduct, type ProductRecord } from './product';
import { rankedMatches } from './catalog-search';
import {
  buildFacetIndex,
  compileSelection,
  createFacetTally,
  facetSignature,
  failedFilters,
  type FacetIndex,
  type FacetSelection,
} from './search/facets';
import { createTextIndex, sameWords, type TextIndex } from './search/text-index';

/** One product of the catalog as the read side keeps it. */
export interface CatalogEntry {
  record: ProductRecord;
  /**
   * The product exactly as the API sends it, serialised once: a list answer joins these strings
   * instead of serialising up to 100 products again on every request.
   */
  json: string;
  /**
   * GET /api/products/{id}: the same with its variants on sale. Serialised on first ask and
   * kept with the entry (a bean's 18 variants would triple the memory of 10,000 entries if
   * every one were serialised up front).
   */
  readonly detailJson: string;
}

type Orders = Readonly<Record<ProductSort, Int32Array>>;

/**
 * The whole catalog, prepared for reading: every product, its position in each of the six
 * sort orders (overall and per category), its filter flags as bits, its facet values, and the
 * full-text index it can be found by. Immutable except `text` (see text-index.ts): a change
 * builds a new index (see `withChanges`), so a request never sees a half-applied update.
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
  /** Per position, its place in the featured order: how equally relevant matches are ranked. */
  readonly featuredRank: Int32Array;
  /** Roast, origin, process, notes, size and prices per position (search/facets.ts). */
  readonly facets: FacetIndex;
  /** The full-text index (MiniSearch), by product id; shared by the indexes that follow. */
  readonly text: TextIndex;
}

/** `relevance`: the search's own ranking (best match first); without `q` it is `featured`. */
export type CatalogSort = ProductSort | 'relevance';

/** What a product list asks for: every part optional except paging and sort, all AND-combined. */
export interface CatalogQuery {
  /** Only this category; undefined for all of them. */
  category?: string;
  /** Only products with each of these flags set. */
  flags: readonly ProductFilter[];
  /** Only products having every word of this text (prefixes, typos and synonyms allowed). */
  q?: string;
  /** Only these products. */
  ids?: readonly string[];
  /** Facet values (OR within one facet, AND across) and a price range. */
  facets?: FacetSelection;
  /** Also count the facets of what the other filters leave. */
  includeFacets?: boolean;
  sort: CatalogSort;
  limit: number;
  offset: number;
}

export interface CatalogPage {
  entries: CatalogEntry[];
  /** How many products match, ignoring limit and offset. */
  total: number;
  /** When `includeFacets` was asked for. */
  facets?: ProductFacets;
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

function toEntry(record: ProductRecord): CatalogEntry {
  let detail: string | undefined;
  return {
    record,
    json: JSON.stringify(toPublicProduct(record)),
    get detailJson() {
      detail ??= JSON.stringify(toPublicProduct(record, { withVariants: true }));
      return detail;
    },
  };
}

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

function rankOf(order: Int32Array): Int32Array {
  const ranks = new Int32Array(order.length);
  order.forEach((position, rank) => {
    ranks[position] = rank;
  });
  return ranks;
}

/** `text`: the full-text index of exactly these records, when the caller kept one up to date. */
export function buildCatalogIndex(
  records: readonly ProductRecord[],
  text: TextIndex = createTextIndex(records),
): CatalogIndex {
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
    featuredRank: rankOf(orders.featured),
    facets: buildFacetIndex(records),
    text,
  };
}

/**
 * Sort keys, category, search words and facet values unchanged: the new record can take the old
 * one's place.
 */
function samePlace(a: ProductRecord, b: ProductRecord): boolean {
  return (
    sameWords(a, b) &&
    facetSignature(a) === facetSignature(b) &&
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
 * that keeps every sort key, the category, the search words and the facet values (a stock
 * level, a filter flag such as inStock) swaps the entries in place; anything else rebuilds the
 * index, except the full-text index, which takes only the changed products' words.
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
  const words: { before?: ProductRecord; after?: ProductRecord }[] = [];
  for (const id of removedIds) {
    const before = byId.get(id);
    if (before) words.push({ before });
    byId.delete(id);
  }
  for (const record of changed) {
    const before = byId.get(record.id);
    if (!before || !sameWords(before, record)) words.push({ before, after: record });
    byId.set(record.id, record);
  }
  index.text.update(words);
  return buildCatalogIndex([...byId.values()], index.text);
}

/** A list of nothing: no page, and facets that count nothing (the selected values still listed). */
function emptyPage(index: CatalogIndex, query: CatalogQuery): CatalogPage {
  if (!query.includeFacets) return { entries: [], total: 0 };
  const selection = compileSelection(index.facets, query.facets);
  return { entries: [], total: 0, facets: createFacetTally(index.facets).result(selection) };
}

/**
 * One page of the products matching `query`, in its sort order, how many match in all, and
 * (asked for) the facets. One walk over the products of the sort order (or of the search's
 * ranking) does it all: flags, category, search and ids narrow everything; the facet filters
 * decide what matches and, through the tally, what each facet counts.
 */
export function queryCatalog(index: CatalogIndex, query: CatalogQuery): CatalogPage {
  const sort = query.sort === 'relevance' ? 'featured' : query.sort;
  let order =
    query.category === undefined
      ? index.orders[sort]
      : index.categoryOrders.get(query.category)?.[sort];
  if (!order) return emptyPage(index, query);
  let search: Uint8Array | undefined;
  // The search's ranking walks every category: the category is checked per product instead.
  let checkCategory = false;
  if (query.q !== undefined) {
    const matches = rankedMatches(index, query.q);
    if (matches.length === 0) return emptyPage(index, query);
    search = new Uint8Array(index.entries.length);
    for (const position of matches) search[position] = 1;
    if (query.sort === 'relevance') {
      order = matches;
      checkCategory = query.category !== undefined;
    }
  }
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
  const selection = compileSelection(index.facets, query.facets);
  const tally = query.includeFacets ? createFacetTally(index.facets) : undefined;

  const page: CatalogEntry[] = [];
  const end = query.offset + query.limit;
  // With nothing but flags and a category the total is known up front, and the walk can stop at
  // the page's end.
  const known =
    search || only || selection.active || tally
      ? undefined
      : index.flagCounts.get(query.category ?? ALL)?.[wanted];
  let matched = 0;
  for (let i = 0; i < order.length; i++) {
    const position = order[i]!;
    if ((flagBits[position]! & wanted) !== wanted) continue;
    if (search && search[position] !== 1) continue;
    if (checkCategory && entries[position]!.record.category !== query.category) continue;
    if (only && !only.has(position)) continue;
    const failed = selection.active ? failedFilters(index.facets, selection, position) : 0;
    tally?.add(position, failed);
    if (failed !== 0) continue;
    if (matched >= query.offset) {
      if (matched >= end) {
        if (known !== undefined) break;
      } else page.push(entries[position]!);
    }
    matched++;
  }
  const total = known ?? matched;
  return tally
    ? { entries: page, total, facets: tally.result(selection) }
    : { entries: page, total };
}

export function findEntry(index: CatalogIndex, id: string): CatalogEntry | undefined {
  const at = index.positions.get(id);
  return at === undefined ? undefined : index.entries[at];
}
