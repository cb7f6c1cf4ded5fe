import { staffSubscriptionActionSchema, staffSubscriptionQuerySchema } from '@coffee/contracts';
import { requirePermission } from '@coffee/service-defaults';
import type { Router } from 'express';
import type { SubscriptionDesk } from '../domain/subscription-desk';
import { changeRoute, listRoute, readRoute } from './staff-routes';

/**
 * The employee portal's subscriptions (cart-checkout): reading needs 'subscriptions:read',
 * pausing and cancelling (with a reason) 'subscriptions:manage', refused here with 403 before
 * cart-checkout is asked (it checks the actor's role again).
 */
export function employeeSubscriptionRoutes(router: Router, desk: SubscriptionDesk): void {
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
