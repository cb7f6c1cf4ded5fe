import { memberPriceOf } from '../model/member-price';

describe('member price', () => {
  it('when a product has 10% off, then the member price is the contracts’ own, the discount rounded half up to the cent', () => {
    expect(memberPriceOf('18.00', 10)).toBe('16.20');
    // $1.245 off: $1.25.
    expect(memberPriceOf('12.45', 10)).toBe('11.20');
    expect(memberPriceOf('104.99', 15)).toBe('89.24');
  });

  it('when there is no discount or no readable price, then there is no member price', () => {
    expect(memberPriceOf('18.00', 0)).toBeNull();
    expect(memberPriceOf(null, 10)).toBeNull();
    expect(memberPriceOf('', 10)).toBeNull();
    expect(memberPriceOf('about ten', 10)).toBeNull();
  });
});
