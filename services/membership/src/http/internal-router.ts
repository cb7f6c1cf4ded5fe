import { demoMembershipSeedSchema } from '@coffee/contracts';
import { noInput, parseBody, parseParams, parseQuery } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { SeedDemoMember } from '../domain/billing/demo-member';
import type { ForgetMember } from '../domain/billing/forget-member';

const userParams = z.object({ userId: z.string().trim().min(1).max(64) });

/**
 * The account service's calls about one user (internal token only): POST
 * /internal/users/:userId/forget (the account's deletion) and /demo-membership (its seeded demo
 * member's billing).
 */
export function internalUsersRouter(
  { forget, seedDemoMember }: { forget: ForgetMember; seedDemoMember: SeedDemoMember },
  requireInternal: RequestHandler,
): Router {
  const router = Router();
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
