import { useState } from 'react';
import { STAFF_PAGE_SIZE, type StaffReview } from '@coffee/contracts';
import { useToast, serverVerdict } from '@coffee/platform';
import { Button, formatDate, Skeleton, Pager } from '@coffee/ui';
import { DataTable, MessageRow, Stacked } from '../../../shared/ui/data-table';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SearchBox } from '../../../shared/ui/search-box';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useGetStaffReviewsQuery, useSetReviewVisibilityMutation } from '../api/reviews-api';

const COLUMNS = ['Product', 'Review', 'Author', 'Date', 'Status', 'Actions'];

function VisibilityButton({ review, describedBy }: { review: StaffReview; describedBy: string }) {
  const [setVisibility, { isLoading }] = useSetReviewVisibilityMutation();
  const toast = useToast();
  const hide = !review.hidden;
  const onClick = async () => {
    try {
      await setVisibility({ id: review.id, hidden: hide }).unwrap();
      toast({
        title: hide ? 'Review hidden' : 'Review restored',
        description: hide
          ? `It no longer shows on ${review.productName} or counts in its rating.`
          : `It shows on ${review.productName} again.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Could not change the review',
        description: serverVerdict(error).text,
        variant: 'destructive',
      });
    }
  };
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

/** Review moderation (managers and admins): hide a review from the shop, or restore it. */
export function ReviewsSection() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useGetStaffReviewsQuery({ q, page, pageSize: STAFF_PAGE_SIZE });
  const loading = isFirstLoad(query);
  const reviews = query.data?.items ?? [];

  let body;
  if (loading)
    body = Array.from({ length: 4 }, (_, i) => (
      <tr key={i} aria-hidden="true">
        <td colSpan={COLUMNS.length}>
          <Skeleton $h="1.6rem" />
        </td>
      </tr>
    ));
  else if (reviews.length === 0)
    body = (
      <MessageRow colSpan={COLUMNS.length}>
        {q ? 'No reviews match this search.' : 'No reviews yet.'}
      </MessageRow>
    );
  else
    body = reviews.map((review) => {
      const id = `review-${review.id}`;
      return (
        <tr key={review.id}>
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
    });

  return (
    <PortalSection
      title="Reviews"
      description="What customers write about products; hidden reviews leave the shop and its ratings."
      toolbar={
        <SearchBox
          label="Search reviews"
          placeholder="Search by product, author or text..."
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
      }
    >
      {query.isError && !loading ? (
        <ListFailed title="We couldn't load the reviews" query={query} />
      ) : (
        <>
          <DataTable label="Reviews" columns={COLUMNS} minWidth="52rem" busy={loading}>
            {body}
          </DataTable>
          <Pager
            label="Review pages"
            noun="reviews"
            page={page}
            pageSize={STAFF_PAGE_SIZE}
            total={query.data?.total ?? null}
            onPage={setPage}
          />
        </>
      )}
    </PortalSection>
  );
}
