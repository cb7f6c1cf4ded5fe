import { mailEnv, optionalSmtpUrl } from '@coffee/mailer';
import { loadServiceConfig, serviceUrlsEnv, type Env } from '@coffee/service-defaults';
import { paymentSettingsOf, stripeEnv } from '@coffee/payments';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default(fallback)
    .transform((value) => value === 'true');

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadMembershipConfig(env: Env = process.env) {
  const config = loadServiceConfig({
    name: 'membership',
    defaultPort: SERVICES.membership.port,
    defaultDbName: SERVICES.membership.database,
    extend: {
      /** The account service: the users' Direct+ state lives on the user (GET /internal/users/:id). */
      ACCOUNT_URL: serviceUrlsEnv(defaultServiceUrl('account')),
      /** Seed the unclaimed in-store memberships at start-up (idempotent). */
      SEED_DEMO_DATA: flag('false'),
      /**
       * Stripe, when all three keys are set (test-mode keys in development); else the offline
       * test provider, which production takes only with DEMO_PAYMENTS=true (paymentProviderOf).
       */
      ...stripeEnv,
      /** The Stripe product Direct+ is priced under; created once when not given. */
      STRIPE_PRODUCT_ID: z
        .string()
        .regex(/^prod_/, 'must be a Stripe product id')
        .optional(),
      /** Where mail leaves (e.g. smtp://127.0.0.1:1025); unset: mails wait in the outbox. */
      SMTP_URL: optionalSmtpUrl,
      /** The sender and the links' origin, by the mailer's own rules (PUBLIC_URL without a '/'). */
      MAIL_FROM: mailEnv.MAIL_FROM,
      PUBLIC_URL: mailEnv.PUBLIC_URL,
      /** How often an instance looks for renewal reminders and ended memberships to mail. */
      MEMBERSHIP_NOTICE_SWEEP_MS: z.coerce
        .number()
        .int()
        .min(1000)
        .default(15 * 60 * 1000),
    },
    env,
  });
  const parsed = config.env;
  const { stripe, demoPayments, offlineWebhookSecret } = paymentSettingsOf({
    env: parsed,
    nodeEnv: env.NODE_ENV,
    internalToken: config.internalToken,
    offlinePurpose: 'offline-payment-webhook',
  });
  return {
    ...config,
    stripe: stripe && {
      ...stripe,
      ...(parsed.STRIPE_PRODUCT_ID ? { productId: parsed.STRIPE_PRODUCT_ID } : {}),
    },
    seedDemoData: parsed.SEED_DEMO_DATA,
    /** DEMO_PAYMENTS=true: the offline provider in a shop that says it is a demo. */
    demoPayments,
    offlineWebhookSecret,
    mail: {
      smtpUrl: parsed.SMTP_URL,
      from: parsed.MAIL_FROM,
      publicUrl: parsed.PUBLIC_URL.replace(/\/+$/, ''),
      noticeSweepMs: parsed.MEMBERSHIP_NOTICE_SWEEP_MS,
    },
  };
}
export type MembershipConfig = ReturnType<typeof loadMembershipConfig>;
