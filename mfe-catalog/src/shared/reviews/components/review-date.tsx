import { useHydrated } from '@coffee/platform';
import { formatDate } from '@coffee/ui';

// The server has no idea of the reader's time zone: it writes the UTC day, which hydration must
// match; the reader's own day follows straight after (a review of 01:00 UTC is the evening before
// in the Americas).
/** When a review was written, as the reader's calendar has it ("April 28, 2025"). */
export function ReviewDate({ value }: { value: string }) {
  const local = useHydrated();
  const text = formatDate(value, { utc: !local });
  return <time dateTime={value}>{text}</time>;
}
