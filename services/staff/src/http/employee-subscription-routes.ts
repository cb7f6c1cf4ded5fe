import {
  savePlanSchema,
  staffSubscriptionActionSchema,
  staffSubscriptionQuerySchema,
} from '@coffee/contracts';
import { noInput, parseQuery, requirePermission } from '@coffee/service-defaults';
import type { Router } from 'express';
import type { SubscriptionDesk } from '../domain/subscription-desk';
import { staffContext } from './staff-context';
import { changeRoute, listRoute, readRoute } from './staff-routes';

/**
 * The employee portal's subscriptions (cart-checkout): reading needs 'subscriptions:read',
 * pausing and cancelling (with a reason) 'subscriptions:manage', refused here with 403 before
 * cart-checkout is asked (it checks the actor's role again). The plans: GET
 * /api/employee/subscription-plans ('subscriptions:read'), PUT .../{productId} ('subscriptions:manage').
 */
export function employeeSubscriptionRoutes(router: Router, desk: SubscriptionDesk): void {
  router.get(
    '/api/employee/subscription-plans',
    requirePermission('subscriptions:read'),
    async (req, res) => {
      parseQuery(noInput, req);
      res.json(await desk.plans(staffContext(req)));
    },
  );
  router.put(
    '/api/employee/subscription-plans/:id',
    requirePermission('subscriptions:manage'),
    changeRoute(savePlanSchema, desk.savePlan),
  );
  router.get(
    '/api/employee/subscriptions',
    requirePermission('subscriptions:read'),
    listRoute(staffSubscriptionQuerySchema, desk.list),
  );
  router.get(
    '/api/employee/subscriptions/:id',
    requirePermission('subscriptions:read'),
    readRoute(desk.get),
  );
  router.post(
    '/api/employee/subscriptions/:id/pause',
    requirePermission('subscriptions:manage'),
    changeRoute(staffSubscriptionActionSchema, desk.pause),
  );
  router.post(
    '/api/employee/subscriptions/:id/cancel',
    requirePermission('subscriptions:manage'),
    changeRoute(staffSubscriptionActionSchema, desk.cancel),
  );
}
