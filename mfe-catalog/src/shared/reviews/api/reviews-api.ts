import { api, lazyContract } from '@coffee/platform';
import type {
  MyReview,
  NewReview,
  ProductReviews,
  Review,
  ReviewInput,
  ReviewSort,
} from '@coffee/contracts';

export interface ProductReviewsArgs {
  productId: string;
  sort: ReviewSort;
  page: number;
  /** Who is looking (null: signed out): not sent, it keys the cache, since `isMine` differs. */
  viewer: string | null;
}

const productTag = (productId: string) => ({ type: 'Review' as const, id: `product:${productId}` });
const MINE = { type: 'Review' as const, id: 'MINE' };

/** After a write: the product's reviews, my reviews, and the product's figures read again. */
const afterWrite = (productId: string) => [
  productTag(productId),
  MINE,
  { type: 'Product' as const, id: productId },
  { type: 'Product' as const, id: 'LIST' },
];

/** Reviews: `/api/products/:id/reviews` (public) and `/api/reviews` (signed in). */
export const reviewsApi = api.enhanceEndpoints({ addTagTypes: ['Review'] }).injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<ProductReviews, ProductReviewsArgs>({
      query: ({ productId, sort, page }) => ({
        url: `/api/products/${encodeURIComponent(productId)}/reviews`,
        params: { sort, page: String(page) },
      }),
      responseSchema: lazyContract((s) => s.productReviewsSchema),
      providesTags: (_result, _error, { productId }) => [productTag(productId)],
    }),
    /** The argument is the user's id, keying the cache per user (the cookie says who). */
    getMyReviews: build.query<MyReview[], string>({
      query: () => '/api/reviews/mine',
      responseSchema: lazyContract((s) => s.myReviewListSchema),
      providesTags: [MINE],
    }),
    createReview: build.mutation<Review, NewReview>({
      query: (body) => ({ url: '/api/reviews', method: 'POST', body }),
      responseSchema: lazyContract((s) => s.reviewSchema),
      invalidatesTags: (_result, _error, { productId }) => afterWrite(productId),
    }),
    updateReview: build.mutation<Review, { id: string; productId: string; input: ReviewInput }>({
      query: ({ id, input }) => ({
        url: `/api/reviews/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: input,
      }),
      responseSchema: lazyContract((s) => s.reviewSchema),
      invalidatesTags: (_result, _error, { productId }) => afterWrite(productId),
    }),
    deleteReview: build.mutation<null, { id: string; productId: string }>({
      query: ({ id }) => ({ url: `/api/reviews/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { productId }) => afterWrite(productId),
    }),
    markReviewHelpful: build.mutation<Review, { id: string; productId: string }>({
      query: ({ id }) => ({
        url: `/api/reviews/${encodeURIComponent(id)}/helpful`,
        method: 'POST',
      }),
      responseSchema: lazyContract((s) => s.reviewSchema),
      invalidatesTags: (_result, _error, { productId }) => [productTag(productId)],
    }),
  }),
});

export const {
  useGetProductReviewsQuery,
  useGetMyReviewsQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useMarkReviewHelpfulMutation,
} = reviewsApi;
