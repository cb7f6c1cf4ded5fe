import { formatDate, formatPrice, lazyFormatter } from '..';

describe('formatPrice', () => {
  it('when given a number or a decimal string, then shows $ and two decimals', () => {
    expect(formatPrice(5.99)).toBe('$5.99');
    expect(formatPrice('14.9')).toBe('$14.90');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });
  it('when given garbage, then shows $0.00 rather than NaN', () => {
    expect(formatPrice('abc')).toBe('$0.00');
    expect(formatPrice(undefined)).toBe('$0.00');
  });
});

describe('formatDate', () => {
  it('when given a date, then shows long month, day, year', () => {
    expect(formatDate('2025-04-28T12:00:00Z')).toBe('April 28, 2025');
  });
});

describe('lazyFormatter', () => {
  it('when declared, then makes nothing until its first use, and then makes it once', () => {
    const make = jest.fn(() => new Intl.NumberFormat('en-US'));
    const formatter = lazyFormatter(make);
    expect(make).not.toHaveBeenCalled();
    expect(formatter().format(1234)).toBe('1,234');
    expect(formatter()).toBe(formatter());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
