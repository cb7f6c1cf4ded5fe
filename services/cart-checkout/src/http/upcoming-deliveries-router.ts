import { parseQuery, requestIdOf } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { UpcomingDeliveries } from '../domain/subscriptions/upcoming';

const query = z.strictObject({
  until: z
    .string()
    .datetime({ message: 'until must be an ISO date and time' })
    .transform((value) => new Date(value)),
});

/** GET /internal/roast/subscription-deliveries?until=: the catalog's roast plan asks (internal). */
export function upcomingDeliveriesRouter(
  deliveries: UpcomingDeliveries,
  requireInternal: RequestHandler,
): Router {
  const router = Router();
  router.get('/internal/roast/subscription-deliveries', requireInternal, async (req, res) => {
    const { until } = parseQuery(query, req);
    res.json(await deliveries.by(until, requestIdOf(req)));
  });
  return router;
}
