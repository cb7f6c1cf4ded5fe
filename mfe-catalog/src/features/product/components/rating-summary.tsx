import { formatCount } from '@coffee/ui';
import styled from 'styled-components';
import type { RatingDistribution } from '@coffee/contracts';

const Summary = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const Big = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.6rem;
  font-weight: 700;
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Bars = styled.dl`
  margin: 0.5rem 0 0;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.35rem 0.6rem;
  font-size: 0.85rem;
  dt,
  dd {
    margin: 0;
  }
  dd:last-of-type {
    min-width: 1.5rem;
  }
`;

const Bar = styled.dd<{ $share: number }>`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  position: relative;
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ $share }) => `${Math.round($share * 100)}%`};
    background: ${({ theme }) => theme.colors.gold};
  }
`;

/** The product's figures (baseline plus real reviews) and how the written reviews split. */
export function RatingSummary({
  rating,
  reviewCount,
  distribution,
}: {
  rating: number | null;
  reviewCount: number;
  distribution: RatingDistribution | undefined;
}) {
  const written = distribution
    ? [1, 2, 3, 4, 5].reduce((n, s) => n + distribution[s as 1 | 2 | 3 | 4 | 5], 0)
    : 0;
  return (
    <Summary>
      {/* One text: the page's heading area already shows the stars and the bare figure. */}
      <Big>{`${(rating ?? 0).toFixed(1)} out of 5`}</Big>
      <Count>
        {`Based on ${formatCount(reviewCount)} ${reviewCount === 1 ? 'rating' : 'ratings'}`}
      </Count>
      {distribution && written > 0 ? (
        <Bars aria-label="Written reviews by stars">
          {([5, 4, 3, 2, 1] as const).map((stars) => (
            <Row key={stars} stars={stars} count={distribution[stars]} total={written} />
          ))}
        </Bars>
      ) : null}
    </Summary>
  );
}

function Row({ stars, count, total }: { stars: number; count: number; total: number }) {
  return (
    <>
      <dt>{stars} star</dt>
      <Bar $share={count / total} aria-hidden="true" />
      <dd>{count}</dd>
    </>
  );
}
