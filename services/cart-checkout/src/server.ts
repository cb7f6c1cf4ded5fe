import {
  createAccountClient,
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
import { createOrderPlacement } from './domain/place-order';
import { cartRouter } from './http/cart-router';
import { ordersRouter } from './http/orders-router';

export type { CartCheckoutConfig } from './config';
export { loadCartCheckoutConfig } from './config';

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
      app.use(cartRouter(createCartUseCases({ carts, catalog, lock }), ctx.auth, initialPayment));
      app.use(ordersRouter(placement, createOrderQueries(orders), ctx.auth, initialPayment));
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
