import { sessionApi, skipToken, type AppDispatch } from '@coffee/platform';
import { catalogProductsApi } from '../../../shared/products';
import { reviewsApi } from '../../../shared/reviews';
import {
  FIRST_REVIEWS_VIEW,
  productArg,
  productReviewsArgs,
  relatedProductsArgs,
} from '../model/product-args';
import { catalogProductApi } from './get-catalog-product';

/**
 * What /product/:id asks for on its first render: the product, then (as the page does once it
 * has the product and the session) its first page of reviews and the related products. Queries
 * only a signed-in shopper makes (their own reviews, the hearts' favorites) are left out: a
 * signed-in shopper's page is rendered with them not yet asked, and the browser asks once
 * hydrated, as it would on a page rendered there.
 */
export async function prefetchProduct(dispatch: AppDispatch, id: string | undefined) {
  const arg = productArg(id);
  if (arg === skipToken) return;
  // The same cache entry the shell's render reads (one request: RTK Query dedupes it).
  const [product, session] = await Promise.all([
    dispatch(catalogProductApi.endpoints.getCatalogProduct.initiate(arg)),
    dispatch(sessionApi.endpoints.getCurrentUser.initiate()),
  ]);
  const found = product.data;
  if (!found) return;
  // A failed session read leaves the page signed out (useSession's user is null), as here.
  const viewer = session.data?.id ?? null;
  const reviews = productReviewsArgs(found.id, FIRST_REVIEWS_VIEW, viewer);
  await Promise.all([
    dispatch(
      catalogProductsApi.endpoints.getCatalogProducts.initiate(relatedProductsArgs(found.category)),
    ),
    reviews === skipToken
      ? undefined
      : dispatch(reviewsApi.endpoints.getProductReviews.initiate(reviews)),
  ]);
}
