import { z } from 'zod/mini';
import { bagSizes } from './coffee-constants';
import { wholeNumberParam } from './catalog';

// Roast batches, the roast plan and the allocation of shipped coffee to batches (issue 28).
// The catalog service owns the batches; staff call it through the gateway at
// /api/employee/roast-batches and /api/employee/roast-plan.

export const ROAST_DATE_MESSAGE = 'Roast date must be a date (YYYY-MM-DD)';
export const ROAST_DATE_FUTURE_MESSAGE = 'The roast date cannot be in the future';
export const ROAST_DATE_TOO_OLD_MESSAGE = 'The roast date must be within the last 30 days';
export const ROAST_WEIGHT_MESSAGE = 'Weight must be between 0.1 and 500 kg';
export const ROAST_COFFEE_MESSAGE = 'Choose a coffee to record a batch of';
/** How far back a batch may be recorded: coffee older than this is not sold as fresh. */
export const ROAST_DATE_MAX_AGE_DAYS = 30;
/** The staff batch list shows this many days back unless asked otherwise. */
export const ROAST_BATCH_LIST_DAYS = 14;
/** How many roast days the plan shows. */
export const ROAST_PLAN_DAYS = 7;

const isoDay = z.string({ error: ROAST_DATE_MESSAGE }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, ROAST_DATE_MESSAGE),
  z.refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), ROAST_DATE_MESSAGE),
  z.refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), ROAST_DATE_MESSAGE),
);

/**
 * POST /api/employee/roast-batches: a batch just roasted. Staff weigh in kilograms (up to three
 * decimals: grams); the date is today in the shop's time zone unless given.
 */
export const roastBatchInputSchema = z.strictObject({
  productId: z
    .string({ error: ROAST_COFFEE_MESSAGE })
    .check(z.minLength(1, ROAST_COFFEE_MESSAGE), z.maxLength(100, ROAST_COFFEE_MESSAGE)),
  weightKg: z.number({ error: ROAST_WEIGHT_MESSAGE }).check(
    z.gte(0.1, ROAST_WEIGHT_MESSAGE),
    z.lte(500, ROAST_WEIGHT_MESSAGE),
    z.refine((kg) => Number.isFinite(kg), ROAST_WEIGHT_MESSAGE),
  ),
  roastedOn: z.optional(isoDay),
});
export type RoastBatchInput = z.input<typeof roastBatchInputSchema>;

export const roastBatchSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** YYYY-MM-DD in the shop's time zone. */
  roastedOn: z.string(),
  weightGrams: z.number(),
  /** What is left to ship from it (grams). */
  remainingGrams: z.number(),
  recordedBy: z.object({ userId: z.string(), name: z.string() }),
  recordedAt: z.string(),
});
export type RoastBatch = z.infer<typeof roastBatchSchema>;

/** GET /api/employee/roast-batches?productId=&days= (newest roast first). */
export const roastBatchQuerySchema = z.strictObject({
  productId: z.optional(z.string().check(z.maxLength(100))),
  days: z._default(wholeNumberParam('days', 1, 90), ROAST_BATCH_LIST_DAYS),
});
export type RoastBatchQuery = z.input<typeof roastBatchQuerySchema>;

/** The answer: the batches, and the coffees a batch can be recorded of (the form's choices). */
export const roastBatchListSchema = z.object({
  batches: z.array(roastBatchSchema),
  coffees: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The shop's today (YYYY-MM-DD, its time zone): the form's default date. */
  today: z.string(),
});
export type RoastBatchList = z.infer<typeof roastBatchListSchema>;

/** One coffee on one roast day of the plan: bags by size, and what batch stock covers. */
export const roastPlanLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  sizes: z.array(
    z.object({
      /** A bag size ("12 oz"), as ordered. */
      size: z.enum(bagSizes),
      bags: z.number(),
      grams: z.number(),
    }),
  ),
  /** Grams the orders of the day need. */
  neededGrams: z.number(),
  /** Grams of it that roasted, unallocated batch stock already covers (oldest demand first). */
  coveredGrams: z.number(),
  /** neededGrams - coveredGrams: what to roast. */
  toRoastGrams: z.number(),
  /** Orders on this line that were due on an earlier roast day (shown on today). */
  overdueOrders: z.number(),
  orders: z.number(),
});
export type RoastPlanLine = z.infer<typeof roastPlanLineSchema>;

/** GET /api/employee/roast-plan: the next ROAST_PLAN_DAYS roast days (the shop's business days). */
export const roastPlanSchema = z.object({
  timezone: z.string(),
  today: z.string(),
  days: z.array(z.object({ date: z.string(), lines: z.array(roastPlanLineSchema) })),
});
export type RoastPlan = z.infer<typeof roastPlanSchema>;

/**
 * POST /internal/roast/allocations (cart-checkout -> catalog, as an order ships): every line of
 * the order; the catalog picks the coffee lines and takes each from the oldest batch of that
 * coffee with enough left. Idempotent per orderId: the same order answers the same allocation.
 */
export const roastAllocationRequestSchema = z.strictObject({
  orderId: z.string().check(z.minLength(1), z.maxLength(64)),
  lines: z
    .array(
      z.strictObject({
        itemId: z.string().check(z.minLength(1), z.maxLength(64)),
        productId: z.string().check(z.minLength(1), z.maxLength(100)),
        variantId: z.nullable(z.string().check(z.maxLength(100))),
        quantity: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
      }),
    )
    .check(z.maxLength(200)),
});
export type RoastAllocationRequest = z.infer<typeof roastAllocationRequestSchema>;

export const roastAllocationSchema = z.object({
  orderId: z.string(),
  /** Only the coffee lines: a line that is not coffee has no roast date. */
  lines: z.array(
    z.object({
      itemId: z.string(),
      batchId: z.string(),
      roastedOn: z.string(),
      grams: z.number(),
    }),
  ),
});
export type RoastAllocation = z.infer<typeof roastAllocationSchema>;

export const ROAST_BATCH_NEEDED_CODE = 'ROAST_BATCH_NEEDED';
/** Shipping refused: no batch of this coffee has enough left for the line. */
export const roastBatchNeededMessage = (productName: string, grams: number): string =>
  `Record a roast batch of ${productName} (${formatKg(grams)} kg) before shipping this order`;

/** Grams as kilograms for people, to 0.1 kg (never "0"): 907 -> "0.9", 2268 -> "2.3". */
export function formatKg(grams: number): string {
  return String(Math.max(0.1, Math.round(grams / 100) / 10));
}

/** A roast day (YYYY-MM-DD) for people: "Nov 30, 2026" (the day as dated, no zone shift). */
export function formatRoastDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

/** What the order page, tracking and the shipped mail say of a line: "Roasted on Nov 30, 2026". */
export const roastedOnText = (day: string): string => `Roasted on ${formatRoastDate(day)}`;
