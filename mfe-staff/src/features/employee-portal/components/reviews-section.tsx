import { type StaffReview } from '@coffee/contracts';
import { Button, formatDate } from '@coffee/ui';
import { useReportedChange } from '../../../shared/api/use-reported-change';
import { Stacked, type Column } from '../../../shared/ui/data-table';
import { ListSection, type ListTexts } from '../../../shared/ui/list-section';
import { usePagedList } from '../../../shared/ui/paged-list';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useGetStaffReviewsQuery, useSetReviewVisibilityMutation } from '../api/reviews-api';

/** "Verified Purchase: 2 lb, pour-over", naming what the author bought when it had options. */
const verifiedPurchase = (review: StaffReview) =>
  review.purchasedVariants.length > 0
    ? `Verified Purchase: ${review.purchasedVariants.join(' · ')}`
    : 'Verified Purchase';

function VisibilityButton({ review, describedBy }: { review: StaffReview; describedBy: string }) {
  const [setVisibility, { isLoading }] = useSetReviewVisibilityMutation();
  const report = useReportedChange();
  const hide = !review.hidden;
  const onClick = () =>
    report(
      () => setVisibility({ id: review.id, hidden: hide }).unwrap(),
      () => ({
        title: hide ? 'Review hidden' : 'Review restored',
        description: hide
          ? `It no longer shows on ${review.productName} or counts in its rating.`
          : `It shows on ${review.productName} again.`,
      }),
      'Could not change the review',
    );
  return (
    <Button
      $size="sm"
      $variant={hide ? 'outline' : 'primary'}
      disabled={isLoading}
      aria-describedby={describedBy}
      onClick={() => void onClick()}
    >
      {hide ? 'Hide' : 'Restore'}
    </Button>
  );
}

/** The product cell's id: the row's button is described by it. */
const productId = (review: StaffReview) => `review-${review.id}`;

const COLUMNS: Column<StaffReview>[] = [
  { header: 'Product', rowHeader: true, id: productId, cell: (review) => review.productName },
  {
    header: 'Review',
    wrap: { min: '16rem' },
    cell: (review) => (
      <Stacked>
        <span>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)} <span>({review.rating} of 5)</span>
          {review.title ? ` ${review.title}` : ''}
        </span>
        {review.comment ? <span>{review.comment}</span> : null}
      </Stacked>
    ),
  },
  {
    header: 'Author',
    cell: (review) => (
      <>
        {review.authorName}
        {review.isVerifiedPurchase ? ` (${verifiedPurchase(review)})` : ''}
      </>
    ),
  },
  { header: 'Date', cell: (review) => formatDate(review.createdAt) },
  {
    header: 'Status',
    cell: (review) => <StatusBadge status={review.hidden ? 'Hidden' : 'Visible'} />,
  },
  {
    header: 'Actions',
    cell: (review) => <VisibilityButton review={review} describedBy={productId(review)} />,
  },
];

/** What the tab says around its rows. */
const TEXTS: ListTexts = {
  title: 'Reviews',
  description:
    'What customers write about products; hidden reviews leave the shop and its ratings.',
  searchLabel: 'Search reviews',
  searchPlaceholder: 'Search by product, author or text...',
  failedTitle: "We couldn't load the reviews",
  pagerLabel: 'Review pages',
  noun: 'reviews',
};

/** Review moderation (managers and admins): hide a review from the shop, or restore it. */
export function ReviewsSection() {
  const list = usePagedList();
  const query = useGetStaffReviewsQuery(list.params);

  return (
    <ListSection
      texts={TEXTS}
      list={list}
      query={query}
      table={{
        label: 'Reviews',
        columns: COLUMNS,
        minWidth: '52rem',
        empty: list.q ? 'No reviews match this search.' : 'No reviews yet.',
      }}
    />
  );
}
