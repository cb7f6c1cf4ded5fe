import { z } from 'zod/mini';
import { productIdSchema, wholeNumberParam } from './catalog';

// ---- Product reviews (services/catalog; written from the product page, listed in My Reviews) ----

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';
export const REVIEW_TITLE_REQUIRED = 'Title is required';
export const REVIEW_TITLE_TOO_LONG = `Title must be at most ${REVIEW_TITLE_MAX} characters`;
export const REVIEW_COMMENT_REQUIRED = 'Review text is required';
export const REVIEW_COMMENT_TOO_LONG = `Review text must be at most ${REVIEW_COMMENT_MAX} characters`;
export const REVIEW_EXISTS_MESSAGE = 'You have already reviewed this product';
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';
export const OWN_REVIEW_VOTE_MESSAGE = 'You cannot mark your own review as helpful';

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
  helpfulCount: z.number().check(z.int(), z.nonnegative()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Written by the signed-in caller (false when signed out). */
  isMine: z.boolean(),
  /** The signed-in caller has marked it helpful. */
  votedHelpful: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSorts = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_PAGE_SIZE = 50;

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

/**
 * The product's figures shown everywhere: the seeded baseline combined with the real reviews.
 * rating = round1((seededRating * seededCount + sum) / (seededCount + n)); null when no review
 * of either kind exists (a seeded count without a rating counts as no baseline).
 */
export function combineRating(
  seeded: { rating: number | null; reviewCount: number },
  real: { count: number; sum: number },
): { rating: number | null; reviewCount: number } {
  const baseCount = seeded.rating === null ? 0 : seeded.reviewCount;
  const count = baseCount + real.count;
  if (count === 0) return { rating: seeded.rating, reviewCount: seeded.reviewCount + real.count };
  const total = (seeded.rating ?? 0) * baseCount + real.sum;
  return {
    rating: Math.round((total / count) * 10) / 10,
    reviewCount: seeded.reviewCount + real.count,
  };
}
