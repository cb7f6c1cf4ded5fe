import { ConfigError, loadServiceConfig, serviceUrlsEnv, type Env } from '@coffee/service-defaults';
import { createHmac } from 'node:crypto';
import { mailEnv } from '@coffee/mailer';
import { paymentSettingsOf, stripeEnv, stripeWebhookSecretEnv } from '@coffee/payments';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadCartCheckoutConfig(env: Env = process.env) {
  const config = loadServiceConfig({
    name: 'cart-checkout',
    defaultPort: SERVICES['cart-checkout'].port,
    defaultDbName: SERVICES['cart-checkout'].database,
    extend: {
      /** The catalog service: product details and prices, and the stock reservations of orders. */
      CATALOG_URL: serviceUrlsEnv(defaultServiceUrl('catalog')),
      /** The account service: whether the user is a Direct+ member (free shipping). */
      ACCOUNT_URL: serviceUrlsEnv(defaultServiceUrl('account')),
      /** The membership service: the customer's saved cards, which subscriptions charge. */
      MEMBERSHIP_URL: serviceUrlsEnv(defaultServiceUrl('membership')),
      /** The staff service: the shop's time zone and holidays (the subscription calendar). */
      STAFF_URL: serviceUrlsEnv(defaultServiceUrl('staff')),
      /** How often due subscription deliveries are looked for and charged. */
      SUBSCRIPTION_RUN_MS: z.coerce.number().int().min(100).default(30_000),
      /**
       * A subscription's lease while it is charged: longer than a charge can take (the catalog's
       * stock call and the provider's, Stripe's 20 s timeout tried up to 3 times). A holder that
       * died blocks that one subscription this long at most (its delivery is charged late).
       */
      SUBSCRIPTION_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
      /**
       * How long a subscription keeps a mail it recorded (its embedded outbox entry, see
       * docs/decisions/mail-outbox.md) once newer mails come: the mailer relays an entry within
       * seconds, and a year of deliveries would otherwise carry every mail it ever sent, which
       * every scheduler read decodes (1,000 subscriptions: 0.6 s bare, 8.3 s with 40 mails each
       * on the embedded FerretDB). A week outlasts any mailer outage worth sending after.
       */
      SUBSCRIPTION_MAIL_KEEP_MS: z.coerce
        .number()
        .int()
        .min(0)
        .default(7 * 86_400_000),
      /**
       * An order's lease while it moves (paid, cancelled, shipped): longer than a refund call can
       * take. A holder that died blocks that one order this long at most.
       */
      ORDER_LOCK_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
      /**
       * How long a stock reservation at the catalog may take. Longer than SERVICE_TIMEOUT_MS on
       * purpose: the catalog queues reservations of one product behind a lock (up to its
       * STOCK_LOCK_WAIT_MS, 5 s), so in a rush the answer is slow but right.
       */
      STOCK_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
      /**
       * A placement still unfinished after this long was interrupted (its process died): the
       * sweeper gives its stock back. Never shorter than a live placement can take (checked below).
       */
      ORDER_ABANDONED_AFTER_MS: z.coerce.number().int().min(1000).default(120_000),
      /** How often interrupted placements and unpaid orders past their time are swept. */
      ORDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
      /**
       * How many of one user's cart changes and checkouts run or wait at once on one instance;
       * one more answers 409 CART_CHANGE_IN_PROGRESS at once. A queue per user that cannot grow
       * never waits long enough for the gateway to count the instance as slow (issue 24).
       */
      CART_CHANGES_PER_USER: z.coerce.number().int().min(1).max(1000).default(3),
      /** The same for a customer's payment steps and cancels of one order (a double click: 2). */
      ORDER_CHANGES_PER_ORDER: z.coerce.number().int().min(1).max(1000).default(2),
      /**
       * Unpaid orders hold stock, so one account may hold only so much of it unpaid at once
       * (issue 24): open unpaid orders, and units in them. A shop's real customer pays within
       * minutes and rarely has more than one order open; 30 units is a large household order.
       */
      UNPAID_ORDERS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(3),
      UNPAID_ITEMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(30),
      /** How long a new, unpaid order holds its stock: enough to reach the payment page. */
      ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
      /**
       * When the shopper starts paying, the hold is extended once to this long from then (so an
       * order holds its stock ORDER_HOLD_MINUTES + this at most unpaid).
       */
      ORDER_PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(20),
      /**
       * Stripe, when all three keys are set (as the membership service); else the offline test
       * provider, which production takes only with DEMO_PAYMENTS=true (paymentProviderOf).
       */
      ...stripeEnv,
      /**
       * The signing secret of the Stripe webhook endpoint for /api/order-payments/webhook, when it
       * is another endpoint than the membership's (each Stripe endpoint has its own secret).
       * Falls back to STRIPE_WEBHOOK_SECRET.
       */
      STRIPE_ORDER_WEBHOOK_SECRET: stripeWebhookSecretEnv,
      /** Another Stripe API server (stripe-mock in tests). */
      STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
      /** SMTP_URL, MAIL_FROM and PUBLIC_URL: the order mails and the cart reminder (issue 27). */
      ...mailEnv,
      /** A signed-in shopper's cart unchanged this long gets one reminder (marketing mail). */
      ABANDONED_CART_AFTER_MS: z.coerce
        .number()
        .int()
        .min(1000)
        .default(24 * 60 * 60 * 1000),
      /** How often abandoned carts are looked for. */
      ABANDONED_CART_SWEEP_MS: z.coerce
        .number()
        .int()
        .min(100)
        .default(5 * 60 * 1000),
      /**
       * Signs the reminder's restore links (HMAC-SHA256). Unset: derived from INTERNAL_TOKEN,
       * which every instance shares; set it to rotate the links apart from the token.
       */
      CART_RESTORE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    },
    env,
  });
  const parsed = config.env;
  // A duplicate placement waits out the first one's stock calls (reserve, maybe release).
  const placingWaitMs = 2 * parsed.STOCK_TIMEOUT_MS + 2000;
  // The user's lock outlasts the longest placement: waiting for an interrupted claim, the account
  // and product reads, a reservation tried twice, a release.
  const lockLeaseMs =
    placingWaitMs + 3 * parsed.STOCK_TIMEOUT_MS + 2 * config.serviceTimeoutMs + 10_000;
  if (parsed.ORDER_ABANDONED_AFTER_MS < lockLeaseMs) {
    // Shorter, and the sweeper would give back the stock of a placement that is still running.
    throw new ConfigError([
      `ORDER_ABANDONED_AFTER_MS: must be at least ${lockLeaseMs} (the longest a placement can run with STOCK_TIMEOUT_MS ${parsed.STOCK_TIMEOUT_MS} and SERVICE_TIMEOUT_MS ${config.serviceTimeoutMs})`,
    ]);
  }
  const { stripe, demoPayments, offlineWebhookSecret } = paymentSettingsOf({
    env: parsed,
    webhookSecret: parsed.STRIPE_ORDER_WEBHOOK_SECRET,
    webhookKey: 'STRIPE_ORDER_WEBHOOK_SECRET (or STRIPE_WEBHOOK_SECRET)',
    nodeEnv: env.NODE_ENV,
    internalToken: config.internalToken,
    offlinePurpose: 'offline-order-payment-webhook',
  });
  return {
    ...config,
    stripe: stripe && {
      ...stripe,
      ...(parsed.STRIPE_API_BASE ? { apiBase: parsed.STRIPE_API_BASE } : {}),
    },
    /** DEMO_PAYMENTS=true: the offline provider in a shop that says it is a demo. */
    demoPayments,
    /** What one shopper may queue at once (admission.ts). */
    admission: {
      cartChangesPerUser: parsed.CART_CHANGES_PER_USER,
      orderChangesPerOrder: parsed.ORDER_CHANGES_PER_ORDER,
    },
    /** What one account's unpaid orders may hold, and for how long. */
    unpaid: {
      limits: {
        orders: parsed.UNPAID_ORDERS_PER_ACCOUNT,
        units: parsed.UNPAID_ITEMS_PER_ACCOUNT,
      },
      holdMs: parsed.ORDER_HOLD_MINUTES * 60_000,
      paymentHoldMs: parsed.ORDER_PAYMENT_HOLD_MINUTES * 60_000,
    },
    checkout: {
      placingWaitMs,
      lockLeaseMs,
      abandonedAfterMs: parsed.ORDER_ABANDONED_AFTER_MS,
      sweepIntervalMs: parsed.ORDER_SWEEP_INTERVAL_MS,
    },
    offlineWebhookSecret,
    mail: {
      smtpUrl: parsed.SMTP_URL,
      from: parsed.MAIL_FROM,
      publicUrl: parsed.PUBLIC_URL,
    },
    abandonedCart: {
      afterMs: parsed.ABANDONED_CART_AFTER_MS,
      sweepMs: parsed.ABANDONED_CART_SWEEP_MS,
      secret:
        parsed.CART_RESTORE_SECRET ??
        createHmac('sha256', config.internalToken).update('cart-restore-link').digest('hex'),
    },
  };
}
export type CartCheckoutConfig = ReturnType<typeof loadCartCheckoutConfig>;
