/** Prices arrive as numbers or decimal strings; sums are done in integer cents. */
const DECIMAL = /^(\d{1,12})(?:\.(\d+))?$/;

export function toCents(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const digits = (match[2] ?? '').padEnd(3, '0');
  const roundUp = Number(digits[2]) >= 5 ? 1 : 0;
  return Number(match[1]) * 100 + Number(digits.slice(0, 2)) + roundUp;
}

/** For display with formatPrice: "12.90" from 1290, with no float step. */
export function centsToDecimal(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
