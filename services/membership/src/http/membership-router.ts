import { identityOf, parseQuery, requireAuth } from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { MembershipQueries } from '../domain/membership-queries';

// Always the caller's own membership: nothing in the query can name another user.
const noQuery = z.strictObject({});

export function membershipRouter(queries: MembershipQueries): Router {
  const router = Router();

  router.get('/', requireAuth, async (req, res) => {
    parseQuery(noQuery, req);
    const requestId = typeof req.id === 'string' ? req.id : undefined;
    res.json(await queries.getStatus(identityOf(req).userId, requestId));
  });

  return router;
}
