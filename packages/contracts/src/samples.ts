import { z } from 'zod/mini';
import { productIdSchema } from './catalog';
import { moneyStringSchema } from './money';

/**
 * Free samples (issue 30, item 4): every Direct+ order gets one 2 oz sample of a coffee from a
 * pool the admin keeps at the catalog, reserved like stock under the order's id. See
 * docs/decisions/free-samples.md.
 */

/** The size of every sample: what the order, the receipt and the packing slip name. */
export const SAMPLE_SIZE = '2 oz';

/**
 * What one sample is worth to the member, in cents: a 12 oz bag of house coffee sells for about
 * $17.99, so 2 oz of it is $3.00 (rounded). The member savings count each paid order's sample at
 * the value stored on the order (this figure when it was placed).
 */
export const SAMPLE_VALUE_CENTS = 300;

/** The most sample units one coffee's pool may hold (a typo of 30000 is refused). */
export const MAX_SAMPLE_POOL = 5000;

/** The sample an order carries: which coffee, its size and what it is worth. */
export const orderSampleSchema = z.object({
  productId: z.string(),
  /** The coffee's name when the order was placed. */
  name: z.string(),
  size: z.string(),
  /** What the sample is worth ("3.00"); the member pays nothing for it. */
  value: moneyStringSchema,
});
export type OrderSample = z.infer<typeof orderSampleSchema>;

/** One coffee of GET /api/admin/samples: the sample units it has left to give. */
export const samplePoolEntrySchema = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.nullable(z.string()),
  category: z.string(),
  /** Units free to give now (reserved ones are taken off already). */
  count: z.number().check(z.int(), z.gte(0)),
  /** Units held by orders (unpaid ones give theirs back when cancelled or expired). */
  reserved: z.number().check(z.int(), z.gte(0)),
  updatedAt: z.nullable(z.string()),
});
export type SamplePoolEntry = z.infer<typeof samplePoolEntrySchema>;
export const samplePoolSchema = z.array(samplePoolEntrySchema);

export const SAMPLE_COUNT_MESSAGE = `Enter a whole number from 0 to ${MAX_SAMPLE_POOL}`;
/** PUT /api/admin/samples/{productId}: the counted units on the shelf, free to give. */
export const samplePoolUpdateSchema = z.strictObject({
  count: z
    .number({ error: SAMPLE_COUNT_MESSAGE })
    .check(
      z.int(SAMPLE_COUNT_MESSAGE),
      z.gte(0, SAMPLE_COUNT_MESSAGE),
      z.lte(MAX_SAMPLE_POOL, SAMPLE_COUNT_MESSAGE),
    ),
});
export type SamplePoolUpdate = z.infer<typeof samplePoolUpdateSchema>;

export const SAMPLE_NOT_COFFEE_MESSAGE = 'Samples are kept for coffee products only';

/**
 * POST /internal/samples/reservations (cart-checkout -> catalog, internal token): one sample for
 * the order `reservationId`, preferably of a coffee not in `avoidProductIds` (the order's own).
 * 201 taken, 200 the same reservation again, 409 NO_SAMPLE when the pool is empty.
 */
export const sampleReservationRequestSchema = z.strictObject({
  reservationId: z.string().check(z.minLength(1), z.maxLength(100)),
  avoidProductIds: z._default(z.array(productIdSchema).check(z.maxLength(100)), []),
});
export type SampleReservationRequest = z.input<typeof sampleReservationRequestSchema>;

export const NO_SAMPLE_CODE = 'NO_SAMPLE';
export const NO_SAMPLE_MESSAGE = 'No sample is in stock';

/** The answer of a sample reservation, of its replay and of its release. */
export const sampleReservationSchema = z.object({
  reservationId: z.string(),
  status: z.enum(['held', 'released']),
  productId: z.string(),
  productName: z.string(),
});
export type SampleReservation = z.infer<typeof sampleReservationSchema>;
