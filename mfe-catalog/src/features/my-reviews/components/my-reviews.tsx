import { useState } from 'react';
import styled from 'styled-components';
import type { MyReview } from '@coffee/contracts';
import { errorMessage, useSession, useToast, skipToken } from '@coffee/platform';
import { LoadFailed, Button, ButtonLink, Muted, Skeleton, Link } from '@coffee/ui';
import {
  ConfirmDelete,
  ReviewCard,
  ReviewForm,
  useDeleteReviewMutation,
  useGetMyReviewsQuery,
  useUpdateReviewMutation,
} from '../../../shared/reviews';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Item = styled.li`
  padding: 0 1rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  > a {
    display: inline-block;
    margin-top: 0.85rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Editing = styled.div`
  padding: 0.75rem 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1rem;
  text-align: center;
  h3 {
    margin: 0;
  }
`;

function MyReviewItem({ review }: { review: MyReview }) {
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateReviewMutation();
  const [remove] = useDeleteReviewMutation();
  const toast = useToast();
  const productLink = `/product/${encodeURIComponent(review.productId)}`;
  return (
    <Item>
      <Link to={productLink}>{review.productName}</Link>
      {editing ? (
        <Editing>
          <ReviewForm
            heading={`Edit your review of ${review.productName}`}
            submitLabel="Save Changes"
            initial={{ rating: review.rating, title: review.title, comment: review.comment }}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await update({ id: review.id, productId: review.productId, input }).unwrap();
              setEditing(false);
              toast({ title: 'Review updated' });
            }}
          />
        </Editing>
      ) : (
        <ReviewCard review={review}>
          <Actions>
            <Button type="button" $variant="outline" $size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <ConfirmDelete
              what="this review"
              onConfirm={async () => {
                await remove({ id: review.id, productId: review.productId }).unwrap();
                toast({ title: 'Review deleted' });
              }}
            />
          </Actions>
        </ReviewCard>
      )}
    </Item>
  );
}

/** The account page's My Reviews tab: every review the user wrote, to read, edit or delete. */
export function MyReviews() {
  const { user, isLoading: sessionLoading } = useSession();
  const reviews = useGetMyReviewsQuery(user ? user.id : skipToken);

  if (sessionLoading || (user && reviews.isLoading)) {
    return (
      <div aria-busy="true" aria-label="Loading your reviews">
        <Skeleton $h="7rem" />
      </div>
    );
  }
  if (!user) return <Muted>Sign in to see your reviews.</Muted>;
  if (reviews.isError) {
    return (
      <LoadFailed
        headingLevel={3}
        title="We couldn't load your reviews right now."
        message={errorMessage(reviews.error)}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  }
  const list = reviews.data ?? [];
  if (list.length === 0) {
    return (
      <Empty>
        <h3>No reviews yet</h3>
        <Muted>Share what you think of a coffee from its product page.</Muted>
        <ButtonLink to="/category/all">Browse Products</ButtonLink>
      </Empty>
    );
  }
  return (
    <List aria-label="Your reviews">
      {list.map((review) => (
        <MyReviewItem key={review.id} review={review} />
      ))}
    </List>
  );
}
