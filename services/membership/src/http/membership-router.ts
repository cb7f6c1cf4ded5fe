import {
  CHOOSE_STANDARD_PATH,
  MONEY_BACK_PATH,
  billingPeriodChangeSchema,
} from '@coffee/contracts';
import {
  identityOf,
  noInput,
  parseBody,
  parseQuery,
  requestIdOf,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import type { MembershipChanges } from '../domain/billing/membership-changes';

/**
 * The caller's Direct+ membership and their own changes to it: GET /api/membership, POST
 * /api/subscribe (the free trial), /api/unsubscribe, /api/membership/resume,
 * /api/membership/billing-period, /api/membership/standard (a Direct+ sign-up continuing
 * with a free Standard account) and /api/membership/refund (the money-back guarantee). The caller is the token's user: nothing in a request can name
 * another user, and the plan, dates and prices are the service's to decide.
 */
export function membershipRouter(changes: MembershipChanges, auth: IdentityVerifier): Router {
  const router = Router();

  router.get('/api/membership', ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    res.json(await changes.status(identityOf(req).userId, requestIdOf(req)));
  });

  // The spec's calls carry no payload: an empty body or {} is accepted, anything else is a 400.
  router.post('/api/subscribe', ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    res.json(await changes.subscribe(identityOf(req).userId, requestIdOf(req)));
  });

  router.post('/api/unsubscribe', ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    res.json(await changes.unsubscribe(identityOf(req).userId, requestIdOf(req)));
  });

  router.post('/api/membership/resume', ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    res.json(await changes.resume(identityOf(req).userId, requestIdOf(req)));
  });

  router.post(MONEY_BACK_PATH, ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    res.json(await changes.refund(identityOf(req).userId, requestIdOf(req)));
  });

  router.post(CHOOSE_STANDARD_PATH, ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    res.json(await changes.chooseStandard(identityOf(req).userId, requestIdOf(req)));
  });

  router.post('/api/membership/billing-period', ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    const { billingPeriod } = parseBody(billingPeriodChangeSchema, req);
    res.json(
      await changes.changeBillingPeriod(identityOf(req).userId, billingPeriod, requestIdOf(req)),
    );
  });

  return router;
}
