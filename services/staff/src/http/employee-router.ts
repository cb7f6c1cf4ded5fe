import { parseQuery } from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { OverviewService } from '../domain/overview-service';

const noQuery = z.strictObject({});

/** /api/employee: mounted behind requireRole('employee', 'manager', 'admin'). */
export function employeeRouter(overview: OverviewService): Router {
  const router = Router();

  router.get('/overview', async (req, res) => {
    parseQuery(noQuery, req);
    res.json(await overview.get());
  });

  return router;
}
