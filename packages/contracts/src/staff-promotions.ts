// The back office's promotions as the staff service asks cart-checkout for them (internal): the
// admin's input or change, with the staff member who made it.
import { z } from 'zod/mini';
import { staffActorSchema } from './orders';
import { promotionInputSchema, promotionUpdateSchema } from './promotions';

/** POST /internal/staff/promotions. */
export const internalPromotionCreateSchema = z.strictObject({
  promotion: promotionInputSchema,
  actor: staffActorSchema,
});

/** PUT /internal/staff/promotions/{id}/status. */
export const internalPromotionUpdateSchema = z.strictObject({
  change: promotionUpdateSchema,
  actor: staffActorSchema,
});
