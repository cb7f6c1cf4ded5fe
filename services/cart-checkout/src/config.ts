import { loadServiceConfig, type Env } from '@coffee/service-defaults';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';

const serviceUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadCartCheckoutConfig(env: Env = process.env) {
  return loadServiceConfig({
    name: 'cart-checkout',
    defaultPort: SERVICES['cart-checkout'].port,
    defaultDbName: SERVICES['cart-checkout'].database,
    extend: {
      /** The catalog service: product details and prices, and the stock reservations of orders. */
      CATALOG_URL: serviceUrl(defaultServiceUrl('catalog')),
      /** The account service: whether the user is a Direct+ member (free shipping). */
      ACCOUNT_URL: serviceUrl(defaultServiceUrl('account')),
      /**
       * How long a stock reservation at the catalog may take. Longer than SERVICE_TIMEOUT_MS on
       * purpose: the catalog queues reservations of one product behind a lock (up to its
       * STOCK_LOCK_WAIT_MS, 5 s), so in a rush the answer is slow but right.
       */
      STOCK_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    },
    env,
  });
}
export type CartCheckoutConfig = ReturnType<typeof loadCartCheckoutConfig>;
