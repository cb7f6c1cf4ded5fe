import { formatCents, moneySchema, parseCents } from '../money';

describe('money', () => {
  it('when a decimal string is parsed, then it becomes exact integer cents', () => {
    expect(parseCents('18.99')).toBe(1899);
    expect(parseCents('0.1')).toBe(10);
    expect(parseCents('7')).toBe(700);
    expect(parseCents('99999999.99')).toBe(9_999_999_999);
  });

  it('when the text is not a decimal(10,2) amount, then it is refused', () => {
    for (const bad of ['', '-1', '1.999', '1e3', '0x10', 'abc', '123456789', '.5', '1.']) {
      expect(parseCents(bad)).toBeNull();
    }
  });

  it('when cents are formatted, then there are always two decimals', () => {
    expect(formatCents(1899)).toBe('18.99');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(1000)).toBe('10.00');
    expect(formatCents(0)).toBe('0.00');
  });

  it('when a JSON number arrives, then its shortest decimal form is used, so 0.1 + 0.2 style errors never appear', () => {
    expect(moneySchema.parse(10.1)).toBe(1010);
    expect(moneySchema.parse(19.99)).toBe(1999);
    expect(moneySchema.parse('5.5')).toBe(550);
  });

  it('when the amount is negative, has three decimals, is not finite or is an object, then the schema fails', () => {
    for (const bad of [-1, 1.005, Number.NaN, Number.POSITIVE_INFINITY, { $gt: 0 }, null, true]) {
      expect(moneySchema.safeParse(bad).success).toBe(false);
    }
  });
});
