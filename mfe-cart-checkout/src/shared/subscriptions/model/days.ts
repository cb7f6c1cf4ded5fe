import { isBusinessDay, isDay, SUBSCRIPTION_DAY_MESSAGE } from '@coffee/contracts';
import { formatDate } from '@coffee/ui';

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A shop day (YYYY-MM-DD) as people say it: "Wednesday, December 2, 2026". */
export function formatDay(day: string): string {
  if (!isDay(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${formatDate(date, { utc: true })}`;
}

/** The window and the days off a delivery day is chosen within (the options' answer). */
export interface DeliveryWindow {
  earliestDeliveryOn: string;
  latestDeliveryOn: string;
  holidays: readonly string[];
}

/**
 * Why a first delivery (or a pause's end) cannot be on `day`, or null when it can: the same
 * rules the service applies (business days inside the window), said before anything is sent.
 * YYYY-MM-DD strings compare as dates.
 */
export function deliveryDayError(
  day: string,
  window: DeliveryWindow,
  tooEarly: (earliest: string) => string,
): string | null {
  if (day === '') return 'Choose a day';
  if (!isDay(day)) return SUBSCRIPTION_DAY_MESSAGE;
  if (day < window.earliestDeliveryOn) return tooEarly(formatDay(window.earliestDeliveryOn));
  if (day > window.latestDeliveryOn)
    return `Choose a day on or before ${formatDay(window.latestDeliveryOn)}`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return 'We deliver Monday to Friday: please choose a weekday';
  if (!isBusinessDay(day, new Set(window.holidays)))
    return `${formatDay(day)} is a shop holiday: please choose another day`;
  return null;
}
