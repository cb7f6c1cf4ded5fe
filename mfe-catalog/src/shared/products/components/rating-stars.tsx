import styled from 'styled-components';
import { STAR_SCALE, starCounts } from '../model/stars';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 1px;
  color: ${({ theme }) => theme.colors.gold};
  svg {
    width: 1rem;
    height: 1rem;
    display: block;
  }
`;

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ kind, clipId }: { kind: 'full' | 'half' | 'empty'; clipId: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-star={kind}>
      {kind === 'half' ? (
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="12" height="24" />
          </clipPath>
        </defs>
      ) : null}
      <path
        d={STAR_PATH}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      {kind !== 'empty' ? (
        <path
          d={STAR_PATH}
          fill="currentColor"
          clipPath={kind === 'half' ? `url(#${clipId})` : undefined}
        />
      ) : null}
    </svg>
  );
}

/** Whole and half stars out of 5; a missing rating shows as 0 stars. */
export function RatingStars({
  rating,
  reviewCount,
  idPrefix,
}: {
  rating: number | null;
  reviewCount?: number;
  idPrefix: string;
}) {
  const { full, half, empty } = starCounts(rating);
  const value = rating ?? 0;
  const kinds = [
    ...Array<'full'>(full).fill('full'),
    ...Array<'half'>(half).fill('half'),
    ...Array<'empty'>(empty).fill('empty'),
  ];
  return (
    <Row>
      <Stars role="img" aria-label={`Rated ${value} out of ${STAR_SCALE} stars`}>
        {kinds.map((kind, i) => (
          <Star key={i} kind={kind} clipId={`${idPrefix}-half`} />
        ))}
      </Stars>
      {reviewCount !== undefined ? (
        <span aria-label={`${reviewCount} reviews`}>({reviewCount})</span>
      ) : null}
    </Row>
  );
}
