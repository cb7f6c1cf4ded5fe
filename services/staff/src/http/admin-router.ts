import { identityOf, parseBody, parseQuery } from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import { settingsUpdateSchema } from '../domain/settings';
import type { SettingsService } from '../domain/settings-service';

const noQuery = z.strictObject({});

/** /api/admin: mounted behind requireRole('admin'). */
export function adminRouter(settings: SettingsService): Router {
  const router = Router();

  router.get('/settings', async (req, res) => {
    parseQuery(noQuery, req);
    res.json(await settings.get());
  });

  router.put('/settings', async (req, res) => {
    parseQuery(noQuery, req);
    const update = parseBody(settingsUpdateSchema, req);
    res.json(await settings.update(update, identityOf(req).userId));
  });

  return router;
}
