/**
 * The shop's business calendar, zod-free so a page can say "changes lock on Wed, Dec 2" without
 * pulling schemas into its chunk. Days are YYYY-MM-DD strings on the shop's clocks (the admin's
 * time zone); business days are Monday to Friday less the shop's holidays (the admin's list).
 */

/** A calendar: the shop's time zone and its holidays (YYYY-MM-DD). */
export interface ShopCalendar {
  timeZone: string;
  holidays: ReadonlySet<string>;
}

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const asUtc = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** True for a real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = asUtc(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** `day` moved by `n` calendar days. */
export function addCalendarDays(day: string, n: number): string {
  const date = asUtc(day);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / 86_400_000);
}

/** Monday to Friday and not one of the shop's holidays. */
export function isBusinessDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = asUtc(day).getUTCDay();
  return weekday >= 1 && weekday <= 5 && !holidays.has(day);
}

/**
 * The business day `n` business days from `day` (n > 0 forwards, n < 0 backwards); `day` itself
 * need not be one. n = 0 gives `day`.
 */
export function addBusinessDays(day: string, n: number, holidays: ReadonlySet<string>): string {
  const step = n < 0 ? -1 : 1;
  let left = Math.abs(n);
  let current = day;
  while (left > 0) {
    current = addCalendarDays(current, step);
    if (isBusinessDay(current, holidays)) left -= 1;
  }
  return current;
}

// Making a formatter for a zone costs about 100 µs, using one 2 µs: one per zone, kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time in `timeZone` at `at`, read as if it were UTC (epoch ms). */
export function wallClockMs(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The calendar day at `at` on the clocks of `timeZone`, as YYYY-MM-DD. */
export function dayIn(at: Date, timeZone: string): string {
  return new Date(wallClockMs(at.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant `day` begins (00:00) on the clocks of `timeZone`. Two passes settle a daylight
 * saving change between the guess and the answer.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const wall = asUtc(day).getTime();
  let at = wall;
  for (let pass = 0; pass < 2; pass += 1) at = wall - (wallClockMs(at, timeZone) - at);
  return new Date(at);
}
