import { isTimeZone } from '@coffee/contracts';
import type { InternalClient, Logger } from '@coffee/service-defaults';
import { z } from 'zod';
import type { ShopTimeZone } from '../domain/roast-ports';

/** The spec's default zone (the staff service's too), until the settings have been read. */
export const DEFAULT_SHOP_TIME_ZONE = 'America/New_York';
/** How long a zone read from the settings is trusted: an admin's change shows within this. */
const FRESH_MS = 60_000;

const answerSchema = z.object({ timezone: z.string().refine(isTimeZone) });

/**
 * The shop's time zone from the staff service's settings (/internal/settings/timezone), kept
 * for a minute. `current()` never waits: it answers the zone last read and asks again in the
 * background when that is stale; while the staff service cannot answer, the last zone stands.
 */
export function createShopTimeZone(
  staff: InternalClient,
  logger: Logger,
  now: () => number = Date.now,
): ShopTimeZone & { refresh(): Promise<void> } {
  let zone = DEFAULT_SHOP_TIME_ZONE;
  let readAt = -Infinity;
  let asking: Promise<void> | null = null;

  function refresh(): Promise<void> {
    asking ??= staff
      .fetchParsed('/internal/settings/timezone', answerSchema)
      .then((answer) => {
        if (answer) zone = answer.timezone;
        readAt = now();
      })
      .catch((err: unknown) => {
        logger.warn({ err, zone }, 'the shop time zone could not be read; keeping the last one');
        // Ask again at most every few seconds, not on every request.
        readAt = now() - FRESH_MS + 5_000;
      })
      .finally(() => {
        asking = null;
      });
    return asking;
  }

  return {
    refresh,
    current() {
      if (now() - readAt > FRESH_MS) void refresh();
      return zone;
    },
  };
}
