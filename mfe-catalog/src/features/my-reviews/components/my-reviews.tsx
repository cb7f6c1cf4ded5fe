import { useState } from 'react';
import styled from 'styled-components';
import type { MyReview } from '@coffee/contracts';
import { useSession, useToast, skipToken } from '@coffee/platform';
import { Button, Link } from '@coffee/ui';
import {
  ConfirmDelete,
  ReviewCard,
  ReviewForm,
  useDeleteReviewMutation,
  useGetMyReviewsQuery,
  useUpdateReviewMutation,
} from '../../../shared/reviews';
import { OwnList } from '../../../shared/ui/own-list';

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
  const session = useSession();
  const reviews = useGetMyReviewsQuery(session.user ? session.user.id : skipToken);
  return (
    <OwnList
      session={session}
      query={reviews}
      texts={{
        loading: 'Loading your reviews',
        signedOut: 'Sign in to see your reviews.',
        failed: "We couldn't load your reviews right now.",
        emptyTitle: 'No reviews yet',
        emptyText: 'Share what you think of a coffee from its product page.',
        list: 'Your reviews',
      }}
      skeletonHeight="7rem"
      gap="1rem"
    >
      {(review) => <MyReviewItem key={review.id} review={review} />}
    </OwnList>
  );
}
