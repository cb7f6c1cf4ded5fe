import { isObjectIdHex } from '@coffee/contracts';
import { isDuplicateKeyError } from '@coffee/service-defaults';
import { trusted, Types, type Connection } from 'mongoose';
import type {
  ReviewRecord,
  ReviewRepository,
  ReviewStats,
  ReviewVoteRepository,
  ReviewTotalsWriter,
} from '../domain/review-ports';
import { productModel } from './product-model';
import { reviewModel, voteModel, type ReviewDoc } from './review-models';

type StoredReview = ReviewDoc & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

const toReview = (doc: StoredReview): ReviewRecord => ({
  id: doc._id.toHexString(),
  userId: doc.userId,
  productId: doc.productId,
  rating: doc.rating,
  title: doc.title,
  comment: doc.comment,
  authorName: doc.authorName,
  isVerifiedPurchase: doc.isVerifiedPurchase,
  purchasedVariants: doc.purchasedVariants ?? [],
  helpfulCount: doc.helpfulCount,
  hidden: doc.hidden ?? false,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
});

const SORTS = {
  newest: { createdAt: -1, _id: -1 },
  helpful: { helpfulCount: -1, createdAt: -1, _id: -1 },
} as const;

// Reviews written before moderation existed have no `hidden` field: "not true" covers them.
const shown = () => ({ hidden: trusted({ $ne: true }) });

const ownFilter = (id: string, userId: string) => ({ _id: new Types.ObjectId(id), userId });

export function createReviewRepository(connection: Connection): ReviewRepository {
  const Review = reviewModel(connection);
  return {
    async findById(id) {
      if (!isObjectIdHex(id)) return null;
      const doc = await Review.findById(new Types.ObjectId(id)).lean<StoredReview>();
      return doc ? toReview(doc) : null;
    },

    async findByUserAndProduct(userId, productId) {
      const doc = await Review.findOne({ userId, productId }).lean<StoredReview>();
      return doc ? toReview(doc) : null;
    },

    async listForProduct(productId, sort, { skip, limit }) {
      const docs = await Review.find({ productId, ...shown() })
        .sort(SORTS[sort])
        .skip(skip)
        .limit(limit)
        .lean<StoredReview[]>();
      return docs.map(toReview);
    },

    async statsForProduct(productId) {
      const docs = await Review.find({ productId, ...shown() }, { rating: 1 }).lean<
        { rating: number }[]
      >();
      const stats: ReviewStats = {
        count: 0,
        sum: 0,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      };
      for (const { rating } of docs) {
        stats.count++;
        stats.sum += rating;
        stats.distribution[rating as 1 | 2 | 3 | 4 | 5]++;
      }
      return stats;
    },

    async listByUser(userId) {
      const docs = await Review.find({ userId })
        .sort({ createdAt: -1, _id: -1 })
        .lean<StoredReview[]>();
      return docs.map(toReview);
    },

    async insert(review) {
      const doc = await Review.create({ ...review, helpfulCount: 0 });
      return toReview(doc.toObject() as StoredReview);
    },

    async update(id, userId, changes) {
      if (!isObjectIdHex(id)) return null;
      const doc = await Review.findOneAndUpdate(
        ownFilter(id, userId),
        { $set: changes },
        { returnDocument: 'after', runValidators: true },
      ).lean<StoredReview>();
      return doc ? toReview(doc) : null;
    },

    async delete(id, userId) {
      if (!isObjectIdHex(id)) return false;
      const { deletedCount } = await Review.deleteOne(ownFilter(id, userId));
      return deletedCount > 0;
    },

    async listAll({ skip, limit }) {
      const [docs, total] = await Promise.all([
        Review.find().sort(SORTS.newest).skip(skip).limit(limit).lean<StoredReview[]>(),
        Review.countDocuments(),
      ]);
      return { reviews: docs.map(toReview), total };
    },

    async listAllNewestFirst() {
      const docs = await Review.find().sort(SORTS.newest).lean<StoredReview[]>();
      return docs.map(toReview);
    },

    async setHidden(id, hidden) {
      if (!isObjectIdHex(id)) return null;
      // No timestamps: moderating a review is not its author's edit.
      await Review.updateOne(
        { _id: new Types.ObjectId(id) },
        { $set: { hidden } },
        { timestamps: false },
      );
      const doc = await Review.findById(new Types.ObjectId(id)).lean<StoredReview>();
      return doc ? toReview(doc) : null;
    },

    async setPurchase(id, purchase) {
      // No timestamps: the mark follows the orders; the author did not edit the review.
      await Review.updateOne(
        { _id: new Types.ObjectId(id) },
        {
          $set: {
            isVerifiedPurchase: purchase.isVerifiedPurchase,
            purchasedVariants: purchase.purchasedVariants,
          },
        },
        { timestamps: false },
      );
    },

    async setHelpfulCount(id, count) {
      // No timestamps: a vote is not an edit of the review.
      await Review.updateOne(
        { _id: new Types.ObjectId(id) },
        { $set: { helpfulCount: count } },
        { timestamps: false },
      );
    },
  };
}

export function createReviewVoteRepository(connection: Connection): ReviewVoteRepository {
  const Vote = voteModel(connection);
  return {
    async add(reviewId, userId) {
      try {
        await Vote.create({ _id: `${reviewId}:${userId}`, reviewId, userId });
        return 'added';
      } catch (err) {
        if (isDuplicateKeyError(err)) return 'exists';
        throw err;
      }
    },

    count: (reviewId) => Vote.countDocuments({ reviewId }),

    async votedBy(userId, reviewIds) {
      if (reviewIds.length === 0) return new Set();
      // By _id, one primary-key lookup each (FerretDB scans for anything else).
      const found = await Promise.all(
        reviewIds.map((reviewId) =>
          Vote.findById(`${reviewId}:${userId}`, { reviewId: 1 }).lean<{ reviewId: string }>(),
        ),
      );
      return new Set(found.flatMap((vote) => (vote ? [vote.reviewId] : [])));
    },

    async deleteForReview(reviewId) {
      await Vote.deleteMany({ reviewId });
    },

    async deleteByUser(userId) {
      const votes = await Vote.find({ userId }, { reviewId: 1 }).lean<{ reviewId: string }[]>();
      if (votes.length === 0) return [];
      await Vote.deleteMany({ _id: trusted({ $in: votes.map((v) => `${v.reviewId}:${userId}`) }) });
      return [...new Set(votes.map((v) => v.reviewId))];
    },
  };
}

export function createReviewTotalsWriter(connection: Connection): ReviewTotalsWriter {
  const Product = productModel(connection);
  return {
    async setReviewTotals(productId, totals) {
      // $set of the recount (never $inc): FerretDB does not apply concurrent $inc atomically,
      // and a recount under the lock is right whatever happened before. updatedAt moves, so
      // other instances pick the new figures up.
      await Product.updateOne(
        { _id: new Types.ObjectId(productId) },
        { $set: { reviewTotals: totals } },
      );
    },
  };
}
