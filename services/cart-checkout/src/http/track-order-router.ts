import { trackOrderRequestSchema } from '@coffee/contracts';
import { clientKeyOf, noInput, parseBody, parseQuery } from '@coffee/service-defaults';
import { Router } from 'express';
import type { OrderTrackingUseCase } from '../domain/order-tracking';

/**
 * POST /api/orders/track, public (the gateway's route table too): mounted before the orders
 * router, whose `/api/orders` needs a signed-in user. POST so the email stays out of URLs and
 * logs. A 429 carries Retry-After (the shared error handler).
 */
export function trackOrderRouter(tracking: OrderTrackingUseCase): Router {
  const router = Router();
  router.post('/api/orders/track', async (req, res) => {
    parseQuery(noInput, req);
    const input = parseBody(trackOrderRequestSchema, req);
    res.json(await tracking.track(input, clientKeyOf(req)));
  });
  return router;
}
