// Plain constants and helpers of the reviews, free of zod: a bundle that needs only these (the
// product page's review sorts, the review form's limits) then does not pull in reviews.ts's
// schemas and zod with them (the package is marked free of side effects).

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

export const reviewSorts = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_PAGE_SIZE = 50;

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
