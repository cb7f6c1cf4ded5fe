import {
  internalSavePlanSchema,
  internalSubscriptionActionSchema,
  isProductId,
  PLAN_NOT_SUBSCRIPTION_MESSAGE,
  isTimeZone,
  staffSubscriptionQuerySchema,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  subscriptionIdSchema,
} from '@coffee/contracts';
import { AppError, noInput, parseBody, parseQuery, requestIdOf } from '@coffee/service-defaults';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { SubscriptionPlans } from '../domain/subscriptions/plans';
import type { StaffSubscriptions } from '../domain/subscriptions/staff-subscriptions';
import { UNKNOWN_TIMEZONE_MESSAGE } from './staff-router';

/** Without one, the days are the shop's (settings' time zone, as the calendar reads it). */
const statsQuery = z.strictObject({
  timezone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine(isTimeZone, UNKNOWN_TIMEZONE_MESSAGE)
    .optional(),
});

/** Anything but one of ours reads as not found. */
function subscriptionId(req: Request): string {
  const parsed = subscriptionIdSchema.safeParse(req.params.id ?? '');
  if (!parsed.success) throw new AppError(404, SUBSCRIPTION_NOT_FOUND_MESSAGE, 'NOT_FOUND');
  return parsed.data;
}

/**
 * The back office's subscriptions (asked by the staff service with the internal token; it
 * checked the session and names the actor, whose role is checked again here for each change):
 * GET /internal/staff/subscriptions and /{id}, POST /{id}/pause and /{id}/cancel with
 * { action: { reason }, actor }, and GET /internal/staff/subscription-stats; the plans staff keep:
 * GET /internal/staff/subscription-plans and PUT /internal/staff/subscription-plans/{productId}
 * with { plan, actor } (a manager's or admin's: 'subscriptions:manage').
 */
export function staffSubscriptionsRouter(
  staff: StaffSubscriptions,
  requireInternal: RequestHandler,
  plans: Pick<SubscriptionPlans, 'list' | 'save'>,
): Router {
  const router = Router();
  router.use(
    [
      '/internal/staff/subscriptions',
      '/internal/staff/subscription-stats',
      '/internal/staff/subscription-plans',
    ],
    requireInternal,
  );

  router.get('/internal/staff/subscription-plans', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await plans.list(requestIdOf(req)));
  });

  router.put('/internal/staff/subscription-plans/:productId', async (req, res) => {
    parseQuery(noInput, req);
    const productId = req.params.productId ?? '';
    if (!isProductId(productId)) throw new AppError(400, PLAN_NOT_SUBSCRIPTION_MESSAGE);
    const { plan, actor } = parseBody(internalSavePlanSchema, req);
    res.json(await plans.save(productId, plan, actor, requestIdOf(req)));
  });

  router.get('/internal/staff/subscriptions', async (req, res) => {
    const { status, q, page, pageSize } = parseQuery(staffSubscriptionQuerySchema, req);
    res.json(await staff.list({ status, q }, { page, pageSize }, requestIdOf(req)));
  });

  router.get('/internal/staff/subscriptions/:id', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await staff.get(subscriptionId(req), requestIdOf(req)));
  });

  for (const action of ['pause', 'cancel'] as const) {
    router.post(`/internal/staff/subscriptions/:id/${action}`, async (req, res) => {
      parseQuery(noInput, req);
      const id = subscriptionId(req);
      const { action: body, actor } = parseBody(internalSubscriptionActionSchema, req);
      res.json(await staff[action](id, body.reason, actor, requestIdOf(req)));
    });
  }

  router.get('/internal/staff/subscription-stats', async (req, res) => {
    const { timezone } = parseQuery(statsQuery, req);
    res.json(await staff.stats(timezone, requestIdOf(req)));
  });

  return router;
}
