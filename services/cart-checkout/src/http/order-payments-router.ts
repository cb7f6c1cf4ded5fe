import {
  customerCancelSchema,
  offlineAuthenticationSchema,
  offlineCardConfirmSchema,
  offlinePayPalApprovalSchema,
} from '@coffee/contracts';
import { identityOf, noInput, parseBody, parseQuery, type Logger } from '@coffee/service-defaults';
import { offlineInUse, signedWebhookHandler } from '@coffee/payments';
import { Router, type Request } from 'express';
import type { OfflineOrderProvider } from '../data/payments/offline/offline-provider';
import type { OrderLifecycle } from '../domain/order-lifecycle';
import { InvalidSignatureError, type OrderPaymentProvider } from '../domain/payments/ports';

/** Where the provider's signed events arrive (ORDER_PAYMENT_WEBHOOK_PATH of the contracts). */
export const WEBHOOK_PATH = '/api/order-payments/webhook';
export { OFFLINE_NOT_IN_USE_MESSAGE } from '@coffee/payments';

const orderIdOf = (req: Request) => String(req.params.orderId ?? '');

/**
 * Paying for and cancelling one's own order. Mounted inside the orders router's
 * `/api/orders` guard (signed in, the initial-payment rule on writes).
 */
export function orderPaymentRoutes(
  router: Router,
  lifecycle: OrderLifecycle,
  offline: OfflineOrderProvider | null,
): void {
  const offlineOnly = () => offlineInUse(offline);

  router.post('/api/orders/:orderId/payment', async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    res.json(await lifecycle.startPayment(identityOf(req).userId, orderIdOf(req)));
  });

  router.post('/api/orders/:orderId/payment/card', async (req, res) => {
    parseQuery(noInput, req);
    const { clientSecret, card } = parseBody(offlineCardConfirmSchema, req);
    const provider = offlineOnly();
    const { userId } = identityOf(req);
    const orderId = orderIdOf(req);
    res.json(
      await lifecycle.offlinePaymentStep(userId, orderId, () =>
        provider.confirm(userId, orderId, clientSecret, card),
      ),
    );
  });

  router.post('/api/orders/:orderId/payment/authenticate', async (req, res) => {
    parseQuery(noInput, req);
    const { clientSecret, approve } = parseBody(offlineAuthenticationSchema, req);
    const provider = offlineOnly();
    const { userId } = identityOf(req);
    const orderId = orderIdOf(req);
    res.json(
      await lifecycle.offlinePaymentStep(userId, orderId, () =>
        provider.authenticate(userId, orderId, clientSecret, approve),
      ),
    );
  });

  router.post('/api/orders/:orderId/payment/paypal', async (req, res) => {
    parseQuery(noInput, req);
    const { clientSecret, approve } = parseBody(offlinePayPalApprovalSchema, req);
    const provider = offlineOnly();
    const { userId } = identityOf(req);
    const orderId = orderIdOf(req);
    res.json(
      await lifecycle.offlinePaymentStep(userId, orderId, () =>
        provider.paypal(userId, orderId, clientSecret, approve),
      ),
    );
  });

  router.post('/api/orders/:orderId/cancel', async (req, res) => {
    parseQuery(noInput, req);
    const { reason } = parseBody(customerCancelSchema, req);
    res.json(await lifecycle.cancelByCustomer(identityOf(req).userId, orderIdOf(req), reason));
  });
}

/**
 * POST /api/order-payments/webhook: the provider's signed events (raw body, no session; the
 * gateway exempts this path from the session and CSRF checks). Only a verified event moves money
 * on an order; a bad signature is a 400.
 */
export function orderWebhookRouter(lifecycle: OrderLifecycle, parse: ParseEvent, logger: Logger) {
  const router = Router();
  router.post(
    '/api/order-payments/webhook',
    signedWebhookHandler({
      parse,
      invalid: InvalidSignatureError,
      handle: (event) => lifecycle.handleEvent(event),
      logger,
      name: 'order webhook',
    }),
  );
  return router;
}
type ParseEvent = OrderPaymentProvider['parseEvent'];
