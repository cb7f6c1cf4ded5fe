import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

/**
 * The spec's reviews entity, plus the author's display name as it was when written (the
 * account service owns names; a review keeps what it was signed with) and the helpful votes'
 * count (recounted from review_votes under the review's lock, never incremented blindly).
 */
const reviewSchema = new Schema(
  {
    userId: { type: String, required: true },
    productId: { type: String, required: true },
    rating: { type: Number, required: true, min: 1, max: 5, validate: Number.isInteger },
    title: { type: String, required: true },
    comment: { type: String, required: true },
    authorName: { type: String, required: true },
    isVerifiedPurchase: { type: Boolean, required: true, default: false },
    /** The labels of the sizes and grinds the author bought, latest first (with the mark). */
    purchasedVariants: { type: [String], default: undefined },
    helpfulCount: { type: Number, required: true, default: 0, min: 0 },
    /** Hidden by a moderator: off the shop's lists and out of the product's figures. */
    hidden: { type: Boolean, default: false },
  },
  {
    collection: 'reviews',
    versionKey: false,
    strict: 'throw',
    timestamps: { createdAt: true, updatedAt: true },
  },
);
// One review per user and product: the unique index on MongoDB; on FerretDB (whose unique
// secondary indexes are not atomic under concurrency) the per-product lock decides.
reviewSchema.index({ productId: 1, userId: 1 }, { unique: true });
reviewSchema.index({ userId: 1 });
export type ReviewDoc = InferSchemaType<typeof reviewSchema>;

/** One helpful vote: the _id `<reviewId>:<userId>` makes a second vote a duplicate key. */
const voteSchema = new Schema(
  {
    _id: { type: String, required: true },
    reviewId: { type: String, required: true },
    userId: { type: String, required: true },
  },
  {
    collection: 'review_votes',
    versionKey: false,
    strict: 'throw',
    timestamps: { createdAt: true, updatedAt: false },
  },
);
voteSchema.index({ reviewId: 1 });
voteSchema.index({ userId: 1 });
export type VoteDoc = InferSchemaType<typeof voteSchema>;

/** A favorite: the _id `<userId>:<productId>` makes adding it twice a duplicate key. */
const favoriteSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    productId: { type: String, required: true },
  },
  {
    collection: 'favorites',
    versionKey: false,
    strict: 'throw',
    timestamps: { createdAt: true, updatedAt: false },
  },
);
favoriteSchema.index({ userId: 1 });
export type FavoriteDoc = InferSchemaType<typeof favoriteSchema>;

export const reviewModel = modelOn('Review', reviewSchema);
export const voteModel = modelOn('ReviewVote', voteSchema);
export const favoriteModel = modelOn('Favorite', favoriteSchema);
