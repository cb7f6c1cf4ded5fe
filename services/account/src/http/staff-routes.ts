import {
  internalAccountStatusChangeSchema,
  internalRoleChangeSchema,
  isTimeZone,
  staffUserQuerySchema,
} from '@coffee/contracts';
import { parseBody, parseParams, parseQuery } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { StaffUsers } from '../domain/staff-users';

// Any text: a malformed id is an account that does not exist (404).
const idParamsSchema = z.strictObject({ id: z.string().max(100) });

const TIMEZONE_MESSAGE = 'Timezone must be an IANA time zone such as America/New_York';
const statsQuerySchema = z.strictObject({
  timezone: z.string().max(64, TIMEZONE_MESSAGE).refine(isTimeZone, TIMEZONE_MESSAGE).optional(),
});

/**
 * The staff service's account endpoints (behind x-internal-token): the user lists, one user,
 * role and status changes with who makes them, and the dashboard's account figures.
 */
export function staffRoutes(staff: StaffUsers, requireInternal: RequestHandler): Router {
  const router = Router();
  router.use('/internal/staff', requireInternal);

  router.get('/internal/staff/users', async (req, res) => {
    res.json(await staff.list(parseQuery(staffUserQuerySchema, req)));
  });

  router.get('/internal/staff/users/:id', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    res.json(await staff.get(id));
  });

  router.put('/internal/staff/users/:id/role', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { change, actor } = parseBody(internalRoleChangeSchema, req);
    res.json(await staff.changeRole(id, change.role, actor));
  });

  router.put('/internal/staff/users/:id/status', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { change, actor } = parseBody(internalAccountStatusChangeSchema, req);
    res.json(await staff.setDisabled(id, change.disabled, actor));
  });

  router.get('/internal/staff/user-stats', async (req, res) => {
    res.json(await staff.stats(parseQuery(statsQuerySchema, req).timezone));
  });

  return router;
}
