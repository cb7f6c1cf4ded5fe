// The contract schemas the platform's endpoints and the remotes' first views check answers
// with, loaded on first use (loadSchemas in contract.ts), never with the page.
// @coffee/contracts is not shared: each bundle keeps the schemas it uses, and any module that
// builds a zod schema brings zod's core with it (~10 KB of script). The platform is a federation
// singleton, so a remote that takes these schemas from here (lazyContract, loadSchemas), and only
// zod-free constants, types and helpers from @coffee/contracts, adds no second zod to the page.
// The schemas are the contracts' own: one schema per payload still lives in @coffee/contracts.
import { productSchema, publicUserSchema } from '@coffee/contracts';
import { z } from 'zod/mini';

export {
  cartSchema,
  preferencesSchema,
  productSchema,
  productListPageSchema,
  productFacetPageSchema,
  favoriteIdsSchema,
  favoriteProductsSchema,
  favoriteStateSchema,
  productReviewsSchema,
  publicUserSchema,
  reviewSchema,
  myReviewListSchema,
  reviewInputSchema,
  storeListSchema,
} from '@coffee/contracts';

/** GET /api/user: the user, or null for a visitor (a 401). */
export const currentUserSchema = z.nullable(publicUserSchema);
/** A product, or null when there is no such product (a 404). */
export const productOrNullSchema = z.nullable(productSchema);
