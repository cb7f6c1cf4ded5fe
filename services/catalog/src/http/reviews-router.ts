import { newReviewSchema, reviewInputSchema, reviewListQuerySchema } from '@coffee/contracts';
import {
  parseBody,
  parseParams,
  parseQuery,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { ReviewUseCases } from '../domain/reviews';
import { callerOf } from './caller';

// Any text: a malformed id is a review that does not exist (404), like someone else's.
const reviewParamsSchema = z.strictObject({ id: z.string().max(100) });
const productParamsSchema = z.strictObject({ id: z.string().max(100) });

/**
 * Reviews. The listing is public (a session, when the gateway forwards one, only marks the
 * caller's own reviews and votes); writes and /mine need a signed-in user.
 */
export function reviewsRouter(reviews: ReviewUseCases, auth: IdentityVerifier): Router {
  const router = Router();

  router.get('/api/products/:id/reviews', async (req, res) => {
    const { id } = parseParams(productParamsSchema, req);
    const query = parseQuery(reviewListQuerySchema, req);
    // Signature and claims only: a public page does not fail on a stale session, it just
    // shows no "mine" marks.
    const viewer = auth.readIdentity(req)?.userId ?? null;
    res.json(await reviews.listForProduct(id, query, viewer));
  });

  router.use('/api/reviews', auth.signedIn);

  router.get('/api/reviews/mine', async (req, res) => {
    res.json(await reviews.listMine(callerOf(req)));
  });

  router.post('/api/reviews', async (req, res) => {
    res.status(201).json(await reviews.create(callerOf(req), parseBody(newReviewSchema, req)));
  });

  router.put('/api/reviews/:id', async (req, res) => {
    const { id } = parseParams(reviewParamsSchema, req);
    res.json(await reviews.update(callerOf(req), id, parseBody(reviewInputSchema, req)));
  });

  router.delete('/api/reviews/:id', async (req, res) => {
    const { id } = parseParams(reviewParamsSchema, req);
    await reviews.remove(callerOf(req), id);
    res.status(204).end();
  });

  router.post('/api/reviews/:id/helpful', async (req, res) => {
    const { id } = parseParams(reviewParamsSchema, req);
    res.json(await reviews.markHelpful(callerOf(req), id));
  });

  return router;
}
