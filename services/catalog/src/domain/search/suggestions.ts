import { CATEGORY_TITLES, formatCents, productCategories } from '@coffee/contracts';
import MiniSearch from 'minisearch';
import type { CatalogIndex } from '../catalog-index';
import { rankedMatches } from '../catalog-search';
import { variantsOnSale } from './facets';
import { indexWords, maxEdits, queryWords } from './search-text';

export const MAX_SUGGESTED_PRODUCTS = 6;
export const MAX_SUGGESTED_CATEGORIES = 3;

/** The wire form of searchSuggestionsSchema (money as "12.99" strings). */
export interface SuggestionsWire {
  products: {
    id: string;
    name: string;
    imageUrl: string | null;
    price: string;
    minPrice: string;
    maxPrice: string;
    category: string;
  }[];
  categories: { slug: string; title: string }[];
}

// The nine categories, by title and slug ("Coffee Makers", "coffee-makers"); built once.
const categories = new MiniSearch<{ id: string; title: string }>({
  fields: ['id', 'title'],
  tokenize: indexWords,
  processTerm: (term) => term,
  searchOptions: {
    tokenize: (text) => text.split(' ').filter(Boolean),
    combineWith: 'AND',
    prefix: true,
    fuzzy: (term) => maxEdits(term) || false,
    boost: { title: 2 },
  },
});
categories.addAll(productCategories.map((slug) => ({ id: slug, title: CATEGORY_TITLES[slug] })));

/**
 * What the header's combobox offers for what a shopper has typed so far: the best products (the
 * last word may be unfinished or misspelt) and the categories whose title or slug matches.
 */
export function suggest(index: CatalogIndex, q: string): SuggestionsWire {
  const words = queryWords(q);
  if (words.length === 0) return { products: [], categories: [] };
  const products = [...rankedMatches(index, q, 'suggest').subarray(0, MAX_SUGGESTED_PRODUCTS)].map(
    (position) => {
      const { record } = index.entries[position]!;
      const prices = variantsOnSale(record).map((variant) => variant.priceCents);
      return {
        id: record.id,
        name: record.name,
        imageUrl: record.imageUrl,
        price: formatCents(record.priceCents),
        minPrice: formatCents(Math.min(...prices)),
        maxPrice: formatCents(Math.max(...prices)),
        category: record.category,
      };
    },
  );
  const matchingCategories = categories
    .search(words.join(' '))
    .slice(0, MAX_SUGGESTED_CATEGORIES)
    .map((result) => ({
      slug: result.id as string,
      title: CATEGORY_TITLES[result.id as keyof typeof CATEGORY_TITLES],
    }));
  return { products, categories: matchingCategories };
}
