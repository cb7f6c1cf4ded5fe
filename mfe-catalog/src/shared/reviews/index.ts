export {
  reviewsApi,
  useGetProductReviewsQuery,
  useGetMyReviewsQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useMarkReviewHelpfulMutation,
  type ProductReviewsArgs,
} from './api/reviews-api';
export { ReviewForm, type ReviewFormProps } from './components/review-form';
export { ReviewCard } from './components/review-card';
export { StarRatingInput } from './components/star-rating-input';
export { ConfirmDelete } from './components/confirm-delete';
