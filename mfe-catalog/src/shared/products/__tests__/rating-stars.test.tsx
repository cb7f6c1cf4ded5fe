import { render, screen } from '@testing-library/react';
import { RatingStars } from '../components/rating-stars';
import { starCounts } from '../model/stars';
import { withUi } from '../../../test/fixtures';

function starsShown() {
  const group = screen.getByRole('img', { name: /out of 5 stars/ });
  const count = (kind: string) => Number(group.getAttribute(`data-${kind}`));
  // The filled layer covers the full stars and, for a half star, up to the middle of the next.
  const filled = group.querySelector<HTMLElement>('[data-layer="filled"]')!.style.width;
  return { full: count('full'), half: count('half'), empty: count('empty'), filled };
}

describe('rating stars', () => {
  it('when the rating is 3.5, then 3 full, 1 half and 1 empty star show', () => {
    render(withUi(<RatingStars rating={3.5} />));
    expect(starsShown()).toEqual({
      full: 3,
      half: 1,
      empty: 1,
      filled: '3.6875rem',
    });
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5 stars' })).toBeInTheDocument();
  });

  it('when the rating is missing, then it counts as 0: five empty stars', () => {
    render(withUi(<RatingStars rating={null} />));
    expect(starsShown()).toEqual({ full: 0, half: 0, empty: 5, filled: '0rem' });
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5 stars' })).toBeInTheDocument();
  });

  it('when the fraction is under .5, then no half star; at .5 and over, one', () => {
    expect(starCounts(4.4)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(starCounts(4.5)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starCounts(5)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starCounts(0.5)).toEqual({ full: 0, half: 1, empty: 4 });
  });

  it('when the rating is out of range, then it is held to the 0 to 5 scale', () => {
    expect(starCounts(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starCounts(-1)).toEqual({ full: 0, half: 0, empty: 5 });
  });

  it('when a review count is given, then it shows beside the stars', () => {
    render(withUi(<RatingStars rating={4} reviewCount={214} />));
    expect(screen.getByText('(214)')).toBeInTheDocument();
  });
});
