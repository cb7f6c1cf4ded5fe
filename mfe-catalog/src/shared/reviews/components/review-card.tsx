import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Review } from '@coffee/contracts';
import { Badge } from '@coffee/ui';
import { RatingStars } from '../../products';
import { ReviewDate } from './review-date';

const Item = styled.article`
  display: grid;
  gap: 0.5rem;
  padding: 1.1rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3,
  h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1.05rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.75rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/* A bag ("2 lb, pour-over") wraps as a whole in a narrow column, never inside "pour-over". */
const Unbroken = styled.span`
  white-space: nowrap;
`;

/* Text from customers stays text: React escapes it; line breaks are kept. */
const Comment = styled.p`
  margin: 0;
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/**
 * One review: stars, 'Verified Purchase' with what was bought ("Bought: 2 lb, pour-over"), title,
 * author, date, the text, and any actions.
 */
export function ReviewCard({
  review,
  headingLevel = 3,
  children,
}: {
  review: Review;
  headingLevel?: 3 | 4;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const edited = review.updatedAt !== review.createdAt;
  return (
    <Item aria-label={`Review: ${review.title}`}>
      <Meta>
        <RatingStars rating={review.rating} />
        {review.isVerifiedPurchase ? <Badge $tone="success">Verified Purchase</Badge> : null}
        {review.isVerifiedPurchase && review.purchasedVariants.length > 0 ? (
          <span>
            Bought:{' '}
            {review.purchasedVariants.map((label, i) => (
              <Fragment key={label}>
                {i > 0 ? ' · ' : null}
                <Unbroken>{label}</Unbroken>
              </Fragment>
            ))}
          </span>
        ) : null}
      </Meta>
      <Heading>{review.title}</Heading>
      <Meta>
        <span>{review.isMine ? `${review.authorName} (you)` : review.authorName}</span>
        <span>
          <ReviewDate value={review.createdAt} />
          {edited ? ' · edited' : null}
        </span>
      </Meta>
      <Comment>{review.comment}</Comment>
      {children}
    </Item>
  );
}
