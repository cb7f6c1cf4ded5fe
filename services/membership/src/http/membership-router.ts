import {
  identityOf,
  noInput,
  parseQuery,
  requestIdOf,
  requireAuth,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import type { MembershipQueries } from '../domain/membership-queries';

/** GET /api/membership: the caller's Direct+ status; nothing in the query can name another user. */
export function membershipRouter(queries: MembershipQueries, auth: IdentityVerifier): Router {
  const router = Router();

  router.get('/api/membership', auth.authenticate, requireAuth, async (req, res) => {
    parseQuery(noInput, req);
    res.json(await queries.getStatus(identityOf(req).userId, requestIdOf(req)));
  });

  return router;
}
