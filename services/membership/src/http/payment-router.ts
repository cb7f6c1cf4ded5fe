import {
  MEMBERSHIP_PAYMENT_CONFIG_PATH,
  offlineAuthenticationSchema,
  offlineCardConfirmSchema,
  paymentSetupRequestSchema,
} from '@coffee/contracts';
import {
  identityOf,
  noInput,
  parseBody,
  parseQuery,
  requestIdOf,
  type IdentityVerifier,
  type Logger,
} from '@coffee/service-defaults';
import { offlineInUse, signedWebhookHandler } from '@coffee/payments';
import { Router } from 'express';
import type { BillingEvents } from '../domain/billing/billing-events';
import type { Payments } from '../domain/billing/payments';
import { InvalidSignatureError, type PaymentProvider } from '../domain/billing/ports';
import type { OfflineProvider } from '../data/offline/offline-provider';

export const WEBHOOK_PATH = '/api/stripe-webhook';
export { OFFLINE_NOT_IN_USE_MESSAGE } from '@coffee/payments';

export interface PaymentRouterDeps {
  payments: Payments;
  events: BillingEvents;
  provider: PaymentProvider;
  /** Present when the offline test provider is the one in use. */
  offline: OfflineProvider | null;
  auth: IdentityVerifier;
  logger: Logger;
}

/**
 * Paying for Direct+: GET /api/membership/payment-config says which form to show (before sign-up
 * too); POST /api/create-directplus-payment and /api/membership/payment-method set up the
 * provider's form; /api/offline-payments/* is the offline provider's card form; the
 * provider's signed events arrive at POST /api/stripe-webhook (raw body, no session: the
 * gateway exempts it from the session and CSRF checks only).
 */
export function paymentRouter(deps: PaymentRouterDeps): Router {
  const { payments, events, provider, offline, auth, logger } = deps;
  const router = Router();

  // No session: the Direct+ sign-up's card step shows the form before the account exists.
  router.get(MEMBERSHIP_PAYMENT_CONFIG_PATH, (req, res) => {
    parseQuery(noInput, req);
    res.json(payments.paymentConfig());
  });

  router.post('/api/create-directplus-payment', ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    // The spec's call has no payload: an empty body means the annual plan.
    const { billingPeriod } = parseBody(paymentSetupRequestSchema, req);
    res.json(await payments.startPayment(identityOf(req).userId, billingPeriod, requestIdOf(req)));
  });

  router.post('/api/membership/payment-method', ...auth.signedIn, async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    res.json(await payments.startCardSetup(identityOf(req).userId, requestIdOf(req)));
  });

  const offlineOnly = () => offlineInUse(offline);

  router.post('/api/offline-payments/confirm', ...auth.signedIn, async (req, res) => {
    const provider = offlineOnly();
    parseQuery(noInput, req);
    const { clientSecret, card } = parseBody(offlineCardConfirmSchema, req);
    res.json(await provider.confirm(identityOf(req).userId, clientSecret, card));
  });

  router.post('/api/offline-payments/authenticate', ...auth.signedIn, async (req, res) => {
    const provider = offlineOnly();
    parseQuery(noInput, req);
    const { clientSecret, approve } = parseBody(offlineAuthenticationSchema, req);
    res.json(await provider.authenticate(identityOf(req).userId, clientSecret, approve));
  });

  router.post(
    WEBHOOK_PATH,
    signedWebhookHandler({
      parse: (rawBody, signature) => provider.parseEvent(rawBody, signature),
      invalid: InvalidSignatureError,
      handle: (event) => events.handle(event),
      logger,
      name: 'webhook',
    }),
  );

  return router;
}
