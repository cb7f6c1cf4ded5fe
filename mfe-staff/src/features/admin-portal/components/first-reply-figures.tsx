import {
  FIRST_REPLY_TARGET_HOURS,
  firstReplyStatsLine,
  SUPPORT_BUSINESS_HOURS,
  type FirstReplyStats,
} from '@coffee/contracts';
import { Muted } from '@coffee/ui';

const hour = (h: number) => `${h % 12 || 12} ${h < 12 ? 'AM' : 'PM'}`;

/** The dashboard's support figure: the median first reply of each tier, with the targets. */
export function FirstReplyFigures({ stats }: { stats: FirstReplyStats }) {
  const { opensAtHour, closesAtHour } = SUPPORT_BUSINESS_HOURS;
  return (
    <section aria-labelledby="first-reply-heading">
      <h3 id="first-reply-heading">Support</h3>
      <p>{firstReplyStatsLine(stats)}</p>
      <Muted as="p">
        Tickets first answered in the last {stats.days} days, timed in business hours (Monday to
        Friday, {hour(opensAtHour)} to {hour(closesAtHour)} shop time, holidays excluded), as the
        targets are: {FIRST_REPLY_TARGET_HOURS['direct-plus']} h for Direct+,{' '}
        {FIRST_REPLY_TARGET_HOURS.standard} h for Standard.
      </Muted>
    </section>
  );
}
