/**
 * An Intl formatter made on its first use. Making one loads locale data: tens of milliseconds on
 * a phone, which a module should not spend while it is evaluated (the page's start-up, all in
 * one task) for a formatter that page may never use.
 */
export function lazyFormatter<F>(make: () => F): () => F {
  let formatter: F | undefined;
  return () => (formatter ??= make());
}

const usd = lazyFormatter(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
);
const longDate = lazyFormatter(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
);

/** `$` and 2 decimals. Accepts numbers or decimal strings (prices may arrive as text). */
export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return usd().format(Number.isFinite(n) ? (n as number) : 0);
}

/** Long English month, day, year: "April 28, 2025". */
export function formatDate(value: Date | string | number): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : longDate().format(d);
}
