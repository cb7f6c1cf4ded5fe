import {
  addSupportBusinessHours,
  FIRST_REPLY_STATS_DAYS,
  FIRST_REPLY_TARGET_HOURS,
  supportBusinessMinutesBetween,
  type FirstReplyStats,
  type ShopCalendar,
  type SupportTier,
} from '@coffee/contracts';
import type { FirstReplyRecord, TicketMessageRecord, TicketRecord } from './support-types';

/**
 * When the ticket's first reply is due and when it came. Tickets from before due times get the
 * standard target from their opening on today's calendar; tickets answered before the first
 * reply was kept read it from their thread.
 */
export interface ReplyTimes {
  firstReplyDueAt: string;
  firstRepliedAt: string | null;
}

export function replyTimesOf(
  t: TicketRecord,
  messages: TicketMessageRecord[],
  calendar: ShopCalendar | null,
): ReplyTimes {
  const due =
    t.firstReplyDueAt ??
    (calendar
      ? addSupportBusinessHours(t.createdAt, FIRST_REPLY_TARGET_HOURS[t.tier], calendar)
      : t.createdAt);
  const replied = t.firstRepliedAt ?? messages.find((m) => m.isStaff)?.createdAt ?? null;
  return {
    firstReplyDueAt: due.toISOString(),
    firstRepliedAt: replied ? replied.toISOString() : null,
  };
}

/** The median of some numbers; null with none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The dashboard's figures: per tier, how many tickets were first answered since `since` and the
 * median business time it took (support's hours, as the targets count).
 */
export function firstReplyStatsOf(
  replies: readonly FirstReplyRecord[],
  calendar: ShopCalendar,
  since: Date,
): FirstReplyStats {
  const minutes: Record<SupportTier, number[]> = { 'direct-plus': [], standard: [] };
  for (const r of replies) {
    minutes[r.tier].push(supportBusinessMinutesBetween(r.createdAt, r.firstRepliedAt, calendar));
  }
  const stats = (tier: SupportTier) => ({
    tickets: minutes[tier].length,
    medianMinutes: median(minutes[tier]),
  });
  return {
    since: since.toISOString(),
    days: FIRST_REPLY_STATS_DAYS,
    byTier: { 'direct-plus': stats('direct-plus'), standard: stats('standard') },
  };
}
