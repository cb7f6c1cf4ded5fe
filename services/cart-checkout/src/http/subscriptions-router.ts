import {
  changeSubscriptionSchema,
  createSubscriptionSchema,
  deliveryActionSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  isProductId,
  pauseSubscriptionSchema,
  PLAN_NOT_FOUND_MESSAGE,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  subscriptionIdSchema,
} from '@coffee/contracts';
import {
  AppError,
  identityOf,
  noInput,
  parseBody,
  parseQuery,
  parseWith,
  requestIdOf,
  requireAuth,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router, type Request } from 'express';
import type { SubscriptionPlans } from '../domain/subscriptions/plans';
import type { SubscriptionUseCases } from '../domain/subscriptions/use-cases';
import type { InitialPaymentRule } from '../domain/initial-payment';
import { writesNeedInitialPayment } from './initial-payment';

/** The id in the path: anything but one of ours reads as not found, as someone else's does. */
function subscriptionId(req: Request): string {
  const parsed = subscriptionIdSchema.safeParse(req.params.id ?? '');
  if (!parsed.success) throw new AppError(404, SUBSCRIPTION_NOT_FOUND_MESSAGE, 'NOT_FOUND');
  return parsed.data;
}

/**
 * Subscribe & Save for the signed-in customer: GET /api/subscriptions (and /options for the
 * form), POST /api/subscriptions with an Idempotency-Key, and one POST per change on
 * /api/subscriptions/{id}/... (skip, pause, resume, change, ship-now, cancel); GET
 * /api/subscriptions/plans/{productId} reads a plan as the subscribe box offers it.
 */
export function subscriptionsRouter(
  subscriptions: SubscriptionUseCases,
  auth: IdentityVerifier,
  initialPayment: InitialPaymentRule,
  plans: Pick<SubscriptionPlans, 'view'>,
): Router {
  const router = Router();
  router.use(
    '/api/subscriptions',
    auth.authenticate,
    requireAuth,
    writesNeedInitialPayment(initialPayment),
  );

  router.get('/api/subscriptions', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await subscriptions.list(identityOf(req).userId, requestIdOf(req)));
  });

  router.get('/api/subscriptions/options', async (req, res) => {
    parseQuery(noInput, req);
    res.json(await subscriptions.options(identityOf(req).userId, requestIdOf(req)));
  });

  router.get('/api/subscriptions/plans/:productId', async (req, res) => {
    parseQuery(noInput, req);
    const productId = req.params.productId ?? '';
    if (!isProductId(productId)) throw new AppError(404, PLAN_NOT_FOUND_MESSAGE, 'NOT_FOUND');
    res.json(await plans.view(productId, requestIdOf(req)));
  });

  router.post('/api/subscriptions', async (req, res) => {
    parseQuery(noInput, req);
    const key = parseWith(idempotencyKeySchema, req.get(IDEMPOTENCY_KEY_HEADER));
    const command = parseBody(createSubscriptionSchema, req);
    const { subscription, created } = await subscriptions.create(
      identityOf(req).userId,
      key,
      command,
      requestIdOf(req),
    );
    res.status(created ? 201 : 200).json(subscription);
  });

  // Skip and ship now name the delivery meant (a double click finds it done: 409).
  for (const [action, run] of Object.entries({
    skip: subscriptions.skip,
    'ship-now': subscriptions.shipNow,
  })) {
    router.post(`/api/subscriptions/:id/${action}`, async (req, res) => {
      const id = subscriptionId(req);
      parseQuery(noInput, req);
      const { cycle } = parseBody(deliveryActionSchema, req);
      res.json(await run(identityOf(req).userId, id, cycle, requestIdOf(req)));
    });
  }

  const plain = {
    resume: subscriptions.resume,
    cancel: subscriptions.cancel,
  } as const;
  for (const [action, run] of Object.entries(plain)) {
    router.post(`/api/subscriptions/:id/${action}`, async (req, res) => {
      const id = subscriptionId(req);
      parseQuery(noInput, req);
      parseBody(noInput, req);
      res.json(await run(identityOf(req).userId, id, requestIdOf(req)));
    });
  }

  router.post('/api/subscriptions/:id/pause', async (req, res) => {
    const id = subscriptionId(req);
    parseQuery(noInput, req);
    const { until } = parseBody(pauseSubscriptionSchema, req);
    res.json(
      await subscriptions.pause(identityOf(req).userId, id, until ?? null, requestIdOf(req)),
    );
  });

  router.post('/api/subscriptions/:id/change', async (req, res) => {
    const id = subscriptionId(req);
    parseQuery(noInput, req);
    const command = parseBody(changeSubscriptionSchema, req);
    res.json(await subscriptions.change(identityOf(req).userId, id, command, requestIdOf(req)));
  });

  return router;
}
