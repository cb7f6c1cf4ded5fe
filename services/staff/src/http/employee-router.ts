import {
  bulkStockChangeSchema,
  orderTransitionSchema,
  reviewVisibilitySchema,
  staffListQuerySchema,
  staffOrderQuerySchema,
  staffProductQuerySchema,
  staffTicketQuerySchema,
  staffUserQuerySchema,
  stockChangeSchema,
  ticketReplySchema,
  ticketStatusChangeSchema,
  TICKET_NOT_FOUND_MESSAGE,
  ticketNumberSchema,
} from '@coffee/contracts';
import {
  AppError,
  noInput,
  parseBody,
  parseQuery,
  requirePermission,
} from '@coffee/service-defaults';
import type { Request, Router } from 'express';
import { z } from 'zod/mini';
import type { BackOffice } from '../domain/backoffice';
import type { OverviewService } from '../domain/overview-service';
import type { SubscriptionDesk } from '../domain/subscription-desk';
import type { SupportService } from '../domain/support';
import { actorOf, idParam, portalRouter, staffContext, type PortalDeps } from './staff-context';
import { employeeSubscriptionRoutes } from './employee-subscription-routes';
import { changeRoute, listRoute, readRoute } from './staff-routes';

function ticketParam(req: Request): string {
  const parsed = ticketNumberSchema.safeParse(req.params.number);
  if (!parsed.success) throw new AppError(404, TICKET_NOT_FOUND_MESSAGE, 'TICKET_NOT_FOUND');
  return parsed.data;
}

// Staff search customers: the role is always customer, whatever the query says.
const customerQuerySchema = z.omit(staffUserQuerySchema, { role: true });
const customerOrdersQuerySchema = z.omit(staffOrderQuerySchema, { userId: true });
// The inventory screen lists the lowest stock first unless told otherwise.
const inventoryQuerySchema = z.extend(staffProductQuerySchema, {
  sort: z._default(staffProductQuerySchema.shape.sort.def.innerType, 'stock'),
});

/**
 * The employee portal's API (every staff role: the gateway lets rolesWith('employee-portal')
 * through, and so does this router). Each route then needs its own permission of the contracts'
 * policy: what a manager may and an employee may not (review moderation, stock corrections) is
 * refused here with 403 before any other service is asked.
 */
export function employeeRouter(
  deps: PortalDeps & {
    overview: OverviewService;
    support: SupportService;
    backOffice: BackOffice;
    subscriptions: SubscriptionDesk;
  },
): Router {
  const { overview, support, backOffice } = deps;
  const router = portalRouter('/api/employee', 'employee-portal', deps);

  router.get('/api/employee/overview', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await overview.get());
  });

  // ---- support tickets ----
  router.get('/api/employee/tickets', requirePermission('support:read'), async (req, res) => {
    res.json(await support.staffPage(parseQuery(staffTicketQuerySchema, req)));
  });
  router.get(
    '/api/employee/tickets/:number',
    requirePermission('support:read'),
    async (req, res) => {
      parseQuery(noInput, req);
      res.json(await support.staffGet(ticketParam(req)));
    },
  );
  router.post(
    '/api/employee/tickets/:number/messages',
    requirePermission('support:respond'),
    async (req, res) => {
      parseQuery(noInput, req);
      const number = ticketParam(req);
      const input = parseBody(ticketReplySchema, req);
      res.status(201).json(await support.staffReply(number, input, actorOf(req)));
    },
  );
  router.put(
    '/api/employee/tickets/:number/status',
    requirePermission('support:respond'),
    async (req, res) => {
      parseQuery(noInput, req);
      const number = ticketParam(req);
      const { status } = parseBody(ticketStatusChangeSchema, req);
      res.json(await support.staffSetStatus(number, status, actorOf(req)));
    },
  );

  // ---- orders (cart-checkout) ----
  router.get(
    '/api/employee/orders',
    requirePermission('orders:read'),
    listRoute(staffOrderQuerySchema, backOffice.listOrders),
  );
  router.get(
    '/api/employee/orders/:id',
    requirePermission('orders:read'),
    readRoute(backOffice.getOrder),
  );
  // Which transition the role may make (fulfil, cancel unpaid, cancel paid) depends on the
  // order's status: cart-checkout decides it with the actor's role (403 or 409).
  router.post(
    '/api/employee/orders/:id/transitions',
    requirePermission('orders:fulfil'),
    changeRoute(orderTransitionSchema, backOffice.transitionOrder),
  );

  // ---- Subscribe & Save (cart-checkout) ----
  employeeSubscriptionRoutes(router, deps.subscriptions);

  // ---- inventory (catalog) ----
  router.get(
    '/api/employee/inventory',
    requirePermission('inventory:read'),
    listRoute(inventoryQuerySchema, backOffice.listProducts),
  );
  router.post(
    '/api/employee/inventory',
    requirePermission('inventory:adjust'),
    async (req, res) => {
      parseQuery(noInput, req);
      const change = parseBody(bulkStockChangeSchema, req);
      res.json({ items: await backOffice.changeStock(change, staffContext(req)) });
    },
  );
  router.post(
    '/api/employee/inventory/:productId',
    requirePermission('inventory:adjust'),
    async (req, res) => {
      parseQuery(noInput, req);
      const productId = idParam(req, 'productId');
      const { variantId, mode, value, reason } = parseBody(stockChangeSchema, req);
      const items = await backOffice.changeStock(
        { mode, reason, lines: [{ productId, ...(variantId ? { variantId } : {}), value }] },
        staffContext(req),
      );
      const product = items.find((p) => p.id === productId) ?? items[0];
      if (!product) throw new AppError(502, 'The catalog service gave an invalid answer');
      res.json(product);
    },
  );

  // ---- customers (account, and their orders at cart-checkout) ----
  router.get(
    '/api/employee/customers',
    requirePermission('customers:read'),
    listRoute(customerQuerySchema, backOffice.listCustomers),
  );
  router.get(
    '/api/employee/customers/:id',
    requirePermission('customers:read'),
    readRoute(backOffice.getCustomer),
  );
  router.get(
    '/api/employee/customers/:id/orders',
    requirePermission('customers:read'),
    async (req, res) => {
      const query = parseQuery(customerOrdersQuerySchema, req);
      res.json(await backOffice.customerOrders(idParam(req), query, staffContext(req)));
    },
  );

  // ---- review moderation (catalog) ----
  router.get(
    '/api/employee/reviews',
    requirePermission('reviews:moderate'),
    listRoute(staffListQuerySchema, backOffice.listReviews),
  );
  router.put(
    '/api/employee/reviews/:id/visibility',
    requirePermission('reviews:moderate'),
    changeRoute(reviewVisibilitySchema, backOffice.setReviewVisibility),
  );

  return router;
}
