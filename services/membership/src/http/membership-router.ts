import {
  identityOf,
  parseQuery,
  requestIdOf,
  requireAuth,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { MembershipQueries } from '../domain/membership-queries';

// Always the caller's own membership: nothing in the query can name another user.
const noQuery = z.strictObject({});

/** GET /api/membership: the caller's Direct+ status. */
export function membershipRouter(queries: MembershipQueries, auth: IdentityVerifier): Router {
  const router = Router();

  router.get('/api/membership', auth.authenticate, requireAuth, async (req, res) => {
    parseQuery(noQuery, req);
    res.json(await queries.getStatus(identityOf(req).userId, requestIdOf(req)));
  });

  return router;
}
