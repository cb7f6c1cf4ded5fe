import { type StaffReview } from '@coffee/contracts';
import { Button, formatDate } from '@coffee/ui';
import { Stacked } from '../../../shared/ui/data-table';
import { PagedTable, usePagedList } from '../../../shared/ui/paged-list';
import { useReportedChange } from '../../../shared/api/use-reported-change';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SearchBox } from '../../../shared/ui/search-box';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useGetStaffReviewsQuery, useSetReviewVisibilityMutation } from '../api/reviews-api';

const COLUMNS = ['Product', 'Review', 'Author', 'Date', 'Status', 'Actions'];

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

function ReviewRow({ review }: { review: StaffReview }) {
  const id = `review-${review.id}`;
  return (
    <tr>
      <th scope="row" id={id}>
        {review.productName}
      </th>
      <td style={{ whiteSpace: 'normal', minWidth: '16rem' }}>
        <Stacked>
          <span>
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)} <span>({review.rating} of 5)</span>
            {review.title ? ` ${review.title}` : ''}
          </span>
          {review.comment ? <span>{review.comment}</span> : null}
        </Stacked>
      </td>
      <td>
        {review.authorName}
        {review.isVerifiedPurchase ? ' (Verified Purchase)' : ''}
      </td>
      <td>{formatDate(review.createdAt)}</td>
      <td>
        <StatusBadge status={review.hidden ? 'Hidden' : 'Visible'} />
      </td>
      <td>
        <VisibilityButton review={review} describedBy={id} />
      </td>
    </tr>
  );
}

/** Review moderation (managers and admins): hide a review from the shop, or restore it. */
export function ReviewsSection() {
  const list = usePagedList();
  const query = useGetStaffReviewsQuery(list.params);

  return (
    <PortalSection
      title="Reviews"
      description="What customers write about products; hidden reviews leave the shop and its ratings."
      toolbar={
        <SearchBox
          label="Search reviews"
          placeholder="Search by product, author or text..."
          onSearch={list.search}
        />
      }
    >
      <PagedTable
        list={list}
        query={query}
        failedTitle="We couldn't load the reviews"
        pagerLabel="Review pages"
        noun="reviews"
        label="Reviews"
        columns={COLUMNS}
        minWidth="52rem"
        empty={list.q ? 'No reviews match this search.' : 'No reviews yet.'}
      >
        {(review) => <ReviewRow key={review.id} review={review} />}
      </PagedTable>
    </PortalSection>
  );
}
