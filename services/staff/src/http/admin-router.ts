import {
  identityOf,
  noInput,
  parseBody,
  parseQuery,
  requireRole,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { settingsUpdateSchema } from '@coffee/contracts';
import { Router } from 'express';
import type { SettingsService } from '../domain/settings-service';

/** The admin portal's API: admins only. */
export function adminRouter(settings: SettingsService, auth: IdentityVerifier): Router {
  const router = Router();
  router.use('/api/admin', auth.authenticate, requireRole('admin'));

  router.get('/api/admin/settings', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await settings.get());
  });

  router.put('/api/admin/settings', async (req, res) => {
    parseQuery(noInput, req);
    const update = parseBody(settingsUpdateSchema, req);
    res.json(await settings.update(update, identityOf(req).userId));
  });

  return router;
}
