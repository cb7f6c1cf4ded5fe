import { useState } from 'react';
import styled from 'styled-components';
import type { MyReview } from '@coffee/contracts';
import { useToast } from '@coffee/platform';
import { Button } from '@coffee/ui';
import {
  ConfirmDelete,
  ReviewCard,
  ReviewForm,
  useCreateReviewMutation,
  useDeleteReviewMutation,
  useUpdateReviewMutation,
} from '../../../shared/reviews';

const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The signed-in reader's own review of this product: write it, or edit and delete it. */
export function OwnReview({ productId, review }: { productId: string; review?: MyReview }) {
  const [editing, setEditing] = useState(false);
  const [create] = useCreateReviewMutation();
  const [update] = useUpdateReviewMutation();
  const [remove] = useDeleteReviewMutation();
  const toast = useToast();

  if (!review) {
    if (!editing) {
      return (
        <Button type="button" onClick={() => setEditing(true)}>
          Write a Review
        </Button>
      );
    }
    return (
      <ReviewForm
        heading="Write a review"
        submitLabel="Submit Review"
        onCancel={() => setEditing(false)}
        onSubmit={async (input) => {
          await create({ productId, ...input }).unwrap();
          setEditing(false);
          toast({ title: 'Thanks for your review!' });
        }}
      />
    );
  }

  if (editing) {
    return (
      <ReviewForm
        heading="Edit your review"
        submitLabel="Save Changes"
        initial={{ rating: review.rating, title: review.title, comment: review.comment }}
        onCancel={() => setEditing(false)}
        onSubmit={async (input) => {
          await update({ id: review.id, productId, input }).unwrap();
          setEditing(false);
          toast({ title: 'Review updated' });
        }}
      />
    );
  }

  return (
    <Box>
      <h3>Your review</h3>
      <ReviewCard review={review} headingLevel={4}>
        <Actions>
          <Button type="button" $variant="outline" $size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <ConfirmDelete
            what="your review"
            onConfirm={async () => {
              await remove({ id: review.id, productId }).unwrap();
              toast({ title: 'Review deleted' });
            }}
          />
        </Actions>
      </ReviewCard>
    </Box>
  );
}
