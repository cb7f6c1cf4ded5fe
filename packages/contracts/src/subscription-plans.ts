import { z } from 'zod/mini';
import { isDay } from './business-calendar';
import { productIdSchema } from './catalog';
import { bagSizes, grinds, GRIND_LABELS, type BagSize, type Grind } from './coffee-constants';
import { moneyStringSchema } from './money';
import { staffActorSchema } from './orders';

/**
 * Subscription plans (cart-checkout): a product of the "subscription" category is a plan, whose
 * coffee staff choose rather than the customer. "Roaster's Choice": staff pick the coffee of each
 * delivery from a day on; "Single Origin Explorer": each delivery sends the next origin of a list
 * staff keep that this subscriber has not had yet. The customer chooses the grind, how many boxes
 * and how often; each delivery is an order of the coffee chosen for it, in the plan's bags.
 *
 * GET /api/subscriptions/plans/{productId} (signed in) reads a plan as the subscribe box shows it;
 * GET /api/employee/subscription-plans and PUT /api/employee/subscription-plans/{productId}
 * ('subscriptions:read' / 'subscriptions:manage', through the staff service) keep them.
 */

export const planKinds = ['roasters-choice', 'origin-explorer'] as const;
export type PlanKind = (typeof planKinds)[number];
export const PLAN_KIND_LABELS: Readonly<Record<PlanKind, string>> = {
  'roasters-choice': "Roaster's Choice",
  'origin-explorer': 'Single Origin Explorer',
};

/** A plan's box: this many bags of this size per delivery (the demo's "2 x 12 oz"). */
export const DEFAULT_PLAN_BAG_SIZE: BagSize = '12 oz';
export const DEFAULT_PLAN_BAGS = 2;
export const MAX_PLAN_BAGS = 4;
export const MAX_PLAN_PICKS = 52;
export const MAX_PLAN_ORIGINS = 24;

export const PLAN_NOT_FOUND_MESSAGE = 'This plan is not open for subscriptions yet';
export const PLAN_GRIND_MESSAGE = 'Choose a grind for your plan';
export const PLAN_NOT_SUBSCRIPTION_MESSAGE =
  'Only products of the Coffee Subscriptions category can be plans';
export const PLAN_PICKS_REQUIRED_MESSAGE = "Choose at least one coffee for Roaster's Choice";
export const PLAN_ORIGINS_REQUIRED_MESSAGE = 'Keep at least two origins for the Explorer';
export const PLAN_DUPLICATE_ORIGIN_MESSAGE = 'Each origin can be on the list once';
export const PLAN_DUPLICATE_PICK_MESSAGE = 'Each day can have one pick';
export const PLAN_COFFEE_CHANGE_MESSAGE =
  "A plan's coffee is chosen by our roasters: change its grind, boxes or schedule instead";
export const COFFEE_GRIND_MESSAGE = "A coffee's grind is part of its bag: choose the bag instead";
export const PLAN_COFFEE_MESSAGE = 'Plans send coffee only (beans, ground or espresso)';
export const planSizeMessage = (name: string, size: string): string =>
  `${name} is not sold in ${size} bags`;

/** "2 x 12 oz, whole bean": a plan delivery's box as the customer chose it. */
export const planBoxLabel = (bags: number, bagSize: string, grind: Grind): string =>
  `${bags} x ${bagSize}, ${GRIND_LABELS[grind].toLowerCase()}`;

/**
 * A bag's price in a plan: the plan's price per delivery shared among its bags (each delivery's
 * order lists the bags of the coffee sent). A price that does not share evenly rounds half up,
 * and the delivery costs the bags' sum, everywhere alike.
 */
export const planBagCents = (planCents: number, bags: number): number =>
  Math.round(planCents / bags);

const daySchema = z
  .string({ error: 'Dates must be written YYYY-MM-DD' })
  .check(z.refine(isDay, 'Dates must be written YYYY-MM-DD'));

export const planGrindSchema = z.enum(grinds, { error: PLAN_GRIND_MESSAGE });

/** PUT /api/employee/subscription-plans/{productId}: the plan as staff keep it (the whole of it). */
export const savePlanSchema = z
  .strictObject({
    kind: z.enum(planKinds, { error: "Choose Roaster's Choice or Single Origin Explorer" }),
    bagSize: z.enum(bagSizes, { error: `Choose a bag size: ${bagSizes.join(', ')}` }),
    bags: z
      .number({ error: `Bags must be a whole number from 1 to ${MAX_PLAN_BAGS}` })
      .check(
        z.int(`Bags must be a whole number from 1 to ${MAX_PLAN_BAGS}`),
        z.gte(1, `Bags must be a whole number from 1 to ${MAX_PLAN_BAGS}`),
        z.lte(MAX_PLAN_BAGS, `Bags must be a whole number from 1 to ${MAX_PLAN_BAGS}`),
      ),
    /** Roaster's Choice: from each day on, this coffee (the latest pick on or before a delivery). */
    picks: z
      .array(z.strictObject({ from: daySchema, productId: productIdSchema }))
      .check(z.maxLength(MAX_PLAN_PICKS, `At most ${MAX_PLAN_PICKS} picks`)),
    /** Single Origin Explorer: the origins, in the order they are sent. */
    origins: z
      .array(productIdSchema)
      .check(z.maxLength(MAX_PLAN_ORIGINS, `At most ${MAX_PLAN_ORIGINS} origins`)),
  })
  .check(
    z.refine((plan) => plan.kind !== 'roasters-choice' || plan.picks.length > 0, {
      message: PLAN_PICKS_REQUIRED_MESSAGE,
      path: ['picks'],
    }),
    z.refine((plan) => plan.kind !== 'origin-explorer' || plan.origins.length >= 2, {
      message: PLAN_ORIGINS_REQUIRED_MESSAGE,
      path: ['origins'],
    }),
    z.refine((plan) => new Set(plan.origins).size === plan.origins.length, {
      message: PLAN_DUPLICATE_ORIGIN_MESSAGE,
      path: ['origins'],
    }),
    z.refine((plan) => new Set(plan.picks.map((p) => p.from)).size === plan.picks.length, {
      message: PLAN_DUPLICATE_PICK_MESSAGE,
      path: ['picks'],
    }),
  );
export type SavePlanInput = z.input<typeof savePlanSchema>;

const namedCoffeeSchema = z.object({ productId: z.string(), productName: z.string() });

export const subscriptionPlanSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  kind: z.enum(planKinds),
  bagSize: z.enum(bagSizes),
  bags: z.number(),
  /** Oldest first. */
  picks: z.array(z.extend(namedCoffeeSchema, { from: z.string() })),
  origins: z.array(namedCoffeeSchema),
  /** A delivery of one box: the bags' price, and a member's (15% off each bag). */
  price: moneyStringSchema,
  memberPrice: moneyStringSchema,
  /** What the next delivery made today would send (Roaster's Choice: the pick on that day). */
  nextCoffee: z.nullable(namedCoffeeSchema),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;
export const subscriptionPlanListSchema = z.array(subscriptionPlanSchema);

/** The staff service's ask of cart-checkout: the plan, and who keeps it. */
export const internalSavePlanSchema = z.strictObject({
  plan: savePlanSchema,
  actor: staffActorSchema,
});
