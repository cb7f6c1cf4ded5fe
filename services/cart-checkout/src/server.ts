import { internalOutboxRoutes, outboxReader } from '@coffee/mailer/admin';
import { TOO_MANY_TRACKING_ATTEMPTS_MESSAGE } from '@coffee/contracts';
import {
  createAccountClient,
  createAttemptLog,
  createAttemptThrottle,
  ServiceInstances,
  createLeaseLocks,
  createService,
  startPeriodicJob,
  type Clock,
  type PeriodicJob,
  type Service,
} from '@coffee/service-defaults';
import type { CartCheckoutConfig } from './config';
import { createRoleLookup } from './data/account-roles';
import { createCartRepository } from './data/cart-repository';
import { cartItemModel, dropLegacyCartIndex } from './data/cart-item-model';
import { createCatalogClient } from './data/catalog-client';
import { createSampleClient } from './data/sample-client';
import { createOrderSampleStore } from './data/order-sample-store';
import { createFreeSamples } from './domain/free-sample';
import { createRoastClient } from './data/roast-client';
import { createRoastDateStore } from './data/roast-dates-repository';
import { createRoastAllocator } from './domain/roast-allocation';
import { createUserLocks } from './data/user-locks';
import { orderItemModel } from './data/order-item-model';
import { orderModel } from './data/order-model';
import { createOrderRepository } from './data/order-repository';
import { createCartUseCases } from './domain/cart-use-cases';
import { createInitialPaymentRule } from './domain/initial-payment';
import { createKeyedLock } from './domain/keyed-lock';
import { createOrderQueries } from './domain/order-queries';
import { createOrderTracking, type TrackingLimits } from './domain/order-tracking';
import { createOrderPlacement } from './domain/place-order';
import { createUserData } from './domain/user-data';
import { cartRouter } from './http/cart-router';
import { internalRouter } from './http/internal-router';
import { ordersRouter } from './http/orders-router';
import { trackOrderRouter } from './http/track-order-router';
import { orderPaymentEvents } from './data/order-payment-event-model';
import { paymentProvidersOf } from '@coffee/payments';
import {
  createOfflineOrderProvider,
  type OfflineOrderProvider,
} from './data/payments/offline/offline-provider';
import { createStripeOrderProvider } from './data/payments/stripe/stripe-order-provider';
import { createOrderLifecycle, type OrderLifecycle } from './domain/order-lifecycle';
import { orderWebhookRouter, WEBHOOK_PATH } from './http/order-payments-router';
import { staffOrdersRouter } from './http/staff-router';
import { staffSubscriptionsRouter } from './http/staff-subscriptions-router';
import { createStaffSubscriptions } from './domain/subscriptions/staff-subscriptions';
import { cartReminderModel } from './data/cart-reminder-model';
import { createCartReminderRepository } from './data/cart-reminder-repository';
import { createMailProfiles } from './data/mail-profile-client';
import { createCartReminders, type CartReminders } from './domain/cart-reminders';
import { cartRestoreRouter } from './http/cart-restore-router';
import { cartReminderMail, reminderMailProblem } from './mail/cart-reminder-mail';
import { startCartCheckoutMailer, type RunningMailer } from './mail/cart-checkout-mailer';
import { createOrderMails } from './mail/order-mails';
import { createCardBook } from './data/card-book-client';
import { createShopCalendar } from './data/shop-calendar';
import { createSubscriptionLocks } from './data/subscription-locks';
import { subscriptionModel } from './data/subscription-model';
import { createSubscriptionRepository } from './data/subscription-repository';
import {
  createSubscriptionCharges,
  type SubscriptionCharges,
} from './domain/subscriptions/charges';
import { createDeliveryOrders, DELIVERY_HOLD_MS } from './domain/subscriptions/delivery-orders';
import { createSubscriptionPlans } from './domain/subscriptions/plans';
import { createPlanRepository } from './data/subscription-plan-repository';
import { createSubscriptionUseCases } from './domain/subscriptions/use-cases';
import { subscriptionsRouter } from './http/subscriptions-router';
import { giftSubscriptionsRouter } from './http/gift-subscriptions-router';
import { giftDeliveriesFor, giftPurchasesFor } from './gift-subscriptions-wiring';
import { upcomingDeliveriesRouter } from './http/upcoming-deliveries-router';
import { returnsRouter } from './http/returns-router';
import { returnsFor } from './returns-wiring';
import { createUpcomingDeliveries } from './domain/subscriptions/upcoming';
import { createSubscriptionMails } from './mail/subscription-mails';
import { promotionModel, promotionUseModel } from './data/promotion-models';
import {
  createCartCodes,
  createPromotionRepository,
  createPromotionUses,
} from './data/promotion-repository';
import { createPromotions } from './domain/promotions/promotions';
import { cartPromotionRouter, staffPromotionsRouter } from './http/promotions-router';

