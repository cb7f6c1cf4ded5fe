import {
  applyPromotionCodeSchema,
  internalPromotionCreateSchema,
  internalPromotionUpdateSchema,
} from '@coffee/contracts';
import {
  identityOf,
  noInput,
  parseBody,
  parseParams,
  parseQuery,
  requestIdOf,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Promotions } from '../domain/promotions/promotions';

const promotionParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * The shopper's code on their cart: GET, POST (apply) and DELETE /api/cart/promotion, always the
 * caller's own. Mounted before the cart router, whose /api/cart/:itemId would take the path.
 */
export function cartPromotionRouter(promotions: Promotions, auth: IdentityVerifier): Router {
  const router = Router();
  router.use('/api/cart/promotion', auth.signedIn);

  router.get('/api/cart/promotion', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await promotions.view(identityOf(req).userId, requestIdOf(req)));
  });

  router.post('/api/cart/promotion', async (req, res) => {
    parseQuery(noInput, req);
    const { code } = parseBody(applyPromotionCodeSchema, req);
    res.json(await promotions.apply(identityOf(req).userId, code, requestIdOf(req)));
  });

  router.delete('/api/cart/promotion', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await promotions.remove(identityOf(req).userId, requestIdOf(req)));
  });

  return router;
}

/**
 * The admin's promotions, asked by the staff service with the internal token (it checked the
 * session and the permission, and keeps the audit log).
 */
export function staffPromotionsRouter(
  promotions: Promotions,
  requireInternal: RequestHandler,
): Router {
  const router = Router();
  router.use('/internal/staff/promotions', requireInternal);

  router.get('/internal/staff/promotions', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await promotions.list());
  });

  router.post('/internal/staff/promotions', async (req, res) => {
    parseQuery(noInput, req);
    const { promotion, actor } = parseBody(internalPromotionCreateSchema, req);
    res.status(201).json(await promotions.create(promotion, actor.userId));
  });

  router.put('/internal/staff/promotions/:id/status', async (req, res) => {
    parseQuery(noInput, req);
    const { id } = parseParams(promotionParams, req);
    const { change } = parseBody(internalPromotionUpdateSchema, req);
    res.json(await promotions.setPaused(id, change.paused));
  });

  return router;
}
