import { z } from 'zod/mini';

/**
 * GET /internal/roast/subscription-deliveries?until=<ISO instant> (cart-checkout, internal): the
 * subscription deliveries to be charged by then, each as the order it will become (skipped ones
 * left out, a change waiting for its cycle applied). The catalog's roast plan counts them from
 * their charge day, as it counts a paid order from the day it was paid.
 */
export const upcomingDeliverySchema = z.object({
  subscriptionId: z.string(),
  cycle: z.number(),
  productId: z.string(),
  variantId: z.string(),
  quantity: z.number(),
  /** When it is charged (ISO instant): the day it joins the roast plan as paid. */
  chargeAt: z.string(),
});
export type UpcomingDelivery = z.infer<typeof upcomingDeliverySchema>;
export const upcomingDeliveryListSchema = z.array(upcomingDeliverySchema);
