const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** `$` and 2 decimals. Accepts numbers or decimal strings (prices may arrive as text). */
export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return usd.format(Number.isFinite(n) ? (n as number) : 0);
}

/** Long English month, day, year: "April 28, 2025". */
export function formatDate(value: Date | string | number): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : longDate.format(d);
}
