import type { ShopCalendar } from '@coffee/contracts';
import type { InternalClient, Logger } from '@coffee/service-defaults';
import { z } from 'zod';
import type { ShopCalendarSource } from '../domain/subscriptions/ports';

/** The spec's default zone (the staff service's too), until the settings have been read. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
/** How long the settings read are trusted: an admin's change shows within this. */
const FRESH_MS = 60_000;

const answerSchema = z.object({ timezone: z.string(), holidays: z.array(z.string()) });

/**
 * The shop's calendar from the staff service's settings (/internal/settings/calendar), kept a
 * minute. The first read waits for the answer; later reads answer the last calendar at once and
 * ask again in the background when it is stale. While the staff service cannot answer, the last
 * calendar stands (before any: the default zone and no holidays, said in the log).
 */
export function createShopCalendar(
  staff: InternalClient,
  logger: Pick<Logger, 'warn'>,
  now: () => number = Date.now,
): ShopCalendarSource {
  let calendar: ShopCalendar = { timeZone: DEFAULT_TIME_ZONE, holidays: new Set() };
  let readAt = -Infinity;
  let asking: Promise<void> | null = null;
  let read = false;

  function refresh(requestId?: string): Promise<void> {
    asking ??= staff
      .fetchParsed('/internal/settings/calendar', answerSchema, { requestId })
      .then((answer) => {
        if (answer) calendar = { timeZone: answer.timezone, holidays: new Set(answer.holidays) };
        readAt = now();
        read = true;
      })
      .catch((err: unknown) => {
        logger.warn({ err }, 'the shop calendar could not be read; keeping the last one');
        readAt = now() - FRESH_MS + 5_000;
      })
      .finally(() => {
        asking = null;
      });
    return asking;
  }

  return {
    async current(requestId) {
      if (!read) await refresh(requestId);
      else if (now() - readAt > FRESH_MS) void refresh(requestId);
      return calendar;
    },
  };
}
