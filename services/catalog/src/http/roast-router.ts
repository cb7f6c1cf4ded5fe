import {
  roastAllocationRequestSchema,
  roastBatchInputSchema,
  roastBatchQuerySchema,
} from '@coffee/contracts';
import {
  identityOf,
  noInput,
  parseBody,
  parseQuery,
  requestIdOf,
  requirePermission,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import type { RoastBatches } from '../domain/roast-batches';
import type { RoastPlanner } from '../domain/roast-plan';

/**
 * The roastery (issue 28). Staff reach /api/employee/roast-* through the gateway (its route
 * table sends these two prefixes here, for the employee portal's roles) and are checked again
 * here with the contracts' policy: reading like the inventory, recording like a stock change.
 * Shipping allocates through /internal/roast/allocations (cart-checkout, internal token).
 */
export function roastRouter(
  deps: { batches: RoastBatches; plan: RoastPlanner },
  auth: IdentityVerifier,
  requireInternal: RequestHandler,
): Router {
  const router = Router();

  router.get(
    '/api/employee/roast-batches',
    ...auth.signedIn,
    requirePermission('inventory:read'),
    async (req, res) => {
      res.json(await deps.batches.list(parseQuery(roastBatchQuerySchema, req)));
    },
  );

  router.post(
    '/api/employee/roast-batches',
    ...auth.signedIn,
    requirePermission('inventory:adjust'),
    async (req, res) => {
      parseQuery(noInput, req);
      const input = parseBody(roastBatchInputSchema, req);
      const { userId, username } = identityOf(req);
      res.status(201).json(await deps.batches.record(input, { userId, name: username }));
    },
  );

  router.get(
    '/api/employee/roast-plan',
    ...auth.signedIn,
    requirePermission('inventory:read'),
    async (req, res) => {
      parseQuery(noInput, req);
      res.json(await deps.plan.plan(requestIdOf(req)));
    },
  );

  router.post('/internal/roast/allocations', requireInternal, async (req, res) => {
    res.json(await deps.batches.allocate(parseBody(roastAllocationRequestSchema, req)));
  });

  return router;
}
