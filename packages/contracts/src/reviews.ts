import { z } from 'zod/mini';
import { productIdSchema, wholeNumberParam } from './catalog';
import {
  MAX_REVIEW_PAGE_SIZE,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_REQUIRED,
  REVIEW_COMMENT_TOO_LONG,
  REVIEW_PAGE_SIZE,
  REVIEW_RATING_MESSAGE,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_REQUIRED,
  REVIEW_TITLE_TOO_LONG,
  reviewSorts,
} from './review-constants';

// ---- Product reviews (services/catalog; written from the product page, listed in My Reviews) ----

// The limits, messages, sorts and the rating arithmetic are in a module free of zod, so that
// importing only them (the product page's review sort, the form's limits) costs no schemas.
export * from './review-constants';

/** Whole stars only: 4.5 is refused, not rounded. */
export const reviewRatingSchema = z
  .number({ error: REVIEW_RATING_MESSAGE })
  .check(
    z.int(REVIEW_RATING_MESSAGE),
    z.gte(1, REVIEW_RATING_MESSAGE),
    z.lte(5, REVIEW_RATING_MESSAGE),
  );

/** Trimmed first, so a title of spaces is empty. */
const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** What a customer writes; also the body of `PUT /api/reviews/:id` (the whole review again). */
export const reviewInputSchema = z.strictObject({
  rating: reviewRatingSchema,
  title: text(REVIEW_TITLE_REQUIRED, REVIEW_TITLE_MAX, REVIEW_TITLE_TOO_LONG),
  comment: text(REVIEW_COMMENT_REQUIRED, REVIEW_COMMENT_MAX, REVIEW_COMMENT_TOO_LONG),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;
/** The form's values before parsing (rating may still be unset). */
export type ReviewInputDraft = z.input<typeof reviewInputSchema>;

/** `POST /api/reviews`: one review per user and product. */
export const newReviewSchema = z.extend(reviewInputSchema, { productId: productIdSchema });
export type NewReview = z.output<typeof newReviewSchema>;

/** A review as every answer carries it. The author is shown by display name only. */
export const reviewSchema = z.object({
  id: z.string().check(z.minLength(1)),
  productId: z.string().check(z.minLength(1)),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  title: z.string(),
  comment: z.string(),
  /** First name and last initial ("Ada L."), or the username when no name is known. */
  authorName: z.string(),
  /** True only when the author had an order with this product (not cancelled) when writing. */
  isVerifiedPurchase: z.boolean(),
  /**
   * The sizes and grinds the author bought, latest first ("2 lb, pour-over"): known with the
   * Verified Purchase mark, empty without it or for a product without options.
   */
  purchasedVariants: z._default(z.array(z.string()), []),
  helpfulCount: z.number().check(z.int(), z.nonnegative()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Written by the signed-in caller (false when signed out). */
  isMine: z.boolean(),
  /** The signed-in caller has marked it helpful. */
  votedHelpful: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET /api/products/:id/reviews?sort=&page=&pageSize=` */
export const reviewListQuerySchema = z.strictObject({
  sort: z._default(
    z.enum(reviewSorts, { error: `sort must be one of ${reviewSorts.join(', ')}` }),
    'newest',
  ),
  page: z._default(wholeNumberParam('page', 1, 100_000), 1),
  pageSize: z._default(wholeNumberParam('pageSize', 1, MAX_REVIEW_PAGE_SIZE), REVIEW_PAGE_SIZE),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;
export type ReviewListParams = Partial<Record<keyof z.input<typeof reviewListQuerySchema>, string>>;

/** How many of the real reviews gave 1..5 stars (the seeded baseline has no breakdown). */
export const ratingDistributionSchema = z.object({
  1: z.number().check(z.int(), z.nonnegative()),
  2: z.number().check(z.int(), z.nonnegative()),
  3: z.number().check(z.int(), z.nonnegative()),
  4: z.number().check(z.int(), z.nonnegative()),
  5: z.number().check(z.int(), z.nonnegative()),
});
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

/** A page of a product's reviews and the product's figures (baseline plus real reviews). */
export const productReviewsSchema = z.object({
  reviews: z.array(reviewSchema),
  /** Real reviews in all (the list's length across pages). */
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
  /** The product's rating as every product answer shows it; null when it has none. */
  rating: z.nullable(z.number().check(z.gte(0), z.lte(5))),
  reviewCount: z.number().check(z.int(), z.nonnegative()),
  distribution: ratingDistributionSchema,
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** `GET /api/reviews/mine`: the caller's reviews, newest first, with what links to the product. */
export const myReviewSchema = z.extend(reviewSchema, {
  productName: z.string(),
  productImageUrl: z.nullable(z.string()),
});
export type MyReview = z.infer<typeof myReviewSchema>;
export const myReviewListSchema = z.array(myReviewSchema);
