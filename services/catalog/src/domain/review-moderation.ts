import { REVIEW_NOT_FOUND_MESSAGE, type StaffActor, type StaffReview } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { CatalogEntry } from './catalog-index';
import type { StockLocks } from './ports';
import type {
  AuthorDirectory,
  ReviewRecord,
  ReviewRepository,
  ReviewTotalsWriter,
} from './review-ports';
import { requireActorPermission } from './staff-access';
import { searchTerms } from './search-terms';

export interface ReviewModerationDeps {
  reviews: ReviewRepository;
  totals: ReviewTotalsWriter;
  authors: AuthorDirectory;
  locks: StockLocks;
  findProduct(id: string): CatalogEntry | undefined;
  productChanged(id: string): Promise<void>;
}

/** The same lock the shop's review writes take (reviews.ts): one product's reviews at a time. */
const productLock = (productId: string) => `reviews:${productId}`;

/**
 * Review moderation for managers and admins: every review (hidden ones too) with its product's
 * and author's names; hiding one takes it off the shop and out of the product's rating.
 */
export function createReviewModeration(deps: ReviewModerationDeps) {
  const { reviews, locks } = deps;

  async function toStaffReviews(list: readonly ReviewRecord[]): Promise<StaffReview[]> {
    // Authors' names from the account service, once per author (as the reviews themselves do);
    // the name the review was signed with when the account service cannot say.
    const ids = [...new Set(list.map((r) => r.userId))];
    const names = new Map(
      await Promise.all(ids.map(async (id) => [id, await deps.authors.fullNameOf(id)] as const)),
    );
    return list.map((review) => ({
      id: review.id,
      productId: review.productId,
      productName: deps.findProduct(review.productId)?.record.name ?? 'Product no longer available',
      userId: review.userId,
      authorName: names.get(review.userId) ?? review.authorName,
      rating: review.rating,
      title: review.title,
      comment: review.comment,
      isVerifiedPurchase: review.isVerifiedPurchase,
      purchasedVariants: review.purchasedVariants,
      hidden: review.hidden,
      createdAt: review.createdAt.toISOString(),
    }));
  }

  /** Every word of `q` starts a word of the product's name, the author, the title or the text. */
  function matches(review: ReviewRecord, words: string[]): boolean {
    const product = deps.findProduct(review.productId)?.record.name ?? '';
    const own = searchTerms(`${product} ${review.authorName} ${review.title} ${review.comment}`);
    return words.every((word) => own.some((w) => w.startsWith(word)));
  }

  return {
    async list(query: { q?: string | undefined; page: number; pageSize: number }) {
      const skip = (query.page - 1) * query.pageSize;
      const words = searchTerms(query.q ?? '');
      let page: ReviewRecord[];
      let total: number;
      if (words.length === 0) {
        ({ reviews: page, total } = await reviews.listAll({ skip, limit: query.pageSize }));
      } else {
        const all = (await reviews.listAllNewestFirst()).filter((r) => matches(r, words));
        total = all.length;
        page = all.slice(skip, skip + query.pageSize);
      }
      return {
        items: await toStaffReviews(page),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async setHidden(id: string, hidden: boolean, actor: StaffActor): Promise<StaffReview> {
      requireActorPermission(actor, 'reviews:moderate');
      const existing = await reviews.findById(id);
      if (!existing) throw new AppError(404, REVIEW_NOT_FOUND_MESSAGE, 'REVIEW_NOT_FOUND');
      const updated = await locks.withLocks([productLock(existing.productId)], async (held) => {
        held.check();
        const after = await reviews.setHidden(id, hidden);
        if (!after) throw new AppError(404, REVIEW_NOT_FOUND_MESSAGE, 'REVIEW_NOT_FOUND');
        // Recounted from the shown reviews, as every review write does.
        const stats = await reviews.statsForProduct(existing.productId);
        await deps.totals.setReviewTotals(existing.productId, {
          count: stats.count,
          sum: stats.sum,
        });
        return after;
      });
      await deps.productChanged(existing.productId);
      const [staff] = await toStaffReviews([updated]);
      return staff!;
    },
  };
}
export type ReviewModeration = ReturnType<typeof createReviewModeration>;
