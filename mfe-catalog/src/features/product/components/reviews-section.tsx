import { useState } from 'react';
import styled from 'styled-components';
import { reviewSorts, type Product, type ReviewSort } from '@coffee/contracts';
import { errorMessage, useHydrated, useSession, skipToken } from '@coffee/platform';
import { LoadFailed, Muted, Select, Skeleton, media, Link, spreadRow } from '@coffee/ui';
import {
  ReviewCard,
  useGetMyReviewsQuery,
  useGetProductReviewsQuery,
} from '../../../shared/reviews';
import { FIRST_REVIEWS_VIEW, productReviewsArgs } from '../model/product-args';
import { RatingSummary } from './rating-summary';
import { HelpfulButton } from './helpful-button';
import { OwnReview } from './own-review';
import { ReviewPager } from './review-pager';
import { panelSection } from './detail-layout';

const Section = styled.section`
  ${panelSection}
  ${media.md} {
    grid-template-columns: minmax(14rem, 1fr) 2.5fr;
    align-items: start;
  }
  > h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 1.5rem;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const ListHead = styled.div`
  ${spreadRow()}
  gap: 0.75rem;
  padding-bottom: 0.75rem;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.95rem;
  }
  select {
    width: auto;
  }
`;

const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  helpful: 'Most helpful',
};

/**
 * The reviews' order. Disabled until the page is hydrated (before the scripts run a choice would
 * change nothing); its own component, so the end of hydration re-renders it alone.
 */
function ReviewSortSelect({
  value,
  onChange,
}: {
  value: ReviewSort;
  onChange: (sort: ReviewSort) => void;
}) {
  const hydrated = useHydrated();
  return (
    <label>
      Sort by
      <Select
        value={value}
        disabled={!hydrated}
        onChange={(e) => {
          const next = reviewSorts.find((sort) => sort === e.target.value);
          if (next) onChange(next);
        }}
      >
        {reviewSorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </label>
  );
}

/** The product page's reviews: figures, the reader's own review, and the paged list. */
export function ReviewsSection({ product }: { product: Product }) {
  const session = useSession();
  const viewer = session.user?.id ?? null;
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEWS_VIEW.sort);
  const [page, setPage] = useState(FIRST_REVIEWS_VIEW.page);
  const reviews = useGetProductReviewsQuery(
    productReviewsArgs(product.id, { sort, page }, session.isLoading ? undefined : viewer),
  );
  const mine = useGetMyReviewsQuery(viewer ?? skipToken);
  const own = mine.data?.find((review) => review.productId === product.id);
  const data = reviews.data;

  return (
    <Section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Customer Reviews</h2>
      <Aside>
        <RatingSummary
          rating={data?.rating ?? product.rating}
          reviewCount={data?.reviewCount ?? product.reviewCount}
          distribution={data?.distribution}
        />
        {session.isLoading ? null : session.user ? (
          mine.isLoading ? (
            <Skeleton $h="2.75rem" />
          ) : (
            <OwnReview productId={product.id} review={own} />
          )
        ) : (
          <Muted>
            <Link to="/auth">Sign in</Link> to write a review.
          </Muted>
        )}
      </Aside>
      <div>
        <ListHead>
          <h3>{data ? `${data.total} ${data.total === 1 ? 'review' : 'reviews'}` : 'Reviews'}</h3>
          <ReviewSortSelect
            value={sort}
            onChange={(next) => {
              setSort(next);
              setPage(1);
            }}
          />
        </ListHead>
        {reviews.isError ? (
          <LoadFailed
            headingLevel={3}
            title="We couldn't load the reviews right now."
            message={errorMessage(reviews.error)}
            onRetry={() => void reviews.refetch()}
            retrying={reviews.isFetching}
          />
        ) : !data ? (
          <div aria-busy="true" aria-label="Loading reviews">
            <Skeleton $h="6rem" />
          </div>
        ) : data.reviews.length === 0 ? (
          <Muted>
            {data.total === 0
              ? 'No written reviews yet. Be the first to share what you think.'
              : 'No reviews on this page.'}
          </Muted>
        ) : (
          <>
            <div aria-live="polite">
              {data.reviews.map((review) => (
                <ReviewCard key={review.id} review={review}>
                  {review.isMine ? null : (
                    <HelpfulButton review={review} signedIn={Boolean(session.user)} />
                  )}
                </ReviewCard>
              ))}
            </div>
            <ReviewPager
              page={data.page}
              pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
              onPage={setPage}
            />
          </>
        )}
      </div>
    </Section>
  );
}
