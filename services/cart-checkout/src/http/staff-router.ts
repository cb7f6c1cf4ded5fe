import {
  internalOrderTransitionSchema,
  isTimeZone,
  staffOrderQuerySchema,
} from '@coffee/contracts';
import { noInput, parseBody, parseParams, parseQuery } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { OrderLifecycle } from '../domain/order-lifecycle';

const orderParams = z.object({ orderId: z.string().trim().min(1).max(64) });
export const UNKNOWN_TIMEZONE_MESSAGE =
  'timezone must be an IANA time zone such as America/New_York';

const statsQuery = z.strictObject({
  timezone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .default('UTC')
    .refine(isTimeZone, UNKNOWN_TIMEZONE_MESSAGE),
});

/**
 * The back office's orders (asked by the staff service with the internal token; it checked the
 * session and names the actor, whose role is checked again here for every transition).
 */
export function staffOrdersRouter(lifecycle: OrderLifecycle, requireInternal: RequestHandler) {
  const router = Router();
  router.use('/internal/staff', requireInternal);

  router.get('/internal/staff/orders', async (req, res) => {
    const { status, q, userId, page, pageSize } = parseQuery(staffOrderQuerySchema, req);
    res.json(await lifecycle.staffList({ status, q, userId }, { page, pageSize }));
  });

  router.get('/internal/staff/orders/:orderId', async (req, res) => {
    parseQuery(noInput, req);
    const { orderId } = parseParams(orderParams, req);
    res.json(await lifecycle.staffGet(orderId));
  });

  router.post('/internal/staff/orders/:orderId/transitions', async (req, res) => {
    parseQuery(noInput, req);
    const { orderId } = parseParams(orderParams, req);
    const { transition, actor } = parseBody(internalOrderTransitionSchema, req);
    res.json(await lifecycle.staffTransition(orderId, transition, actor));
  });

  router.get('/internal/staff/order-stats', async (req, res) => {
    const { timezone } = parseQuery(statsQuery, req);
    res.json(await lifecycle.stats(timezone));
  });

  return router;
}
