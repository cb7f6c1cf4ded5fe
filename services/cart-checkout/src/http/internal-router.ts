import { noInput, parseBody, parseParams, parseQuery } from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { UserData } from '../domain/user-data';

const id = z.string().trim().min(1).max(64);
const userParams = z.object({ userId: id });
const purchaseParams = z.object({ userId: id, productId: id });

/** Asked by the other services only (internal token): never reachable through the gateway. */
export function internalRouter(userData: UserData, requireInternal: RequestHandler): Router {
  const router = Router();
  router.use('/internal', requireInternal);

  router.get('/internal/users/:userId/purchases/:productId', async (req, res) => {
    parseQuery(noInput, req);
    const { userId, productId } = parseParams(purchaseParams, req);
    res.json(await userData.purchasesOf(userId, productId));
  });

  router.post('/internal/users/:userId/forget', async (req, res) => {
    parseQuery(noInput, req);
    // The account service sends {}; nothing in a body can widen what is forgotten.
    parseBody(noInput, req);
    const { userId } = parseParams(userParams, req);
    await userData.forget(userId);
    res.json({ forgotten: true });
  });

  return router;
}
