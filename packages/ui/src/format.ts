// The shop's numbers and dates in US English, written without Intl. The first Intl formatter a
// page makes loads the locale data: 40-60 ms of a phone's main thread (150-250 ms at Lighthouse's
// 4x throttling), in the middle of the first render, for output this simple. The tests hold each
// function to Intl's own output.

/**
 * An Intl formatter made on its first use, for what is not simple enough to write here (times of
 * day, a ticket's date and time): a module must not spend the locale data's load at start-up for
 * a formatter the page may never use.
 */
export function lazyFormatter<F>(make: () => F): () => F {
  let formatter: F | undefined;
  return () => (formatter ??= make());
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Digits in groups of three: "1234567" → "1,234,567". */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A sign for a negative number (and for -0, as Intl writes it). */
const minus = (n: number) => (n < 0 || Object.is(n, -0) ? '-' : '');

/** "1299" + 1 → "1300": a decimal digit string plus one, carried as on paper. */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

/**
 * A non-negative number as "whole.cc", rounded as Intl does: from the number's shortest decimal
 * form (0.015 is "0.015", so $0.02, though the double just under it would round down), half away
 * from zero.
 */
function toCents(n: number): [whole: string, cents: string] {
  const text = String(n);
  // Exponent forms: below 1e-6 (rounds to 0.00) or from 1e21 on, far beyond any price.
  if (text.includes('e')) return n.toFixed(2).split('.') as [string, string];
  const [int = '0', frac = ''] = text.split('.');
  const kept = int + frac.slice(0, 2).padEnd(2, '0');
  const digits = (frac[2] ?? '0') >= '5' ? plusOne(kept) : kept;
  return [digits.slice(0, -2) || '0', digits.slice(-2)];
}

/** `$` and 2 decimals. Accepts numbers or decimal strings (prices may arrive as text). */
export function formatPrice(value: number | string | null | undefined): string {
  const parsed = typeof value === 'string' ? Number.parseFloat(value) : value;
  const n = typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
  const [whole, cents] = toCents(Math.abs(n));
  return `${minus(n)}$${groupThousands(whole)}.${cents}`;
}

/** A whole count with thousands separators, as "1,234" (a fraction is dropped). */
export function formatCount(value: number): string {
  const n = Number.isFinite(value) ? Math.trunc(value) : 0;
  return `${n < 0 ? '-' : ''}${groupThousands(String(Math.abs(n)))}`;
}

/**
 * Long English month, day, year: "April 28, 2025", in the reader's time zone, or in UTC with
 * `{ utc: true }` (what a server can write: it does not know the reader's zone). An invalid date
 * is an empty string.
 */
export function formatDate(value: Date | string | number, { utc = false } = {}): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const [year, month, day] = utc
    ? [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()]
    : [d.getFullYear(), d.getMonth(), d.getDate()];
  return `${MONTHS[month]} ${day}, ${year}`;
}
