import { formatDate, lazyFormatter } from '@coffee/ui';

// The shop's dates are packages/ui's formatDate (the spec's long English month, day, year);
// only the time of day needs Intl, made on its first use.
const timeOfDay = lazyFormatter(
  () => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }),
);

/** "8:06 AM", in the reader's time zone. */
export function formatTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : timeOfDay().format(date);
}

/** "November 29, 2026 at 8:06 AM", as the order pages write a moment, in the reader's zone. */
export function formatDateTime(value: Date | string): string {
  const day = formatDate(value);
  return day ? `${day} at ${formatTime(value)}` : '';
}
