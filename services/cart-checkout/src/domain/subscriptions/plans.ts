import {
  can,
  dayIn,
  earliestDeliveryDay,
  formatCents,
  isCoffeeCategory,
  memberSubscriptionCents,
  parseCents,
  PLAN_COFFEE_MESSAGE,
  PLAN_NOT_FOUND_MESSAGE,
  PLAN_NOT_SUBSCRIPTION_MESSAGE,
  planBagCents,
  planSizeMessage,
  type BagSize,
  type Grind,
  type PlanKind,
  type Product,
  type ProductVariant,
  type SavePlanInput,
  type StaffActor,
  type SubscriptionPlan,
} from '@coffee/contracts';
import { AppError, FORBIDDEN_MESSAGE, type Clock } from '@coffee/service-defaults';
import type { ProductCatalog } from '../ports';
import type { ShopCalendarSource } from './ports';
import type { SubscriptionRecord } from './subscription';

export interface NamedCoffee {
  productId: string;
  productName: string;
}

/** A plan as staff keep it (one per plan product). */
export interface PlanRecord {
  productId: string;
  kind: PlanKind;
  bagSize: BagSize;
  bags: number;
  /** Oldest first. */
  picks: (NamedCoffee & { from: string })[];
  origins: NamedCoffee[];
  updatedAt: Date;
  updatedBy: string | null;
}

export interface PlanRepository {
  find(productId: string): Promise<PlanRecord | null>;
  findMany(productIds: string[]): Promise<Map<string, PlanRecord>>;
  list(): Promise<PlanRecord[]>;
  save(record: PlanRecord): Promise<void>;
}

/** What a plan subscription's delivery sends: a coffee's bags, priced at the plan's bag price. */
export interface PlanLine {
  productId: string;
  variantId: string;
  productName: string;
  variantLabel: string;
  /** Bags: the plan's bags per box x the boxes. */
  quantity: number;
  /** One bag's price (the plan's price shared among its bags), before a member's discount. */
  bagCents: number;
}

export type PlanResolution =
  { kind: 'line'; line: PlanLine } | { kind: 'unavailable'; message: string };

/**
 * The coffee of a delivery on `day`. Roaster's Choice: the latest pick from that day or before
 * (else the first pick ahead). Explorer: the first origin of the list this subscriber has not
 * had, and once they have had them all, the one had longest ago. `sent` is the coffees of the
 * subscription's past deliveries, oldest first.
 */
export function coffeeOfDelivery(
  plan: Pick<PlanRecord, 'kind' | 'picks' | 'origins'>,
  day: string,
  sent: readonly string[],
): NamedCoffee | null {
  if (plan.kind === 'roasters-choice') {
    const picks = [...plan.picks].sort((a, b) => a.from.localeCompare(b.from));
    const pick = picks.filter((p) => p.from <= day).at(-1) ?? picks[0];
    return pick ? { productId: pick.productId, productName: pick.productName } : null;
  }
  const never = plan.origins.find((o) => !sent.includes(o.productId));
  if (never) return never;
  let oldest: NamedCoffee | null = null;
  let oldestAt = Infinity;
  for (const origin of plan.origins) {
    const at = sent.lastIndexOf(origin.productId);
    if (at < oldestAt) {
      oldest = origin;
      oldestAt = at;
    }
  }
  return oldest;
}

/**
 * The bag a plan sends of a coffee: its size in the subscriber's grind; a coffee sold ground one
 * way only (ground coffee, espresso) in that size as it is; else whole bean.
 */
export function planVariant(
  product: Product,
  bagSize: BagSize,
  grind: Grind,
): ProductVariant | null {
  const onSale = product.variants.filter((v) => !v.retired && v.size === bagSize);
  return (
    onSale.find((v) => v.grind === grind) ??
    onSale.find((v) => v.grind === null) ??
    onSale.find((v) => v.grind === 'whole-bean') ??
    null
  );
}

/** The coffees a subscription's deliveries sent, oldest first. */
export const sentCoffees = (record: Pick<SubscriptionRecord, 'deliveries'>): string[] =>
  record.deliveries.flatMap((d) =>
    d.outcome === 'ordered' && d.coffee ? [d.coffee.productId] : [],
  );

const badRequest = (message: string, path?: string) =>
  new AppError(400, message, 'VALIDATION_ERROR', path ? [{ path, message }] : undefined);

/**
 * Subscription plans: staff keep them (a product of the "subscription" category becomes a plan
 * once staff say which kind and which coffees), customers read them, and each delivery of a plan
 * subscription asks which coffee it sends.
 */
