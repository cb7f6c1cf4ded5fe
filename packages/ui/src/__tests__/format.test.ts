import { formatCount, formatDate, formatPrice, lazyFormatter } from '..';

// Intl is the reference: the functions are written without it only to spare a page its cost.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'trunc' });
const longDate = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('formatPrice', () => {
  it('when given a number or a decimal string, then shows $ and two decimals', () => {
    expect(formatPrice(5.99)).toBe('$5.99');
    expect(formatPrice('14.9')).toBe('$14.90');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice('99999999.99')).toBe('$99,999,999.99');
    expect(formatPrice(-12)).toBe('-$12.00');
  });

  it('when given garbage, then shows $0.00 rather than NaN', () => {
    expect(formatPrice('abc')).toBe('$0.00');
    expect(formatPrice(undefined)).toBe('$0.00');
    expect(formatPrice(null)).toBe('$0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });

  it('when compared with Intl on halves, edges and thousands of amounts, then every one is written the same', () => {
    const next = random(42);
    const values = [
      0, -0, 0.005, 0.015, 1.005, 1.145, 2.675, 0.285, 999.995, 1000, 999_999.995, -0.001, -1.5,
      12.345, 99_999_999.99, 1e15,
    ];
    for (let i = 0; i < 5000; i++) values.push(Math.round(next() * 10 ** (1 + (i % 9))) / 1000);
    for (const value of values) {
      expect([value, formatPrice(value)]).toEqual([value, usd.format(value)]);
      expect(formatPrice(String(value))).toBe(usd.format(Number.parseFloat(String(value))));
    }
  });
});

describe('formatCount', () => {
  it('when given whole numbers, then they are grouped by thousands as Intl does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(214)).toBe('214');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(-1_234_567)).toBe('-1,234,567');
    const next = random(7);
    for (let i = 0; i < 2000; i++) {
      const n = Math.floor(next() * 10 ** (i % 12));
      expect(formatCount(n)).toBe(count.format(n));
    }
  });

  it('when given a fraction or no number, then the fraction is dropped and NaN is 0', () => {
    expect(formatCount(1234.9)).toBe('1,234');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatDate', () => {
  it('when given a date, then shows long month, day, year', () => {
    expect(formatDate('2025-04-28T12:00:00Z')).toBe('April 28, 2025');
  });

  it('when compared with Intl across two centuries, in the local zone and in UTC, then every day is written the same', () => {
    const next = random(3);
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2150, 0, 1);
    for (let i = 0; i < 3000; i++) {
      const d = new Date(from + Math.floor(next() * (to - from)));
      expect(formatDate(d)).toBe(longDate().format(d));
      expect(formatDate(d.toISOString(), { utc: true })).toBe(longDate('UTC').format(d));
    }
  });

  it('when the day differs between UTC and the reader, then utc writes the UTC day', () => {
    const lateEvening = '2025-04-28T01:00:00Z';
    expect(formatDate(lateEvening, { utc: true })).toBe('April 28, 2025');
  });

  it('when given an invalid date, then an empty string', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN, { utc: true })).toBe('');
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
