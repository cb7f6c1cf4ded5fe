import { buildCatalogIndex, queryCatalog } from '../../../domain/catalog-index';
import {
  newProductSchema,
  newVariants,
  productTotals,
  type ProductRecord,
} from '../../../domain/product';
import { demoProducts } from '../demo-products';
import queries from './search-queries.json';

/**
 * The demo catalog as the read side holds it, built from the seed data alone (no database):
 * the spec's fields, and the coffee data and variants where the seed gives them.
 */
function demoRecords(): ProductRecord[] {
  return demoProducts.map((input, i) => {
    const product = newProductSchema.parse(input);
    const coffee = product as Partial<ProductRecord>;
    const variants = newVariants(product);
    return {
      id: (i + 1).toString(16).padStart(24, '0'),
      name: product.name,
      description: product.description ?? null,
      imageUrl: product.imageUrl ?? null,
      category: product.category,
      rating: product.rating ?? null,
      reviewCount: product.reviewCount,
      isDirectPlusEligible: product.isDirectPlusEligible,
      memberDiscountPercent: product.memberDiscountPercent,
      releaseAt: null,
      isBestseller: product.isBestseller,
      isNew: product.isNew,
      isSale: product.isSale,
      unitSize: product.unitSize ?? null,
      sku: product.sku ?? null,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
      variants,
      // Price, original price, stock and inStock as the variants make them (search ranks by
      // words, so which size is the default does not matter here).
      ...productTotals(variants, variants[0]!.id),
      origin: coffee.origin
        ? { country: coffee.origin.country, region: coffee.origin.region ?? null }
        : null,
      roastLevel: coffee.roastLevel ?? null,
      process: coffee.process ?? null,
      altitude: coffee.altitude ?? null,
      flavorNotes: coffee.flavorNotes ?? [],
      brewSuggestions: coffee.brewSuggestions ?? [],
    };
  });
}

/**
 * Search quality: misspelt and partial queries, as new shoppers type them, each with the product
 * (by sku; a few name any of two equally right ones) it must find. The search answer's order is
 * the one /api/search gives without a sort (relevance). The rate is printed on every run.
 */
describe('search quality on the demo catalog', () => {
  const index = buildCatalogIndex(demoRecords());
  const skus = new Set(index.entries.map((entry) => entry.record.sku));

  it('when the written queries are searched, then at least 95% find their product in the top 3', () => {
    expect(queries.length).toBeGreaterThanOrEqual(200);
    // A query naming a sku the catalog no longer has would count as a miss for the wrong reason.
    expect(queries.flatMap((query) => query.expect).filter((sku) => !skus.has(sku))).toEqual([]);

    const misses: string[] = [];
    for (const { q, expect: wanted } of queries) {
      const top = queryCatalog(index, { q, flags: [], sort: 'relevance', limit: 3, offset: 0 });
      const found = top.entries.map((entry) => entry.record.sku ?? '');
      if (!found.some((sku) => wanted.includes(sku))) {
        misses.push(
          `${JSON.stringify(q)} -> ${found.join(', ') || 'nothing'} (wanted ${wanted.join(' or ')})`,
        );
      }
    }
    const rate = (queries.length - misses.length) / queries.length;
    console.log(
      `search quality: ${queries.length - misses.length} of ${queries.length} queries ` +
        `find their product in the top 3 (${(rate * 100).toFixed(1)}%)` +
        (misses.length ? `\nmisses:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });
});
