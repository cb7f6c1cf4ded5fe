import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  MAX_ORDER_PAGE_SIZE,
  MEMBER_SAVINGS_PATH,
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_PAYMENT_CONFIG_PATH,
  placeOrderSchema,
  TOTAL_COUNT_HEADER,
  wholeNumberParam,
} from '@coffee/contracts';
import {
  identityOf,
  noInput,
  parseBody,
  parseQuery,
  parseWith,
  requestIdOf,
  requireAuth,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { OrderPlacement } from '../domain/place-order';
import type { OrderQueries } from '../domain/order-queries';
import type { InitialPaymentRule } from '../domain/initial-payment';
import { writesNeedInitialPayment } from './initial-payment';
import type { OfflineOrderProvider } from '../data/payments/offline/offline-provider';
import type { OrderLifecycle } from '../domain/order-lifecycle';
import { orderPaymentRoutes } from './order-payments-router';
import { productConflictHandler } from './product-conflict';

export { MAX_ORDER_PAGE_SIZE };
export const DEFAULT_ORDER_PAGE_SIZE = 50;
const MAX_PAGE = 10_000;

/**
 * Either `page` (from 1) and `pageSize`, or the older `limit` and `offset` (the Orders page);
 * mixing the two is refused rather than guessed at.
 */
const listQuery = z
  .strictObject({
    limit: z.optional(wholeNumberParam('limit', 1, MAX_ORDER_PAGE_SIZE)),
    offset: z.optional(wholeNumberParam('offset', 0, 1_000_000)),
    page: z.optional(wholeNumberParam('page', 1, MAX_PAGE)),
    pageSize: z.optional(wholeNumberParam('pageSize', 1, MAX_ORDER_PAGE_SIZE)),
  })
  .refine(
    (q) =>
      (q.page === undefined && q.pageSize === undefined) ||
      (q.limit === undefined && q.offset === undefined),
    { message: 'Use page and pageSize, or limit and offset, not both', path: ['page'] },
  )
  .transform((q) => {
    if (q.page === undefined && q.pageSize === undefined)
      return { limit: q.limit ?? DEFAULT_ORDER_PAGE_SIZE, offset: q.offset ?? 0 };
    const pageSize = q.pageSize ?? ORDER_HISTORY_PAGE_SIZE;
    return { limit: pageSize, offset: ((q.page ?? 1) - 1) * pageSize };
  });
/**
 * The signed-in user's orders: placing one, the history, one order. A customer who owes the
 * initial Direct+ payment may read their orders but not place one (403 INITIAL_PAYMENT_REQUIRED).
 */
export function ordersRouter(
  placement: OrderPlacement,
  queries: OrderQueries,
  auth: IdentityVerifier,
  initialPayment: InitialPaymentRule,
  lifecycle: OrderLifecycle,
  offline: OfflineOrderProvider | null,
): Router {
  const router = Router();
  router.use(
    '/api/orders',
    auth.authenticate,
    requireAuth,
    writesNeedInitialPayment(initialPayment),
  );

  router.post('/api/orders', async (req, res) => {
    parseQuery(noInput, req);
    const key = parseWith(idempotencyKeySchema, req.get(IDEMPOTENCY_KEY_HEADER));
    const command = parseBody(placeOrderSchema, req);
    const { order, created } = await placement.placeOrder(
      identityOf(req).userId,
      key,
      command,
      requestIdOf(req),
    );
    res.status(created ? 201 : 200).json(order);
  });

  router.get('/api/orders', async (req, res) => {
    const page = parseQuery(listQuery, req);
    const { orders, total } = await queries.list(identityOf(req).userId, page);
    // The body stays a plain list, as the product lists; the count travels in a header.
    res.set(TOTAL_COUNT_HEADER, String(total)).json(orders);
  });

  // Before /api/orders/:orderId, which would take 'member-savings' for an order id.
  router.get(MEMBER_SAVINGS_PATH, async (req, res) => {
    parseQuery(noInput, req);
    res.json(await queries.memberSavings(identityOf(req).userId, new Date(), requestIdOf(req)));
  });

  // Before /api/orders/:orderId, which would take 'payment-config' for an order id.
  router.get(ORDER_PAYMENT_CONFIG_PATH, (req, res) => {
    parseQuery(noInput, req);
    res.json(lifecycle.paymentConfig());
  });

  router.get('/api/orders/:orderId', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await queries.get(identityOf(req).userId, req.params.orderId ?? ''));
  });

  orderPaymentRoutes(router, lifecycle, offline);

  router.use(productConflictHandler);
  return router;
}
