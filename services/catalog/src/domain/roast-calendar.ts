/**
 * The roastery's calendar: days are YYYY-MM-DD strings in the shop's time zone (the admin's
 * setting), and the roaster roasts on the shop's business days, Monday to Friday. An order paid
 * on a day is roasted on the next roast day after it; that is also the date a product page
 * promises as "next roast", so the two always agree.
 */

/** The calendar day at `at` on the clocks of `timeZone`, as YYYY-MM-DD. */
export function shopDay(at: Date, timeZone: string): string {
  return dayFormat(timeZone).format(at);
}

// Making a formatter for a time zone costs about 100 µs, formatting with one 2 µs: every product
// detail asks for today's date, so each zone's formatter is made once.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

const asUtc = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const date = asUtc(day);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / 86_400_000);
}

/** Monday to Friday: the shop's business days, on which it roasts. */
export function isRoastDay(day: string): boolean {
  const weekday = asUtc(day).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

/** The first roast day on or after `day`. */
export function roastDayFrom(day: string): string {
  let next = day;
  while (!isRoastDay(next)) next = addDays(next, 1);
  return next;
}

/** The first roast day strictly after `day`: when an order paid on `day` is roasted. */
export function nextRoastDayAfter(day: string): string {
  return roastDayFrom(addDays(day, 1));
}

/** `count` roast days, the first on or after `from`. */
export function roastDays(from: string, count: number): string[] {
  const days: string[] = [];
  let next = roastDayFrom(from);
  while (days.length < count) {
    days.push(next);
    next = nextRoastDayAfter(next);
  }
  return days;
}
