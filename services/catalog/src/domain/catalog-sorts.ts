import { productSorts, type ProductSort } from '@coffee/contracts';
import type { ProductRecord } from './product';
import { variantsOnSale } from './search/facets';

// Case- and accent-insensitive, "Size 2" before "Size 10".
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const positions = (n: number) => Int32Array.from({ length: n }, (_, i) => i);

/**
 * Ranks of the products by name, equal names (to the collator) sharing a rank: the sorts then
 * compare small integers instead of calling the collator again and again.
 */
function nameRanks(records: readonly ProductRecord[]): Int32Array {
  const order = positions(records.length).sort((a, b) =>
    collator.compare(records[a]!.name, records[b]!.name),
  );
  const ranks = new Int32Array(records.length);
  let rank = 0;
  order.forEach((position, i) => {
    if (i > 0 && collator.compare(records[order[i - 1]!]!.name, records[position]!.name) !== 0) {
      rank += 1;
    }
    ranks[position] = rank;
  });
  return ranks;
}

function idRanks(records: readonly ProductRecord[]): Int32Array {
  const order = positions(records.length).sort((a, b) => {
    const x = records[a]!.id;
    const y = records[b]!.id;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const ranks = new Int32Array(records.length);
  order.forEach((position, rank) => {
    ranks[position] = rank;
  });
  return ranks;
}

/**
 * The positions of `records` in each of the six sorts. Each sort ends in the id, so equal keys
 * still come back in one stable order and paging never repeats or skips a product.
 */
export function sortOrders(records: readonly ProductRecord[]): Record<ProductSort, Int32Array> {
  const n = records.length;
  const name = nameRanks(records);
  const id = idRanks(records);
  // The price a card shows: "from $X", the lowest of the sizes on sale (the default variant's
  // price may be a larger bag), so that a page sorted by price reads in order.
  const price = Float64Array.from(records, (r) =>
    Math.min(...variantsOnSale(r).map((variant) => variant.priceCents)),
  );
  // A product without a rating shows 0 stars, so it sorts as 0.
  const rating = Float64Array.from(records, (r) => r.rating ?? 0);
  const reviews = Float64Array.from(records, (r) => r.reviewCount);
  const created = Float64Array.from(records, (r) => r.createdAt.getTime());
  const bestseller = Uint8Array.from(records, (r) => (r.isBestseller ? 1 : 0));
  const fresh = Uint8Array.from(records, (r) => (r.isNew ? 1 : 0));

  const byName = (a: number, b: number) => name[a]! - name[b]! || id[a]! - id[b]!;
  const compare: Record<ProductSort, (a: number, b: number) => number> = {
    // The spec: bestsellers first, then new products; then the catalog's own order (oldest first).
    featured: (a, b) =>
      bestseller[b]! - bestseller[a]! ||
      fresh[b]! - fresh[a]! ||
      created[a]! - created[b]! ||
      id[a]! - id[b]!,
    'price-asc': (a, b) => price[a]! - price[b]! || byName(a, b),
    'price-desc': (a, b) => price[b]! - price[a]! || byName(a, b),
    'name-asc': byName,
    'name-desc': (a, b) => name[b]! - name[a]! || id[a]! - id[b]!,
    // Equal ratings: more reviews first.
    'rating-desc': (a, b) => rating[b]! - rating[a]! || reviews[b]! - reviews[a]! || byName(a, b),
  };

  const orders = {} as Record<ProductSort, Int32Array>;
  for (const sort of productSorts) orders[sort] = positions(n).sort(compare[sort]);
  return orders;
}
