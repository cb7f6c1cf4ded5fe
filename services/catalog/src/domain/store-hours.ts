import { weekdays, type DayHours, type StoreHours, type Weekday } from '@coffee/contracts';

/** The weekday and minute of the day at `at` on the clocks of `timeZone` (Intl, no library). */
export function localTime(at: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: part('weekday').toLowerCase() as Weekday,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes [from, to) a day's hours cover; a close at or before the open runs past midnight. */
function span(hours: Exclude<DayHours, null>): { from: number; to: number } {
  const from = toMinutes(hours.open);
  const close = toMinutes(hours.close);
  return { from, to: close <= from ? close + 24 * 60 : close };
}

/**
 * Whether the store is open at `at` in its own time zone: inside today's hours, or still inside
 * yesterday's when they ran past midnight (a bar open 07:00-01:00 is open at 00:30).
 */
export function isOpenAt(hours: StoreHours, timeZone: string, at: Date): boolean {
  const { day, minutes } = localTime(at, timeZone);
  const today = hours[day];
  if (today) {
    const { from, to } = span(today);
    if (minutes >= from && minutes < to) return true;
  }
  const yesterday = hours[weekdays[(weekdays.indexOf(day) + 6) % 7]!];
  if (yesterday) {
    const { to } = span(yesterday);
    if (to > 24 * 60 && minutes < to - 24 * 60) return true;
  }
  return false;
}

function clock12(time: string): string {
  const minutes = toMinutes(time) % (24 * 60);
  const hour = Math.floor(minutes / 60);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** "7:00 AM – 7:00 PM", or "Closed". */
export function describeHours(hours: DayHours): string {
  return hours ? `${clock12(hours.open)} – ${clock12(hours.close)}` : 'Closed';
}

/** Today's hours at `at` on the store's clocks. */
export function hoursToday(hours: StoreHours, timeZone: string, at: Date): string {
  return describeHours(hours[localTime(at, timeZone).day]);
}