export type { CartCheckoutConfig } from './config';
export { loadCartCheckoutConfig } from './config';

/** A success claimed this long ago whose event never went out was stranded by a dead process. */
const STRANDED_AFTER_MS = 30_000;

/** Failed order-tracking attempts allowed per 15 minutes: from one address, and for one number. */
export const TRACKING_LIMITS: TrackingLimits = { perAddress: 10, perNumber: 10 };
const TRACKING_WINDOW_MS = 15 * 60 * 1000;

export interface CartCheckoutOptions {
  /** How often claims of failed or interrupted placements are cleared (ORDER_SWEEP_INTERVAL_MS). */
  sweepIntervalMs?: number;
  /** A placement still unfinished after this long was interrupted (ORDER_ABANDONED_AFTER_MS). */
  abandonedAfterMs?: number;
  /** How long a duplicate waits for another instance's placement (default 2 x STOCK_TIMEOUT_MS + 2 s). */
  placingWaitMs?: number;
  /** The service's clock (tests move it to see unpaid orders expire). */
  clock?: Clock;
  /**
   * false: this process records mails but runs no mailer (tests read the outboxes as recorded;
   * another instance's mailer sends them). Default: the mailer runs.
   */
  mailer?: boolean;
  /** The mailer's poll and first retry delay (tests shorten them; defaults 2 s and 60 s). */
  mailTiming?: { pollMs?: number; backoffMs?: number };
  /** How often due subscriptions are charged (SUBSCRIPTION_RUN_MS); 0: never by a timer. */
  subscriptionRunMs?: number;
}

export type CartCheckoutService = Service<CartCheckoutConfig> & {
  /** Runs the sweeper's work once: expires due unpaid orders, retries stock releases. */
  sweepOrders(): Promise<number>;
  /** Runs the abandoned-cart sweep once: claims and records the due reminders. */
  sweepCarts(): Promise<number>;
  /** Relays and sends every mail due now (tests); resolves at once before start(). */
  drainMail(): Promise<void>;
  /** Charges every subscription delivery due now, once (what the timer runs). */
  runSubscriptions(): ReturnType<SubscriptionCharges['runDue']>;
};

