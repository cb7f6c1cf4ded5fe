import {
  identityOf,
  noInput,
  parseBody,
  parseQuery,
  requestIdOf,
  requireAuth,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import type { MembershipChanges } from '../domain/membership-changes';

/**
 * POST /api/subscribe and POST /api/unsubscribe, for any signed-in user. The spec's calls carry
 * no payload: the caller is the token's user, and the plan, expiry and price are the service's to
 * decide. An empty body or {} is accepted, anything else is a 400.
 */
export function subscriptionRouter(changes: MembershipChanges, auth: IdentityVerifier): Router {
  const router = Router();

  router.post('/api/subscribe', auth.authenticate, requireAuth, async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    res.json(await changes.subscribe(identityOf(req).userId, requestIdOf(req)));
  });

  router.post('/api/unsubscribe', auth.authenticate, requireAuth, async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    res.json(await changes.unsubscribe(identityOf(req).userId, requestIdOf(req)));
  });

  return router;
}
