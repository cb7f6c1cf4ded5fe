import { noInput, parseQuery, requireRole, type IdentityVerifier } from '@coffee/service-defaults';
import { Router } from 'express';
import type { OverviewService } from '../domain/overview-service';

/** The employee portal's API: every staff role. */
export function employeeRouter(overview: OverviewService, auth: IdentityVerifier): Router {
  const router = Router();
  router.use('/api/employee', auth.authenticate, requireRole('employee', 'manager', 'admin'));

  router.get('/api/employee/overview', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await overview.get());
  });

  return router;
}
