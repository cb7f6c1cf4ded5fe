import {
  bagSizes,
  coffeeProcesses,
  facetNames,
  formatCents,
  PROCESS_LABELS,
  ROAST_LEVEL_LABELS,
  roastLevels,
  type FacetName,
  type FacetValue,
  type ProductFacets,
} from '@coffee/contracts';
import type { ProductRecord, VariantRecord } from '../product';

/**
 * The listing's facets, kept per position of the catalog index as posting lists turned around:
 * for each product the ids of its values (CSR: `ids[offsets[p] .. offsets[p + 1]]`), and per
 * facet the dictionary of values. A filter then costs a few array reads per product, and the
 * counts of every facet come out of the same one walk over the products that list matches.
 */
interface FacetColumn {
  /** The enumerated facets' values come first, in their own order; then as first seen. */
  readonly values: readonly string[];
  readonly labels: readonly string[];
  /** Normalised value (see `keyOf`) -> value id. */
  readonly ids: ReadonlyMap<string, number>;
  readonly fixedOrder: boolean;
  readonly offsets: Int32Array;
  readonly valueIds: Int32Array;
}

export interface FacetIndex {
  readonly columns: Readonly<Record<FacetName, FacetColumn>>;
  /** Per position, the prices (cents) of its variants on sale, ascending (CSR as above). */
  readonly priceOffsets: Int32Array;
  readonly prices: Int32Array;
}

/** What a list asks of the facets: values per facet (OR within, AND across) and a price range. */
export interface FacetSelection {
  values: Partial<Record<FacetName, readonly string[]>>;
  minPriceCents?: number;
  maxPriceCents?: number;
}

/** At most this many values of one facet are listed (the selected ones always are). */
export const MAX_LISTED_VALUES = 30;

const foldKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
/** "12 oz", "12oz" and "12 OZ" name one size; "Costa Rica" and "costa  rica" one country. */
const keyOf = (facet: FacetName, value: string) =>
  facet === 'size' ? foldKey(value).replace(/ /g, '') : foldKey(value);

/** The variants a shopper can choose; a product stored without any reads as its own fields. */
export function variantsOnSale(
  record: ProductRecord,
): Pick<VariantRecord, 'size' | 'priceCents'>[] {
  const active = (record.variants ?? []).filter((variant) => !variant.retired);
  return active.length > 0 ? active : [{ size: null, priceCents: record.priceCents }];
}

