import { returnRequestSchema, returnStepSchema, staffReturnQuerySchema } from '@coffee/contracts';
import {
  identityOf,
  noInput,
  parseBody,
  parseParams,
  parseQuery,
  requestIdOf,
  requirePermission,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { CustomerReturns } from '../domain/returns/customer-returns';
import type { StaffReturns } from '../domain/returns/staff-returns';

const orderParams = z.object({ orderId: z.string().trim().min(1).max(64) });
const returnParams = z.object({ returnId: z.string().trim().min(1).max(64) });

/**
 * Returns (issue 30). The customer's under their order (/api/orders/{id}/returns: someone
 * else's order answers 404 as the order itself does); the back office's at /api/employee/returns,
 * which the gateway sends here for the employee portal's roles, checked again here with the
 * contracts' policy: the queue like the orders, and each step's own permission in the domain.
 */
export function returnsRouter(
  deps: { customer: CustomerReturns; staff: StaffReturns },
  auth: IdentityVerifier,
): Router {
  const router = Router();

  router.get('/api/orders/:orderId/returns', ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    const { orderId } = parseParams(orderParams, req);
    res.json(await deps.customer.list(identityOf(req).userId, orderId, requestIdOf(req)));
  });

  router.post('/api/orders/:orderId/returns', ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    const { orderId } = parseParams(orderParams, req);
    const request = parseBody(returnRequestSchema, req);
    res
      .status(201)
      .json(
        await deps.customer.request(identityOf(req).userId, orderId, request, requestIdOf(req)),
      );
  });

  router.get(
    '/api/employee/returns',
    ...auth.signedIn,
    requirePermission('orders:read'),
    async (req, res) => {
      res.json(await deps.staff.list(parseQuery(staffReturnQuerySchema, req).status));
    },
  );

  router.get(
    '/api/employee/returns/:returnId',
    ...auth.signedIn,
    requirePermission('orders:read'),
    async (req, res) => {
      parseQuery(noInput, req);
      res.json(await deps.staff.get(parseParams(returnParams, req).returnId));
    },
  );

  router.post(
    '/api/employee/returns/:returnId/steps',
    ...auth.signedIn,
    requirePermission('orders:read'),
    async (req, res) => {
      parseQuery(noInput, req);
      const { returnId } = parseParams(returnParams, req);
      const step = parseBody(returnStepSchema, req);
      const { userId, username, role } = identityOf(req);
      res.json(await deps.staff.step(returnId, step, { userId, role, name: username }));
    },
  );

  return router;
}
