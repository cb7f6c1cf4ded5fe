// Plain functions, free of zod, so that a bundle needing only these does not pull in zod.

/**
 * Money is stored as integer cents and exposed as a decimal string ("12.99"), so no price
 * ever passes through float arithmetic. Inputs may be a decimal string or a JSON number with
 * at most two decimals (the spec's decimal(10,2): up to 99,999,999.99).
 */
const DECIMAL = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

export function parseCents(value: string): number | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

export function formatCents(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}
