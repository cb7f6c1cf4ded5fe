import { loadServiceConfig, serviceUrlsEnv, type Env } from '@coffee/service-defaults';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';

const limit = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadStaffConfig(env: Env = process.env) {
  const config = loadServiceConfig({
    name: 'staff',
    defaultPort: SERVICES.staff.port,
    defaultDbName: SERVICES.staff.database,
    extend: {
      /** The catalog: products, stock, low stock and review moderation (its /internal/staff). */
      CATALOG_URL: serviceUrlsEnv(defaultServiceUrl('catalog')),
      /** Cart-checkout: orders, their transitions and the order figures (its /internal/staff). */
      CART_CHECKOUT_URL: serviceUrlsEnv(defaultServiceUrl('cart-checkout')),
      /** Tickets one address may open per window (the contact form and the chat's first question). */
      SUPPORT_TICKETS_PER_ADDRESS: limit(5),
      /** Messages one address may add to tickets per window (a chat is a few a minute). */
      SUPPORT_MESSAGES_PER_ADDRESS: limit(60),
      /**
       * Failed guest lookups per window from one address for one ticket. Lenient: the access
       * code (60 random bits) is the secret, and counting per ticket alone would let a guesser
       * lock the guest out of their own ticket.
       */
      SUPPORT_LOOKUPS_PER_ADDRESS_AND_TICKET: limit(20),
      SUPPORT_WINDOW_MS: z.coerce
        .number()
        .int()
        .min(1000)
        .default(10 * 60 * 1000),
    },
    env,
  });
  return {
    ...config,
    support: {
      ticketsPerAddress: config.env.SUPPORT_TICKETS_PER_ADDRESS,
      messagesPerAddress: config.env.SUPPORT_MESSAGES_PER_ADDRESS,
      lookupsPerAddressAndTicket: config.env.SUPPORT_LOOKUPS_PER_ADDRESS_AND_TICKET,
      windowMs: config.env.SUPPORT_WINDOW_MS,
    },
  };
}
export type StaffConfig = ReturnType<typeof loadStaffConfig>;