/** The cart and checkout service. `start()` listens, `stop()` drains. */
export function createCartCheckoutServer(
  config: CartCheckoutConfig,
  options: CartCheckoutOptions = {},
): CartCheckoutService {
  // The periodic jobs: each one run at a time in this process (a slow run drops the ticks
  // meanwhile instead of stacking runs on the database).
  const jobs: PeriodicJob[] = [];
  let placement: ReturnType<typeof createOrderPlacement> | undefined;
  let lifecycle: OrderLifecycle | undefined;
  let reminders: CartReminders | undefined;
  let mailer: RunningMailer | undefined;
  let charges: SubscriptionCharges | undefined;
  let offlineProvider: OfflineOrderProvider | null = null;

  const service = createService({
    config,
    ...(options.clock ? { clock: options.clock } : {}),
    register(app, ctx) {
      // Registered now so their indexes (unique order number, idempotency key, one line per
      // product) exist before the first request.
      cartItemModel(ctx.db);
      orderModel(ctx.db);
      orderItemModel(ctx.db);
      orderPaymentEvents(ctx.db);
      cartReminderModel(ctx.db);
      subscriptionModel(ctx.db);
      promotionModel(ctx.db);
      promotionUseModel(ctx.db);

      // One view of which catalog instances answer, shared by both clients.
      const catalogInstances = new ServiceInstances(config.env.CATALOG_URL);
      // Issue 30, item 4: an order's free sample, reserved at the catalog under its id.
      const samples = createSampleClient(
        ctx.internalClient('catalog', catalogInstances, config.env.STOCK_TIMEOUT_MS),
      );
      const catalog = createCatalogClient({
        products: ctx.internalClient('catalog', catalogInstances),
        stock: ctx.internalClient('catalog', catalogInstances, config.env.STOCK_TIMEOUT_MS),
      });
      const members = createAccountClient(ctx.internalClient('account', config.env.ACCOUNT_URL));
      const carts = createCartRepository(ctx.db);
      const orders = createOrderRepository(ctx.db);
      const placingWaitMs = options.placingWaitMs ?? config.checkout.placingWaitMs;
      // Codes and automatic offers (issue 30): an order's use is held with it and given back
      // when the order goes (never placed, cancelled, expired).
      const promotions = createPromotions({
        promotions: createPromotionRepository(ctx.db),
        uses: createPromotionUses(ctx.db),
        codes: createCartCodes(ctx.db),
        members,
        clock: ctx.clock,
      });
      // What an order holds besides its stock (its promotion's use, its free sample) goes back
      // with it, on every path that gives stock back: a claim abandoned or recovered
      // (order-claims.ts), a cancel or an expiry (order-lifecycle.ts). Idempotent, and a failure
      // is retried as a failed stock release is.
      const releaseHolds = async (orderId: string): Promise<void> => {
        await promotions.release(orderId);
        await samples.releaseSample(orderId);
      };
      // One lock for cart writes and checkouts, across instances: a user's checkout never
      // overlaps their cart edits. Its lease outlasts the longest checkout (config.ts).
      const lock = createUserLocks(ctx.db, {
        leaseMs: config.checkout.lockLeaseMs - config.checkout.placingWaitMs + placingWaitMs,
        waitMs: placingWaitMs,
        perUser: config.admission.cartChangesPerUser,
      });

      const { provider, offline } = paymentProvidersOf(config, ctx, {
        webhookPath: WEBHOOK_PATH,
        createOffline: createOfflineOrderProvider,
        createStripe: createStripeOrderProvider,
        what: 'order payments',
      });
      offlineProvider = offline;
      // Roast days of shipped coffee lines: written as an order ships, read by tracking.
      const roastDates = createRoastDateStore(ctx.db);
      lifecycle = createOrderLifecycle({
        orders,
        catalog,
        provider,
        // A move holds it for a refund call at most: Stripe's 20 s timeout, tried up to 3 times.
        leases: createLeaseLocks(ctx.db, {
          collection: 'order_locks',
          leaseMs: config.env.ORDER_LOCK_LEASE_MS,
        }),
        local: createKeyedLock(),
        customerChangesPerOrder: config.admission.orderChangesPerOrder,
        paymentHoldMs: config.unpaid.paymentHoldMs,
        roleOf: createRoleLookup(ctx.internalClient('account', config.env.ACCOUNT_URL)),
        releaseHolds,
        clock: ctx.clock,
        logger: ctx.logger,
        onPaymentFailed: () => ctx.metrics.paymentsFailed().inc({ kind: 'order' }),
        mails: createOrderMails(config.mail.publicUrl),
        // Direct+ at delivery: the return window (returns).
        members,
        roast: createRoastAllocator({
          catalog: createRoastClient(
            ctx.internalClient('catalog', catalogInstances, config.env.STOCK_TIMEOUT_MS),
          ),
          items: roastDates,
        }),
      });

      // The shop's time zone and holidays (the staff service's settings): deliveries, locks and
      // early access, "this year" of the member savings are counted on its calendar.
      const shopCalendar = createShopCalendar(
        ctx.internalClient('staff', config.env.STAFF_URL),
        ctx.logger,
      );
      placement = createOrderPlacement({
        providerName: provider.name,
        carts,
        orders,
        catalog,
        members,
        lock,
        calendar: shopCalendar,
        logger: ctx.logger,
        clock: ctx.clock,
        holdMs: config.unpaid.holdMs,
        limits: config.unpaid.limits,
        unpaidHolds: lifecycle.unpaidHolds,
        placingWaitMs,
        abandonedAfterMs: options.abandonedAfterMs ?? config.checkout.abandonedAfterMs,
        onPlaced: () => ctx.metrics.ordersPlaced().inc(),
        promotions,
        releaseHolds,
        samples: createFreeSamples({
          catalog: samples,
          orders: createOrderSampleStore(ctx.db),
          logger: ctx.logger,
        }),
      });
      // Present at 0 from the start, so rate() and alerts see a series before the first event.
      ctx.metrics.ordersPlaced().inc(0);
      ctx.metrics.paymentsFailed().inc({ kind: 'order' }, 0);

      const initialPayment = createInitialPaymentRule(members);
      const tracking = createOrderTracking({
        orders,
        expireIfDue: lifecycle.expireIfDue,
        roastDays: (orderId) => roastDates.roastDays(orderId),
        throttle: createAttemptThrottle(createAttemptLog(ctx.db, 'order_tracking_attempts'), {
          windowMs: TRACKING_WINDOW_MS,
          message: TOO_MANY_TRACKING_ATTEMPTS_MESSAGE,
          code: 'TOO_MANY_TRACKING_ATTEMPTS',
        }),
        clock: ctx.clock,
        limits: TRACKING_LIMITS,
      });
      // Before the orders router: /api/orders needs a signed-in user, tracking does not.
      app.use(trackOrderRouter(tracking));
      const cartUseCases = createCartUseCases({
        carts,
        catalog,
        lock,
        members,
        calendar: shopCalendar,
        clock: ctx.clock,
      });
      reminders = createCartReminders({
        reminders: createCartReminderRepository(ctx.db),
        profiles: createMailProfiles(ctx.internalClient('account', config.env.ACCOUNT_URL)),
        mail: (input) => cartReminderMail(config.mail.publicUrl, input),
        cart: cartUseCases,
        secret: config.abandonedCart.secret,
        afterMs: config.abandonedCart.afterMs,
        clock: ctx.clock,
        logger: ctx.logger,
      });
      app.use(cartRestoreRouter(reminders, ctx.auth, initialPayment));
      // Before the cart router: its /api/cart/:itemId would take /api/cart/promotion.
      app.use(cartPromotionRouter(promotions, ctx.auth));
      app.use(cartRouter(cartUseCases, ctx.auth, initialPayment));
      // The provider's events: no session (the signature is the proof), before /api/orders.
      app.use(orderWebhookRouter(lifecycle, provider.parseEvent.bind(provider), ctx.logger));
      app.use(
        ordersRouter(
          placement,
          createOrderQueries(orders, lifecycle, shopCalendar),
          ctx.auth,
          initialPayment,
          lifecycle,
          offline,
        ),
      );
      // Returns of delivered orders (returns-wiring.ts): the customer's and the back office's.
      app.use(
        returnsRouter(
          returnsFor({
            db: ctx.db,
            orders,
            lifecycle,
            catalog,
            stockClient: ctx.internalClient(
              'catalog',
              catalogInstances,
              config.env.STOCK_TIMEOUT_MS,
            ),
            members,
            provider,
            publicUrl: config.mail.publicUrl,
            placing: {
              placingWaitMs,
              abandonedAfterMs: options.abandonedAfterMs ?? config.checkout.abandonedAfterMs,
              providerName: provider.name,
            },
            clock: ctx.clock,
            logger: ctx.logger,
          }),
          ctx.auth,
        ),
      );
      // Subscribe & Save: each delivery is an order of the lifecycle above, paid by a saved card.
      const subscriptions = createSubscriptionRepository(ctx.db, {
        keepMailMs: config.env.SUBSCRIPTION_MAIL_KEEP_MS,
      });
      const subscriptionLocks = createSubscriptionLocks(ctx.db, {
        leaseMs: config.env.SUBSCRIPTION_LEASE_MS,
      });
      const cardBook = createCardBook(ctx.internalClient('membership', config.env.MEMBERSHIP_URL));
      const orderLifecycle = lifecycle;
      const subscriptionMails = createSubscriptionMails(config.mail.publicUrl);
      // Plans: products of the "subscription" category whose coffee staff choose (plans.ts).
      const planRecords = createPlanRepository(ctx.db);
      const plans = createSubscriptionPlans({
        plans: planRecords,
        catalog,
        calendar: shopCalendar,
        clock: ctx.clock,
      });
      // One delivery placer for charged and prepaid (gift) deliveries alike.
      const deliveryOrders = createDeliveryOrders({
        orders,
        catalog,
        logger: ctx.logger,
        placingWaitMs,
        abandonedAfterMs: options.abandonedAfterMs ?? config.checkout.abandonedAfterMs,
        providerName: provider.name,
        holdMs: DELIVERY_HOLD_MS,
        now: () => ctx.clock.now(),
        planLine: (subscription, requestId) => plans.lineFor(subscription, requestId),
      });
      const subscriptionCharges = createSubscriptionCharges({
        subscriptions,
        locks: subscriptionLocks,
        deliveries: deliveryOrders,
        charge: (orderId, card) => orderLifecycle.chargeSavedCard(orderId, card),
        cancelUnpaid: (orderId) => orderLifecycle.cancelUnpaidDelivery(orderId),
        // Gift subscriptions: prepaid deliveries, never charged (gift-subscriptions-wiring.ts).
        gifts: giftDeliveriesFor({
          subscriptions,
          deliveries: deliveryOrders,
          lifecycle: orderLifecycle,
          clock: ctx.clock,
          logger: ctx.logger,
        }),
        mails: subscriptionMails,
        cards: cardBook,
        members,
        calendar: shopCalendar,
        clock: ctx.clock,
        logger: ctx.logger,
      });
      charges = subscriptionCharges;
      const useCaseDeps = {
        subscriptions,
        locks: subscriptionLocks,
        catalog,
        members,
        cards: cardBook,
        calendar: shopCalendar,
        clock: ctx.clock,
        plans: planRecords,
      };
      app.use(
        subscriptionsRouter(
          createSubscriptionUseCases({
            ...useCaseDeps,
            mails: subscriptionMails,
            chargeSoon: (id) => {
              subscriptionCharges.chargeIfDue(id).catch((err: unknown) => {
                ctx.logger.warn(
                  { err, subscriptionId: id },
                  'subscription charge failed; retrying later',
                );
              });
            },
          }),
          ctx.auth,
          initialPayment,
          plans,
        ),
      );
      // POST /api/subscriptions/gifts: a gift paid at once (gift-subscriptions-wiring.ts).
      const giftProfiles = createMailProfiles(
        ctx.internalClient('account', config.env.ACCOUNT_URL),
      );
      app.use(
        giftSubscriptionsRouter(
          giftPurchasesFor({
            subscriptions,
            locks: subscriptionLocks,
            useCases: createSubscriptionUseCases(useCaseDeps),
            members,
            cards: cardBook,
            orders,
            catalog,
            logger: ctx.logger,
            placingWaitMs,
            abandonedAfterMs: options.abandonedAfterMs ?? config.checkout.abandonedAfterMs,
            providerName: provider.name,
            giverFirstName: async (userId) =>
              (await giftProfiles(userId))?.name.trim().split(/\s+/)[0] || null,
            lifecycle: orderLifecycle,
            publicUrl: config.mail.publicUrl,
            clock: ctx.clock,
          }),
          ctx.auth,
          initialPayment,
        ),
      );
      app.use(
        internalRouter(createUserData({ carts, orders, subscriptions }), ctx.requireInternal),
      );
      app.use(
        upcomingDeliveriesRouter(
          createUpcomingDeliveries({
            subscriptions,
            plans: planRecords,
            calendar: shopCalendar,
            clock: ctx.clock,
          }),
          ctx.requireInternal,
        ),
      );
      app.use(staffOrdersRouter(lifecycle, ctx.requireInternal));
      app.use(staffPromotionsRouter(promotions, ctx.requireInternal));
      app.use(
        staffSubscriptionsRouter(
          createStaffSubscriptions({
            subscriptions,
            locks: subscriptionLocks,
            catalog,
            calendar: shopCalendar,
            clock: ctx.clock,
          }),
          ctx.requireInternal,
          plans,
        ),
      );
      app.use(internalOutboxRoutes(outboxReader(ctx.db, config.mail), ctx.requireInternal));
    },
    async onStart(ctx) {
      // The cart's unique index changed with variants (one line per product AND variant).
      if (await dropLegacyCartIndex(ctx.db)) {
        ctx.logger.info('dropped the cart index of one line per product (before variants)');
      }
      const sweep = placement;
      const orders = lifecycle;
      if (!sweep || !orders) return;
      jobs.push(
        startPeriodicJob(
          // Each part is its own: one that fails does not keep the others from their round.
          () =>
            Promise.all([
              sweep.recoverAbandoned().catch((err: unknown) => {
                ctx.logger.warn({ err }, 'abandoned order sweep failed');
              }),
              // Unpaid orders past their time are cancelled and their stock returned, read or not.
              orders.sweep().catch((err: unknown) => {
                ctx.logger.warn({ err }, 'unpaid order sweep failed');
              }),
              offlineProvider?.redeliverStranded(STRANDED_AFTER_MS).catch((err: unknown) => {
                ctx.logger.warn({ err }, 'stranded offline payments not delivered yet');
              }),
            ]),
          options.sweepIntervalMs ?? config.checkout.sweepIntervalMs,
          () => undefined,
        ),
      );
      const carts = reminders;
      const problem = reminderMailProblem(config.mail.publicUrl);
      if (problem) {
        ctx.logger.warn({ reason: problem }, 'abandoned-cart reminders are off: PUBLIC_URL');
      } else if (carts) {
        jobs.push(
          startPeriodicJob(
            () => carts.sweep(),
            config.abandonedCart.sweepMs,
            (err: unknown) => ctx.logger.warn({ err }, 'abandoned cart sweep failed'),
          ),
        );
      }
      const runMs = options.subscriptionRunMs ?? config.env.SUBSCRIPTION_RUN_MS;
      const due = charges;
      if (due && runMs > 0) {
        jobs.push(
          startPeriodicJob(
            () => due.runDue(),
            runMs,
            (err: unknown) => ctx.logger.warn({ err }, 'subscription charge run failed'),
          ),
        );
      }
      if (options.mailer === false) return;
      mailer = startCartCheckoutMailer(
        ctx.db,
        [orderModel(ctx.db), cartReminderModel(ctx.db), subscriptionModel(ctx.db)],
        { ...config.mail, ...options.mailTiming },
        ctx.logger,
      );
    },
    async onStop() {
      // A run in flight finishes before the database closes, unless it is stuck (a slow
      // provider): every run is safe to cut short, its next one finds what it left.
      await Promise.all(jobs.splice(0).map((job) => job.stop(5000)));
      await mailer?.stop();
    },
  });
  return Object.assign(service, {
    sweepOrders: async () => {
      await offlineProvider?.redeliverStranded(STRANDED_AFTER_MS);
      return lifecycle ? lifecycle.sweep() : 0;
    },
    sweepCarts: () => (reminders ? reminders.sweep() : Promise.resolve(0)),
    drainMail: () => (mailer ? mailer.drain() : Promise.resolve()),
    runSubscriptions: () => {
      if (!charges) throw new Error('the service is not registered yet');
      return charges.runDue();
    },
  });
}
