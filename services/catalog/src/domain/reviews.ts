import {
  OWN_REVIEW_VOTE_MESSAGE,
  REVIEW_EXISTS_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  type MyReview,
  type NewReview,
  type ProductReviews,
  type Review,
  type ReviewInput,
  type ReviewListQuery,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { CatalogEntry } from './catalog-index';
import type { StockLocks } from './ports';
import type {
  AuthorDirectory,
  PurchaseChecker,
  ReviewPurchase,
  ReviewRecord,
  ReviewRepository,
  ReviewTotalsWriter,
  ReviewVoteRepository,
} from './review-ports';

/** Who asks: the signed-in user (id and the username of the session), or nobody. */
export interface Caller {
  userId: string;
  username: string;
  requestId?: string;
}

export interface ReviewDeps {
  reviews: ReviewRepository;
  votes: ReviewVoteRepository;
  totals: ReviewTotalsWriter;
  purchases: PurchaseChecker;
  authors: AuthorDirectory;
  locks: StockLocks;
  /** The product as the catalog serves it (404 'Product not found' when there is none). */
  product(id: string): Promise<CatalogEntry>;
  /** The product if it still exists, for naming it in My Reviews. */
  findProduct(id: string): CatalogEntry | undefined;
  /** After this instance changed a product's figures: serve them at once, tell the others. */
  productChanged(id: string): Promise<void>;
}

// Another user's review answers exactly as a review that does not exist: never reveal it.
export const reviewNotFound = () => new AppError(404, REVIEW_NOT_FOUND_MESSAGE, 'REVIEW_NOT_FOUND');

/** "Ada Lovelace" -> "Ada L."; one name as it is; no name: the username. */
export function displayName(fullName: string | null, username: string): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return username;
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

const samePurchase = (review: ReviewPurchase, purchase: ReviewPurchase) =>
  review.isVerifiedPurchase === purchase.isVerifiedPurchase &&
  review.purchasedVariants.join('\n') === purchase.purchasedVariants.join('\n');

const productLock = (productId: string) => `reviews:${productId}`;
const reviewLock = (reviewId: string) => `review-votes:${reviewId}`;

export function toPublicReview(
  review: ReviewRecord,
  viewer: string | null,
  voted: ReadonlySet<string>,
): Review {
  return {
    id: review.id,
    productId: review.productId,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    authorName: review.authorName,
    isVerifiedPurchase: review.isVerifiedPurchase,
    purchasedVariants: review.purchasedVariants,
    helpfulCount: review.helpfulCount,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    isMine: viewer !== null && review.userId === viewer,
    votedHelpful: voted.has(review.id),
  };
}

export function createReviewUseCases(deps: ReviewDeps) {
  const { reviews, votes, locks } = deps;

  /** Recounts the product's real reviews into its figures (under the product's lock). */
  async function recount(productId: string): Promise<void> {
    const stats = await reviews.statsForProduct(productId);
    await deps.totals.setReviewTotals(productId, { count: stats.count, sum: stats.sum });
    await deps.productChanged(productId);
  }

  /** Who wrote it and whether they bought it, asked of the other services at write time. */
  async function authorship(caller: Caller, productId: string) {
    const [purchase, fullName] = await Promise.all([
      deps.purchases.purchaseOf(caller.userId, productId, caller.requestId),
      deps.authors.fullNameOf(caller.userId, caller.requestId),
    ]);
    return {
      ...purchase,
      authorName: displayName(fullName, caller.username),
    };
  }

  async function ownReview(caller: Caller, id: string): Promise<ReviewRecord> {
    const review = await reviews.findById(id);
    if (!review || review.userId !== caller.userId) throw reviewNotFound();
    return review;
  }

  const mine = (review: ReviewRecord, caller: Caller, voted = new Set<string>()) =>
    toPublicReview(review, caller.userId, voted);

  return {
    async listForProduct(
      productId: string,
      query: ReviewListQuery,
      viewer: string | null,
    ): Promise<ProductReviews> {
      const product = (await deps.product(productId)).record;
      const [page, stats] = await Promise.all([
        reviews.listForProduct(product.id, query.sort, {
          skip: (query.page - 1) * query.pageSize,
          limit: query.pageSize,
        }),
        reviews.statsForProduct(product.id),
      ]);
      const voted = viewer
        ? await votes.votedBy(
            viewer,
            page.map((r) => r.id),
          )
        : new Set<string>();
      return {
        reviews: page.map((review) => toPublicReview(review, viewer, voted)),
        total: stats.count,
        page: query.page,
        pageSize: query.pageSize,
        rating: product.rating,
        reviewCount: product.reviewCount,
        distribution: stats.distribution,
      };
    },

    async listMine(caller: Caller): Promise<MyReview[]> {
      const list = await reviews.listByUser(caller.userId);
      const voted = await votes.votedBy(
        caller.userId,
        list.map((r) => r.id),
      );
      return list.map((review) => {
        const product = deps.findProduct(review.productId)?.record;
        return {
          ...mine(review, caller, voted),
          productName: product?.name ?? 'Product no longer available',
          productImageUrl: product?.imageUrl ?? null,
        };
      });
    },

    async create(caller: Caller, input: NewReview): Promise<Review> {
      const productId = (await deps.product(input.productId)).record.id;
      if (await reviews.findByUserAndProduct(caller.userId, productId)) {
        throw new AppError(409, REVIEW_EXISTS_MESSAGE, 'REVIEW_EXISTS');
      }
      // Asked before taking the lock: other services' answers never hold the product's reviews.
      const who = await authorship(caller, productId);
      return locks.withLocks([productLock(productId)], async (held) => {
        // Checked again under the lock: two tabs posting at once make one review, not two.
        if (await reviews.findByUserAndProduct(caller.userId, productId)) {
          throw new AppError(409, REVIEW_EXISTS_MESSAGE, 'REVIEW_EXISTS');
        }
        held.check();
        const review = await reviews.insert({
          userId: caller.userId,
          productId,
          rating: input.rating,
          title: input.title,
          comment: input.comment,
          ...who,
        });
        await recount(productId);
        return mine(review, caller);
      });
    },

    async update(caller: Caller, id: string, input: ReviewInput): Promise<Review> {
      const existing = await ownReview(caller, id);
      // A purchase made since the review was written verifies it now; asked again each write.
      const who = await authorship(caller, existing.productId);
      return locks.withLocks([productLock(existing.productId)], async (held) => {
        held.check();
        const updated = await reviews.update(id, caller.userId, { ...input, ...who });
        if (!updated) throw reviewNotFound();
        await recount(existing.productId);
        const voted = await votes.votedBy(caller.userId, [id]);
        return mine(updated, caller, voted);
      });
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const existing = await ownReview(caller, id);
      await locks.withLocks([productLock(existing.productId)], async (held) => {
        held.check();
        if (!(await reviews.delete(id, caller.userId))) throw reviewNotFound();
        await votes.deleteForReview(id);
        await recount(existing.productId);
      });
    },

    /** One vote per user and review, never on one's own; a repeat changes nothing. */
    async markHelpful(caller: Caller, id: string): Promise<Review> {
      const review = await reviews.findById(id);
      if (!review) throw reviewNotFound();
      if (review.userId === caller.userId) {
        throw new AppError(400, OWN_REVIEW_VOTE_MESSAGE, 'OWN_REVIEW');
      }
      return locks.withLocks([reviewLock(id)], async (held) => {
        await votes.add(id, caller.userId);
        // Recounted even for a repeat: it also mends a count an interrupted vote left behind.
        held.check();
        const helpfulCount = await votes.count(id);
        await reviews.setHelpfulCount(id, helpfulCount);
        return toPublicReview({ ...review, helpfulCount }, caller.userId, new Set([id]));
      });
    },

    /**
     * cart-checkout says the user's bought products changed: an order of theirs with these
     * products was paid or cancelled (by them, by staff or by its expiry, refunded or not). Each
     * of these products the user reviewed is asked about again, and the review's Verified
     * Purchase mark follows the answer: lost when no other order still holds the product bought,
     * won when one now does. A failure to ask is the shared client's 503: nothing half-done
     * matters (asking again gives the same marks), and cart-checkout tells again until a 2xx.
     * The variants the review names follow too. Returns how many reviews changed.
     */
    async purchasesChanged(
      userId: string,
      productIds: readonly string[],
      requestId?: string,
    ): Promise<number> {
      let updated = 0;
      for (const productId of new Set(productIds)) {
        if (!(await reviews.findByUserAndProduct(userId, productId))) continue;
        // Asked before taking the lock, as a write does: other services never hold it.
        const purchase = await deps.purchases.purchaseOf(userId, productId, requestId);
        await locks.withLocks([productLock(productId)], async (held) => {
          const review = await reviews.findByUserAndProduct(userId, productId);
          if (!review || samePurchase(review, purchase)) return;
          held.check();
          await reviews.setPurchase(review.id, purchase);
          updated += 1;
        });
      }
      return updated;
    },

    /** Deletes the user's reviews and votes; every figure they touched is recounted. */
    async forgetUser(userId: string): Promise<{ reviews: number; votes: number }> {
      const own = await reviews.listByUser(userId);
      for (const review of own) {
        await locks.withLocks([productLock(review.productId)], async () => {
          await reviews.delete(review.id, userId);
          await votes.deleteForReview(review.id);
          await recount(review.productId);
        });
      }
      const votedFor = await votes.deleteByUser(userId);
      for (const reviewId of votedFor) {
        await locks.withLocks([reviewLock(reviewId)], async () => {
          if (await reviews.findById(reviewId)) {
            await reviews.setHelpfulCount(reviewId, await votes.count(reviewId));
          }
        });
      }
      return { reviews: own.length, votes: votedFor.length };
    },
  };
}
export type ReviewUseCases = ReturnType<typeof createReviewUseCases>;
