import type { ReviewSort, StoreHours } from '@coffee/contracts';

// Ports of the customer features (reviews, favorites, stores, forgetting a user); src/data
// implements them with Mongoose, src/http with the other services' internal APIs.

/** A review as the domain holds it. */
export interface ReviewRecord {
  id: string;
  userId: string;
  productId: string;
  rating: number;
  title: string;
  comment: string;
  authorName: string;
  isVerifiedPurchase: boolean;
  /** What the author bought of it ("2 lb, pour-over"), latest first; empty without the mark. */
  purchasedVariants: string[];
  helpfulCount: number;
  /** Hidden by a moderator (not on the shop, not counted). */
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type NewReviewRecord = Pick<
  ReviewRecord,
  | 'userId'
  | 'productId'
  | 'rating'
  | 'title'
  | 'comment'
  | 'authorName'
  | 'isVerifiedPurchase'
  | 'purchasedVariants'
>;
export type ReviewChanges = Pick<
  ReviewRecord,
  'rating' | 'title' | 'comment' | 'authorName' | 'isVerifiedPurchase' | 'purchasedVariants'
>;
/** The purchase a review carries: the Verified Purchase mark and what was bought. */
export type ReviewPurchase = Pick<ReviewRecord, 'isVerifiedPurchase' | 'purchasedVariants'>;

/** The real reviews of one product: how many, the sum of their stars, and stars 1..5 each. */
export interface ReviewStats {
  count: number;
  sum: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

export interface ReviewRepository {
  /** Null for an unknown or malformed id. */
  findById(id: string): Promise<ReviewRecord | null>;
  findByUserAndProduct(userId: string, productId: string): Promise<ReviewRecord | null>;
  /** One page; every order ends in the id, so pages never repeat or skip a review. */
  listForProduct(
    productId: string,
    sort: ReviewSort,
    page: { skip: number; limit: number },
  ): Promise<ReviewRecord[]>;
  statsForProduct(productId: string): Promise<ReviewStats>;
  /** Newest first. */
  listByUser(userId: string): Promise<ReviewRecord[]>;
  insert(review: NewReviewRecord): Promise<ReviewRecord>;
  /** Only the author's own: null when `id` is not a review of `userId`. */
  update(id: string, userId: string, changes: ReviewChanges): Promise<ReviewRecord | null>;
  /** Only the author's own: false when `id` is not a review of `userId`. */
  delete(id: string, userId: string): Promise<boolean>;
  setHelpfulCount(id: string, count: number): Promise<void>;
  /** Sets the Verified Purchase mark and what was bought (not an edit: its dates stay). */
  setPurchase(id: string, purchase: ReviewPurchase): Promise<void>;
  /** Every review, hidden ones too, newest first: one page and how many there are. */
  listAll(page: {
    skip: number;
    limit: number;
  }): Promise<{ reviews: ReviewRecord[]; total: number }>;
  /** Every review, hidden ones too, newest first (a moderator's search). */
  listAllNewestFirst(): Promise<ReviewRecord[]>;
  /** The review after the change, or null when there is no such review. */
  setHidden(id: string, hidden: boolean): Promise<ReviewRecord | null>;
}

export interface ReviewVoteRepository {
  /** 'exists' when this user has voted for this review already. */
  add(reviewId: string, userId: string): Promise<'added' | 'exists'>;
  count(reviewId: string): Promise<number>;
  /** Of these reviews, the ones this user has voted for. */
  votedBy(userId: string, reviewIds: readonly string[]): Promise<Set<string>>;
  deleteForReview(reviewId: string): Promise<void>;
  /** Deletes the user's votes; returns the reviews they were for. */
  deleteByUser(userId: string): Promise<string[]>;
}

/** Writes a product's real-review totals (the baseline fields are never touched). */
export interface ReviewTotalsWriter {
  setReviewTotals(productId: string, totals: { count: number; sum: number }): Promise<void>;
}

/**
 * services/cart-checkout: has this user an order paid and onwards (not cancelled) containing this
 * product? Asked when a review is written, and again when cart-checkout says the user's bought
 * products changed (an order paid or cancelled).
 */
/** services/cart-checkout: whether the user bought the product, and which variants. */
export interface PurchaseChecker {
  purchaseOf(userId: string, productId: string, requestId?: string): Promise<ReviewPurchase>;
}

/** services/account: the user's full name, or null when unknown (or the account cannot say). */
export interface AuthorDirectory {
  fullNameOf(userId: string, requestId?: string): Promise<string | null>;
}

export interface FavoriteRepository {
  add(userId: string, productId: string): Promise<'added' | 'exists'>;
  remove(userId: string, productId: string): Promise<void>;
  /** Product ids, newest favorite first. */
  listIds(userId: string): Promise<string[]>;
  count(userId: string): Promise<number>;
  /** Returns how many were deleted. */
  deleteByUser(userId: string): Promise<number>;
}

/** A store of the spec's store_locations entity, plus its IANA time zone. */
export interface StoreRecord {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
  email: string | null;
  hours: StoreHours;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
}

export interface StoreRepository {
  /** Every store with isActive true. */
  findActive(): Promise<StoreRecord[]>;
}
