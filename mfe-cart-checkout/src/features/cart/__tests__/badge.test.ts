import { cartSchema } from '@coffee/contracts';
import { itemCount } from '../../../shared/cart';
import { cartLine } from '../../../test/fixtures';
import { badgeLabel } from '../model/badge';

describe('cart badge', () => {
  it('when counting, then the badge is the sum of quantities, capped at 99+ above 99', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(itemCount(cartSchema.parse([cartLine(1, 2), cartLine(2, 5)]))).toBe(7);
  });
});
