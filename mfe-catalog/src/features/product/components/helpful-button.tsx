import type { Review } from '@coffee/contracts';
import { errorMessage, useToast } from '@coffee/platform';
import { Button } from '@coffee/ui';
import { useMarkReviewHelpfulMutation } from '../../../shared/reviews';

/** 'Helpful (n)': one vote per reader; signed out it only shows the count. */
export function HelpfulButton({ review, signedIn }: { review: Review; signedIn: boolean }) {
  const [mark, { isLoading }] = useMarkReviewHelpfulMutation();
  const toast = useToast();
  const count = `Helpful (${review.helpfulCount})`;
  if (!signedIn)
    return (
      <small>{review.helpfulCount > 0 ? `${review.helpfulCount} found this helpful` : null}</small>
    );
  return (
    <div>
      <Button
        type="button"
        $variant="outline"
        $size="sm"
        aria-pressed={review.votedHelpful}
        disabled={review.votedHelpful || isLoading}
        onClick={() =>
          void mark({ id: review.id, productId: review.productId })
            .unwrap()
            .catch((error: unknown) =>
              toast({
                title: 'Could not record your vote',
                description: errorMessage(error),
                variant: 'destructive',
              }),
            )
        }
      >
        {review.votedHelpful ? `Marked helpful (${review.helpfulCount})` : count}
      </Button>
    </div>
  );
}
