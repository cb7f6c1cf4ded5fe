import { noInput, parseQuery } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import type { SettingsService } from '../domain/settings-service';

/**
 * The shop's time zone for the other services (behind x-internal-token): the catalog dates its
 * roast batches and plans its roast days in it. Only the zone: nothing else of the settings.
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
  return router;
}
