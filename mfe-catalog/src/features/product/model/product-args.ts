import { isProductId, type ReviewSort } from '@coffee/contracts';
import { skipToken } from '@coffee/platform';
import { categorySlug, type ProductListArgs } from '../../../shared/products';
import type { ProductReviewsArgs } from '../../../shared/reviews';

// The product page's queries, built in one place: the components and the server's prefetch
// call these same functions, so what the server fetched is exactly what the page reads.

/** The product of /product/:id; an id that cannot be a product's is never asked for. */
export function productArg(id: string | undefined): string | typeof skipToken {
  return id !== undefined && isProductId(id) ? id : skipToken;
}

/** Spec, section 9: related products limit 4. */
export const RELATED_LIMIT = 4;

/** 'You might also like': one more than shown, in case the product itself is among them. */
export function relatedProductsArgs(category: string): ProductListArgs {
  return {
    source: { kind: 'category', category: categorySlug(category) },
    params: { limit: String(RELATED_LIMIT + 1) },
  };
}

/** What the reviews list shows first: the newest, page 1. */
export const FIRST_REVIEWS_VIEW: { sort: ReviewSort; page: number } = { sort: 'newest', page: 1 };

/**
 * One page of the product's reviews for `viewer` (null: signed out). `undefined` means the
 * session is not known yet: no request, since `isMine` and the vote marks depend on who reads.
 */
export function productReviewsArgs(
  productId: string,
  view: { sort: ReviewSort; page: number },
  viewer: string | null | undefined,
): ProductReviewsArgs | typeof skipToken {
  return viewer === undefined ? skipToken : { productId, ...view, viewer };
}
