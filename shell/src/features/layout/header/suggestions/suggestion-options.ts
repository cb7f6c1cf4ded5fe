import type { SearchSuggestions } from '@coffee/contracts';
import { formatPrice } from '@coffee/ui';
import { categoryPath } from '../../categories';
import type { SuggestionOption } from './types';
import { MAX_PRODUCT_SUGGESTIONS } from './suggestion-term';

type SuggestedProduct = SearchSuggestions['products'][number];
type SuggestedCategory = SearchSuggestions['categories'][number];

export interface ProductOption extends SuggestionOption {
  readonly kind: 'product';
  readonly product: SuggestedProduct;
}
export interface CategoryOption extends SuggestionOption {
  readonly kind: 'category';
  readonly category: SuggestedCategory;
}
export type ListOption = ProductOption | CategoryOption;

/** "$18.99", or "from $18.99" when its sizes are priced apart (as the listing cards say it). */
export function suggestionPrice(product: SuggestedProduct): string {
  const { minPrice, maxPrice } = product;
  if (minPrice !== null && maxPrice !== null && minPrice !== maxPrice)
    return `from ${formatPrice(minPrice)}`;
  return formatPrice(product.price);
}

/**
 * The answer as the list's options, in the order the arrows walk them: the products (at most
 * six), then the categories. Ids are the listbox's id plus the position, so they stay unique on
 * the page and aria-activedescendant can name them.
 */
export function toOptions(listId: string, data: SearchSuggestions | undefined): ListOption[] {
  if (!data) return [];
  const products: ListOption[] = data.products.slice(0, MAX_PRODUCT_SUGGESTIONS).map((product) => ({
    kind: 'product',
    product,
    href: `/product/${encodeURIComponent(product.id)}`,
    domId: '',
  }));
  const categories: ListOption[] = data.categories.map((category) => ({
    kind: 'category',
    category,
    href: categoryPath(encodeURIComponent(category.slug)),
    domId: '',
  }));
  return [...products, ...categories].map((option, index) => ({
    ...option,
    domId: `${listId}-option-${index}`,
  }));
}
