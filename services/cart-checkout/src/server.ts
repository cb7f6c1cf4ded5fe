import { createInternalClient, createService, type Service } from '@coffee/service-defaults';
import type { CartCheckoutConfig } from './config';
import { createCartRepository } from './data/cart-repository';
import { createCatalogClient } from './data/catalog-client';
import { orderItemModel } from './data/order-item-model';
import { orderModel } from './data/order-model';
import { createCartQueries } from './domain/cart-queries';
import { cartRouter } from './http/cart-router';

export type { CartCheckoutConfig } from './config';
export { loadCartCheckoutConfig } from './config';

/** The cart and checkout service: cart lines now, orders next. `start()` listens, `stop()` drains. */
export function createCartCheckoutServer(config: CartCheckoutConfig): Service<CartCheckoutConfig> {
  return createService({
    config,
    register(app, ctx) {
      // Registered now so their indexes (the unique order number) exist before orders are placed.
      orderModel(ctx.db);
      orderItemModel(ctx.db);

      const catalog = createCatalogClient(
        createInternalClient({
          service: 'catalog',
          baseUrl: config.env.CATALOG_URL,
          token: config.internalToken,
          timeoutMs: config.serviceTimeoutMs,
        }),
      );
      const queries = createCartQueries(createCartRepository(ctx.db), catalog);
      app.use('/api/cart', ctx.auth.authenticate, cartRouter(queries));
    },
  });
}
