import styled from 'styled-components';
import { STAR_SCALE, starCounts } from '../model/stars';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** One star and the 1px gap after it, as a mask tile: 25.5 units wide, the star in the first 24. */
const starTile = (fill: boolean) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25.5 24"><path d="${STAR_PATH}" ${
      fill ? 'fill="#000"' : 'fill="none" stroke="#000" stroke-width="1.6" stroke-linejoin="round"'
    }/></svg>`,
  )}")`;
const TILE = '1.0625rem';

/**
 * The row of stars is two painted layers, not five SVGs: the outlines, and over them the filled
 * stars cut to the rating's width (a half star is the filled layer ending mid-star). A listing
 * shows two dozen ratings, and 120 inline SVGs cost a phone more layout and paint than the rest
 * of the cards together.
 */
const Stars = styled.span`
  position: relative;
  display: inline-block;
  flex: none;
  width: calc(${TILE} * 5 - 1px);
  height: 1rem;
  color: ${({ theme }) => theme.colors.gold};
  > span {
    position: absolute;
    inset: 0 auto 0 0;
    background: currentColor;
    mask: var(--star) 0 0 / ${TILE} 1rem repeat-x;
  }
  > [data-layer='outline'] {
    --star: ${starTile(false)};
    right: 0;
  }
  > [data-layer='filled'] {
    --star: ${starTile(true)};
  }
`;

/** Whole and half stars out of 5; a missing rating shows as 0 stars. */
export function RatingStars({
  rating,
  reviewCount,
}: {
  rating: number | null;
  reviewCount?: number;
}) {
  const { full, half, empty } = starCounts(rating);
  const value = rating ?? 0;
  return (
    <Row>
      <Stars
        role="img"
        aria-label={`Rated ${value} out of ${STAR_SCALE} stars`}
        data-full={full}
        data-half={half}
        data-empty={empty}
      >
        <span data-layer="outline" />
        {/* A tile (1.0625rem) per full star; a half star ends at the star's middle (0.5rem in). */}
        <span data-layer="filled" style={{ width: `${full * 1.0625 + half * 0.5}rem` }} />
      </Stars>
      {reviewCount !== undefined ? (
        <span aria-label={`${reviewCount} reviews`}>({reviewCount})</span>
      ) : null}
    </Row>
  );
}
