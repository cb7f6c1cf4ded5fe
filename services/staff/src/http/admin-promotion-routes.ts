import { promotionInputSchema, promotionUpdateSchema } from '@coffee/contracts';
import { noInput, parseBody, parseQuery, requirePermission } from '@coffee/service-defaults';
import type { Router } from 'express';
import type { PromotionDesk } from '../domain/promotion-desk';
import { staffContext } from './staff-context';
import { changeRoute } from './staff-routes';

/**
 * The admin portal's promotions (issue 30), all under 'promotions:manage': GET and POST
 * /api/admin/promotions, PUT /api/admin/promotions/{id}/status (pause or resume).
 */
export function adminPromotionRoutes(router: Router, desk: PromotionDesk): void {
  router.get('/api/admin/promotions', requirePermission('promotions:manage'), async (req, res) => {
    parseQuery(noInput, req);
    res.json(await desk.list(staffContext(req)));
  });
  // Checked here with the form's messages and sent on as typed: cart-checkout parses the same
  // schema, and its parsed form (amounts in cents) would read differently a second time.
  router.post('/api/admin/promotions', requirePermission('promotions:manage'), async (req, res) => {
    parseQuery(noInput, req);
    parseBody(promotionInputSchema, req);
    res.status(201).json(await desk.create(req.body, staffContext(req)));
  });
  router.put(
    '/api/admin/promotions/:id/status',
    requirePermission('promotions:manage'),
    changeRoute(promotionUpdateSchema, desk.setPaused),
  );
}