export function createSubscriptionPlans(deps: {
  plans: PlanRepository;
  catalog: ProductCatalog;
  calendar: ShopCalendarSource;
  clock: Clock;
}) {
  const { plans, catalog, calendar, clock } = deps;

  async function present(
    record: PlanRecord,
    product: Product | undefined,
    nextDay: string,
  ): Promise<SubscriptionPlan> {
    const planCents = (product && parseCents(product.price)) || 0;
    const bag = planBagCents(planCents, record.bags);
    return {
      productId: record.productId,
      productName: product?.name ?? 'A plan no longer sold',
      kind: record.kind,
      bagSize: record.bagSize,
      bags: record.bags,
      picks: record.picks.map((p) => ({ ...p })),
      origins: record.origins.map((o) => ({ ...o })),
      price: formatCents(bag * record.bags),
      memberPrice: formatCents(memberSubscriptionCents(bag) * record.bags),
      nextCoffee: coffeeOfDelivery(record, nextDay, []),
      updatedAt: record.updatedAt.toISOString(),
      updatedBy: record.updatedBy,
    };
  }

  async function earliestDay(requestId?: string): Promise<string> {
    return earliestDeliveryDay(await calendar.current(requestId), clock.now());
  }

  return {
    find: (productId: string) => plans.find(productId),

    /** GET /api/subscriptions/plans/{productId}: the plan the subscribe box offers; 404 if none. */
    async view(productId: string, requestId?: string): Promise<SubscriptionPlan> {
      const record = await plans.find(productId);
      const product = (await catalog.findProducts([productId], requestId)).get(productId);
      if (!record || !product || product.category !== 'subscription')
        throw new AppError(404, PLAN_NOT_FOUND_MESSAGE, 'NOT_FOUND');
      return present(record, product, await earliestDay(requestId));
    },

    /** Staff: every plan kept, with its product's name and price now. */
    async list(requestId?: string): Promise<SubscriptionPlan[]> {
      const records = await plans.list();
      const products = records.length
        ? await catalog.findProducts(
            records.map((r) => r.productId),
            requestId,
          )
        : new Map<string, Product>();
      const day = await earliestDay(requestId);
      return Promise.all(records.map((r) => present(r, products.get(r.productId), day)));
    },

    /**
     * Staff: the whole plan, checked against the catalog (a subscription product; coffees sold
     * in the plan's bag size), written at once. Subscriptions read it at their next charge.
     */
    async save(
      productId: string,
      input: SavePlanInput,
      actor: StaffActor,
      requestId?: string,
    ): Promise<SubscriptionPlan> {
      if (!can(actor.role, 'subscriptions:manage'))
        throw new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
      const coffeeIds = [...new Set([...input.picks.map((p) => p.productId), ...input.origins])];
      const products = await catalog.findProducts([productId, ...coffeeIds], requestId);
      const product = products.get(productId);
      if (!product || product.category !== 'subscription')
        throw badRequest(PLAN_NOT_SUBSCRIPTION_MESSAGE);
      const named = (id: string, path: string): NamedCoffee => {
        const coffee = products.get(id);
        if (!coffee || !isCoffeeCategory(coffee.category))
          throw badRequest(PLAN_COFFEE_MESSAGE, path);
        if (!coffee.variants.some((v) => !v.retired && v.size === input.bagSize))
          throw badRequest(planSizeMessage(coffee.name, input.bagSize), path);
        return { productId: id, productName: coffee.name };
      };
      const record: PlanRecord = {
        productId,
        kind: input.kind,
        bagSize: input.bagSize,
        bags: input.bags,
        picks: input.picks
          .map((p, i) => ({ from: p.from, ...named(p.productId, `picks.${i}.productId`) }))
          .sort((a, b) => a.from.localeCompare(b.from)),
        origins: input.origins.map((id, i) => named(id, `origins.${i}`)),
        updatedAt: clock.now(),
        updatedBy: actor.name,
      };
      await plans.save(record);
      return present(record, product, await earliestDay(requestId));
    },

    /**
     * The line a plan subscription's delivery orders: the coffee of its day, the bag of the
     * subscriber's grind, at the plan's bag price now. Unavailable (with why) when the plan was
     * closed or the coffee is not sold in its bags any more: the delivery is then recorded as not
     * to be had, as a coffee out of stock is.
     */
    async lineFor(record: SubscriptionRecord, requestId?: string): Promise<PlanResolution> {
      const { item } = record;
      const plan = item.plan ? await plans.find(item.productId) : null;
      if (!item.plan || !plan) return { kind: 'unavailable', message: PLAN_NOT_FOUND_MESSAGE };
      const day = record.nextDeliveryOn ?? dayIn(clock.now(), 'UTC');
      const coffee = coffeeOfDelivery(plan, day, sentCoffees(record));
      if (!coffee) return { kind: 'unavailable', message: PLAN_NOT_FOUND_MESSAGE };
      const products = await catalog.findProducts([item.productId, coffee.productId], requestId);
      const planProduct = products.get(item.productId);
      const product = products.get(coffee.productId);
      const planCents = planProduct ? parseCents(planProduct.price) : null;
      if (!planCents) return { kind: 'unavailable', message: 'That plan is not sold any more' };
      if (!product)
        return { kind: 'unavailable', message: `${coffee.productName} is not sold any more` };
      const variant = planVariant(product, item.plan.bagSize, item.plan.grind);
      if (!variant)
        return { kind: 'unavailable', message: planSizeMessage(product.name, item.plan.bagSize) };
      return {
        kind: 'line',
        line: {
          productId: product.id,
          variantId: variant.id,
          productName: product.name,
          variantLabel: variant.label,
          quantity: item.plan.bags * item.quantity,
          bagCents: planBagCents(planCents, item.plan.bags),
        },
      };
    },
  };
}
export type SubscriptionPlans = ReturnType<typeof createSubscriptionPlans>;
