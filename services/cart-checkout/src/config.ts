import { loadServiceConfig, type Env } from '@coffee/service-defaults';
import { z } from 'zod';

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadCartCheckoutConfig(env: Env = process.env) {
  return loadServiceConfig({
    name: 'cart-checkout',
    defaultPort: 4002,
    defaultDbName: 'coffee_cart_checkout',
    extend: {
      /** The catalog service, asked for the product details of a cart. */
      CATALOG_URL: z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .default('http://127.0.0.1:4001'),
    },
    env,
  });
}
export type CartCheckoutConfig = ReturnType<typeof loadCartCheckoutConfig>;
