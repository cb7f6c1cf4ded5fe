import { noInput, parseBody, parseParams, parseQuery } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { ForgetMember } from '../domain/billing/forget-member';

const userParams = z.object({ userId: z.string().trim().min(1).max(64) });

/** POST /internal/users/:userId/forget: the account service's deletion (internal token only). */
export function internalUsersRouter(forget: ForgetMember, requireInternal: RequestHandler): Router {
  const router = Router();
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
