// The contract schemas that remotes parse on their first view, handed out by the platform.
// @coffee/contracts is not shared: each bundle keeps the schemas it uses, and any module that
// builds a zod schema brings zod's core with it (~10 KB gzipped). Platform already carries zod
// and the product schemas (the cart and the session parse with them), and it is a federation
// singleton, so a remote that takes these schemas from here, and only zod-free constants, types
// and helpers from @coffee/contracts, adds no second zod to the page. The schemas are the
// contracts' own: one schema per payload still lives in @coffee/contracts.
export {
  productSchema,
  productListPageSchema,
  favoriteIdsSchema,
  favoriteProductsSchema,
  favoriteStateSchema,
  productReviewsSchema,
  reviewSchema,
  myReviewListSchema,
  reviewInputSchema,
  storeListSchema,
} from '@coffee/contracts';
