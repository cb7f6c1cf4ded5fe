import { TOO_MANY_TRACKING_ATTEMPTS_MESSAGE } from '@coffee/contracts';
import {
  createAccountClient,
  createAttemptLog,
  createAttemptThrottle,
  createInternalClient,
  createService,
  type Service,
} from '@coffee/service-defaults';
import type { CartCheckoutConfig } from './config';
import { createCartRepository } from './data/cart-repository';
import { cartItemModel } from './data/cart-item-model';
import { createCatalogClient } from './data/catalog-client';
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

export type { CartCheckoutConfig } from './config';
export { loadCartCheckoutConfig } from './config';

/** Failed order-tracking attempts allowed per 15 minutes: from one address, and for one number. */
export const TRACKING_LIMITS: TrackingLimits = { perAddress: 10, perNumber: 10 };
const TRACKING_WINDOW_MS = 15 * 60 * 1000;

export interface CartCheckoutOptions {
  /** How often claims of failed or interrupted placements are cleared (default 60 s). */
  sweepIntervalMs?: number;
  /** A placement still unfinished after this long was interrupted (default 2 minutes). */
  abandonedAfterMs?: number;
  /** How long a duplicate waits for another instance's placement (default 2 x STOCK_TIMEOUT_MS + 2 s). */
  placingWaitMs?: number;
}

/** The cart and checkout service. `start()` listens, `stop()` drains. */
export function createCartCheckoutServer(
  config: CartCheckoutConfig,
  options: CartCheckoutOptions = {},
): Service<CartCheckoutConfig> {
  let sweeper: NodeJS.Timeout | undefined;
  let placement: ReturnType<typeof createOrderPlacement> | undefined;

  return createService({
    config,
    register(app, ctx) {
      // Registered now so their indexes (unique order number, idempotency key, one line per
      // product) exist before the first request.
      cartItemModel(ctx.db);
      orderModel(ctx.db);
      orderItemModel(ctx.db);

      const internal = (service: string, baseUrl: string, timeoutMs = config.serviceTimeoutMs) =>
        createInternalClient({ service, baseUrl, token: config.internalToken, timeoutMs });
      const catalog = createCatalogClient({
        products: internal('catalog', config.env.CATALOG_URL),
        stock: internal('catalog', config.env.CATALOG_URL, config.env.STOCK_TIMEOUT_MS),
      });
      const members = createAccountClient(internal('account', config.env.ACCOUNT_URL));
      const carts = createCartRepository(ctx.db);
      const orders = createOrderRepository(ctx.db);
      // One lock for cart writes and checkouts: a user's checkout never overlaps their cart edits.
      const lock = createKeyedLock();

      placement = createOrderPlacement({
        carts,
        orders,
        catalog,
        members,
        lock,
        logger: ctx.logger,
        // A duplicate waits out the first request's stock calls (reserve, maybe release).
        placingWaitMs: options.placingWaitMs ?? 2 * config.env.STOCK_TIMEOUT_MS + 2000,
        abandonedAfterMs: options.abandonedAfterMs ?? 120_000,
      });

      const initialPayment = createInitialPaymentRule(members);
      const tracking = createOrderTracking({
        orders,
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
      app.use(cartRouter(createCartUseCases({ carts, catalog, lock }), ctx.auth, initialPayment));
      app.use(ordersRouter(placement, createOrderQueries(orders), ctx.auth, initialPayment));
      app.use(internalRouter(createUserData({ carts, orders }), ctx.requireInternal));
    },
    onStart(ctx) {
      const sweep = placement;
      if (!sweep) return;
      sweeper = setInterval(() => {
        sweep.recoverAbandoned().catch((err: unknown) => {
          ctx.logger.warn({ err }, 'abandoned order sweep failed');
        });
      }, options.sweepIntervalMs ?? 60_000);
      // The sweeper never keeps the process alive on its own.
      sweeper.unref();
    },
    onStop() {
      clearInterval(sweeper);
    },
  });
}
