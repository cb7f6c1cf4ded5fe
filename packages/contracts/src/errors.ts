import { z } from 'zod/mini';

/** Body of every non-OK JSON answer from the gateway and the services. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  requestId: z.optional(z.string()),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** 429 from the gateway's rate limits (code `RATE_LIMITED`, with `Retry-After`). */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';

/** 504 from the gateway (code `UPSTREAM_TIMEOUT`): no internal service is named to clients. */
export const UPSTREAM_TIMEOUT_MESSAGE = 'The service did not answer in time';

/** 502/503 from the gateway (code `UPSTREAM_UNAVAILABLE`): no internal service is named to clients. */
export const UPSTREAM_UNAVAILABLE_MESSAGE = 'The service is unavailable';

/**
 * 403 from cart-checkout (code `INITIAL_PAYMENT_REQUIRED`): a customer who registered for Direct+
 * and has not made the first payment may read the cart and orders but not change or place them.
 */
export const INITIAL_PAYMENT_REQUIRED_MESSAGE = 'Complete your Direct+ payment before you shop.';
