import {
  inStoreClaimSchema,
  inStoreReleaseSchema,
  membershipVerificationSchema,
} from '@coffee/contracts';
import { clientKeyOf, noInput, parseBody, parseQuery } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import type { InStoreRegistration } from '../domain/in-store-registration';

/**
 * POST /api/verify-membership (public, spec section 7) and, for the account service only, the
 * internal claim and release of a number by a new online account.
 */
export function inStoreRouter(registration: InStoreRegistration, requireInternal: RequestHandler) {
  const router = Router();

  router.post('/api/verify-membership', async (req, res) => {
    parseQuery(noInput, req);
    const input = parseBody(membershipVerificationSchema, req);
    res.json(await registration.verify(input, clientKeyOf(req)));
  });

  router.post('/internal/in-store-memberships/claim', requireInternal, async (req, res) => {
    const input = parseBody(inStoreClaimSchema, req);
    res.json(await registration.claim(input));
  });

  router.post('/internal/in-store-memberships/release', requireInternal, async (req, res) => {
    const { membershipNumber, userId } = parseBody(inStoreReleaseSchema, req);
    await registration.release(membershipNumber, userId);
    res.status(204).end();
  });

  return router;
}
