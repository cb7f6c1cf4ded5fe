import { cartSchema } from '@coffee/contracts';
import { itemCount, lineTotalCents, subtotalCents } from '../model/cart-model';
import { cartLine } from '../../../test/fixtures';

describe('cart model', () => {
  it('when prices arrive as strings or numbers, then the subtotal is exact in cents', () => {
    // 0.1 * 3 + 0.2 * 3 is 0.9000000000000001 in floating point; cents keep it exact.
    const lines = cartSchema.parse([
      cartLine(1, 3, '0.10'),
      cartLine(2, 3, 0.2),
      cartLine(3, 1, '19.99'),
    ]);
    expect(subtotalCents(lines)).toBe(30 + 60 + 1999);
  });

  it('when the cart is empty, then the subtotal is 0', () => {
    expect(subtotalCents([])).toBe(0);
  });

  it('when a line has lost its product, then it counts but adds nothing to the subtotal', () => {
    const lines = cartSchema.parse([cartLine(1, 2, '5.00'), cartLine(2, 4, null)]);
    expect(itemCount(lines)).toBe(6);
    expect(lineTotalCents(lines[1]!)).toBeNull();
    expect(subtotalCents(lines)).toBe(1000);
  });
});
