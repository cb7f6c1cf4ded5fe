import type { ShopCalendarAnswer } from '@coffee/contracts';
import { noInput, parseQuery } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import type { SettingsService } from '../domain/settings-service';

/**
 * The shop's clock and calendar for the other services (behind x-internal-token): the catalog
 * dates its roast batches and plans its roast days in the time zone; subscriptions count
 * business days (Monday to Friday less the holidays) in it. Nothing else of the settings.
 */
export function internalSettingsRouter(
  settings: SettingsService,
  requireInternal: RequestHandler,
): Router {
  const router = Router();
  router.get('/internal/settings/timezone', requireInternal, async (req, res) => {
    parseQuery(noInput, req);
    res.json({ timezone: (await settings.get()).timezone });
  });
  router.get('/internal/settings/calendar', requireInternal, async (req, res) => {
    parseQuery(noInput, req);
    const { timezone, holidays } = await settings.get();
    const calendar: ShopCalendarAnswer = { timezone, holidays };
    res.json(calendar);
  });
  return router;
}