function valuesOf(record: ProductRecord, facet: FacetName): string[] {
  switch (facet) {
    case 'roast':
      return record.roastLevel ? [record.roastLevel] : [];
    case 'origin': {
      const country = record.origin?.country.trim();
      return country ? [country] : [];
    }
    case 'process':
      return record.process ? [record.process] : [];
    case 'notes':
      return (record.flavorNotes ?? [])
        .map((note) => note.trim().toLowerCase())
        .filter((note) => note.length > 0);
    case 'size':
      return variantsOnSale(record).flatMap((variant) => (variant.size ? [variant.size] : []));
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function labelOf(facet: FacetName, value: string): string {
  if (facet === 'roast') return ROAST_LEVEL_LABELS[value as keyof typeof ROAST_LEVEL_LABELS];
  if (facet === 'process') return PROCESS_LABELS[value as keyof typeof PROCESS_LABELS];
  if (facet === 'notes') return capitalised(value);
  return value;
}

/** The values every catalog has, in their own order: a fixed dictionary. */
const FIXED: Partial<Record<FacetName, readonly string[]>> = {
  roast: roastLevels,
  process: coffeeProcesses,
  size: bagSizes,
};

function buildColumn(records: readonly ProductRecord[], facet: FacetName): FacetColumn {
  const values: string[] = [];
  const labels: string[] = [];
  const ids = new Map<string, number>();
  // The same few values recur on thousands of products: each spelling is normalised once.
  const bySpelling = new Map<string, number>();
  const idOf = (value: string) => {
    let id = bySpelling.get(value);
    if (id !== undefined) return id;
    const key = keyOf(facet, value);
    id = ids.get(key);
    if (id === undefined) {
      id = values.length;
      ids.set(key, id);
      values.push(value);
      labels.push(labelOf(facet, value));
    }
    bySpelling.set(value, id);
    return id;
  };
  FIXED[facet]?.forEach(idOf);
  const offsets = new Int32Array(records.length + 1);
  const list: number[] = [];
  records.forEach((record, position) => {
    const start = list.length;
    for (const value of valuesOf(record, facet)) {
      const id = idOf(value);
      // Each value once per product (two variants of one size count the product once).
      if (list.indexOf(id, start) === -1) list.push(id);
    }
    offsets[position + 1] = list.length;
  });
  return {
    values,
    labels,
    ids,
    // Roast levels read light to dark and sizes small to large; the rest by how many have them.
    fixedOrder: facet === 'roast' || facet === 'size',
    offsets,
    valueIds: Int32Array.from(list),
  };
}

export function buildFacetIndex(records: readonly ProductRecord[]): FacetIndex {
  const columns = Object.fromEntries(
    facetNames.map((facet) => [facet, buildColumn(records, facet)]),
  ) as Record<FacetName, FacetColumn>;
  const priceOffsets = new Int32Array(records.length + 1);
  const prices: number[] = [];
  records.forEach((record, position) => {
    const own = variantsOnSale(record)
      .map((v) => v.priceCents)
      .sort((a, b) => a - b);
    own.forEach((cents, i) => {
      if (i === 0 || cents !== own[i - 1]) prices.push(cents);
    });
    priceOffsets[position + 1] = prices.length;
  });
  return { columns, priceOffsets, prices: Int32Array.from(prices) };
}

/** A product's facet values and prices: a change to them rebuilds the index. */
export function facetSignature(record: ProductRecord): string {
  return JSON.stringify([
    facetNames.map((facet) => valuesOf(record, facet)),
    variantsOnSale(record).map((v) => v.priceCents),
  ]);
}

const PRICE_BIT = 1 << facetNames.length;

/** A selection compiled against one index: which value ids each active facet accepts. */
export interface CompiledSelection {
  readonly active: boolean;
  /** Per facet, selected[id] = 1 for an accepted value id; null when the facet does not filter. */
  readonly selected: readonly (Uint8Array | null)[];
  readonly price: { min: number; max: number } | null;
}

export function compileSelection(index: FacetIndex, selection?: FacetSelection): CompiledSelection {
  const selected = facetNames.map((facet) => {
    const wanted = selection?.values[facet];
    if (!wanted || wanted.length === 0) return null;
    const column = index.columns[facet];
    // A value no product has accepts nothing, so a facet of only such values matches nothing.
    const accepted = new Uint8Array(column.values.length);
    for (const value of wanted) {
      const id = column.ids.get(keyOf(facet, value));
      if (id !== undefined) accepted[id] = 1;
    }
    return accepted;
  });
  const min = selection?.minPriceCents;
  const max = selection?.maxPriceCents;
  const price =
    min === undefined && max === undefined
      ? null
      : { min: min ?? 0, max: max ?? Number.MAX_SAFE_INTEGER };
  return { active: price !== null || selected.some(Boolean), selected, price };
}

/**
 * Which filters the product at `position` fails: bit i for facetNames[i], PRICE_BIT for the
 * price range. 0 = it matches the whole selection.
 */
export function failedFilters(
  index: FacetIndex,
  selection: CompiledSelection,
  position: number,
): number {
  let failed = 0;
  selection.selected.forEach((accepted, bit) => {
    if (!accepted) return;
    const column = index.columns[facetNames[bit]!];
    for (let i = column.offsets[position]!; i < column.offsets[position + 1]!; i++) {
      if (accepted[column.valueIds[i]!]) return;
    }
    failed |= 1 << bit;
  });
  const range = selection.price;
  if (range) {
    let inRange = false;
    for (let i = index.priceOffsets[position]!; i < index.priceOffsets[position + 1]!; i++) {
      const cents = index.prices[i]!;
      if (cents >= range.min && cents <= range.max) {
        inRange = true;
        break;
      }
    }
    if (!inRange) failed |= PRICE_BIT;
  }
  return failed;
}

/**
 * Counts the facets over the products a list walks. A product that fails no filter counts in
 * every facet; one that fails only facet F's own selection counts in F (a facet's own choice does
 * not narrow its counts); one that fails only the price range widens the price range (the range
 * shows what the other filters leave, so a slider can be widened again).
 */
export function createFacetTally(index: FacetIndex) {
  const counts = facetNames.map((facet) => new Int32Array(index.columns[facet].values.length));
  let minCents = Infinity;
  let maxCents = -Infinity;

  function countFacet(bit: number, position: number) {
    const column = index.columns[facetNames[bit]!];
    const into = counts[bit]!;
    for (let i = column.offsets[position]!; i < column.offsets[position + 1]!; i++) {
      into[column.valueIds[i]!]! += 1;
    }
  }

  return {
    add(position: number, failed: number): void {
      if (failed === 0) {
        for (let bit = 0; bit < facetNames.length; bit++) countFacet(bit, position);
      } else if (failed !== PRICE_BIT && (failed & (failed - 1)) === 0) {
        countFacet(31 - Math.clz32(failed), position);
        return;
      } else if (failed !== PRICE_BIT) return;
      const from = index.priceOffsets[position]!;
      const to = index.priceOffsets[position + 1]!;
      if (to > from) {
        minCents = Math.min(minCents, index.prices[from]!);
        maxCents = Math.max(maxCents, index.prices[to - 1]!);
      }
    },

    result(selection: CompiledSelection): ProductFacets {
      const facets = {} as Record<FacetName, FacetValue[]>;
      facetNames.forEach((facet, bit) => {
        const column = index.columns[facet];
        const accepted = selection.selected[bit];
        const listed: FacetValue[] = [];
        const chosen: FacetValue[] = [];
        column.values.forEach((value, id) => {
          const entry = { value, label: column.labels[id]!, count: counts[bit]![id]! };
          if (accepted?.[id]) chosen.push(entry);
          else if (entry.count > 0) listed.push(entry);
        });
        if (!column.fixedOrder) {
          listed.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en'));
        }
        const kept = new Set([...chosen, ...listed.slice(0, MAX_LISTED_VALUES)]);
        const all = [...chosen, ...listed].filter((entry) => kept.has(entry));
        if (column.fixedOrder) {
          const order = (entry: FacetValue) => column.ids.get(keyOf(facet, entry.value))!;
          all.sort((a, b) => order(a) - order(b));
        } else {
          all.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en'));
        }
        facets[facet] = all;
      });
      return {
        ...facets,
        price:
          minCents === Infinity ? null : { min: formatCents(minCents), max: formatCents(maxCents) },
      };
    },
  };
}
