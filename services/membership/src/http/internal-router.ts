import { demoMembershipSeedSchema } from '@coffee/contracts';
import { noInput, parseBody, parseParams, parseQuery } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { SeedDemoMember } from '../domain/billing/demo-member';
import type { ForgetMember } from '../domain/billing/forget-member';
import type { PaymentMethods } from '../domain/billing/payment-methods';

const userParams = z.object({ userId: z.string().trim().min(1).max(64) });
// Any id: a malformed one is the use case's 404, as an unknown or someone else's card is.
const cardParams = z.object({ userId: userParams.shape.userId, id: z.string().max(200) });

/**
 * Other services' calls about one user (internal token only): POST
 * /internal/users/:userId/forget (the account's deletion) and /demo-membership (its seeded demo
 * member's billing), from the account service; GET /internal/users/:userId/payment-methods/:id
 * (one saved card, `internalSavedCardSchema`), from cart-checkout's subscriptions.
 */
export function internalUsersRouter(
  {
    forget,
    seedDemoMember,
    findCard,
  }: {
    forget: ForgetMember;
    seedDemoMember: SeedDemoMember;
    findCard: PaymentMethods['find'];
  },
  requireInternal: RequestHandler,
): Router {
  const router = Router();
  router.get('/internal/users/:userId/payment-methods/:id', requireInternal, async (req, res) => {
    parseQuery(noInput, req);
    const { userId, id } = parseParams(cardParams, req);
    res.json(await findCard(userId, id));
  });
  router.post('/internal/users/:userId/demo-membership', requireInternal, async (req, res) => {
    parseQuery(noInput, req);
    const seed = parseBody(demoMembershipSeedSchema, req);
    const { userId } = parseParams(userParams, req);
    res.json(await seedDemoMember(userId, seed));
  });
  router.post('/internal/users/:userId/forget', requireInternal, async (req, res) => {
    parseQuery(noInput, req);
    // The account service sends {}; nothing in a body can widen what is forgotten.
    parseBody(noInput, req);
    const { userId } = parseParams(userParams, req);
    await forget(userId);
    res.json({ forgotten: true });
  });
  return router;
}
