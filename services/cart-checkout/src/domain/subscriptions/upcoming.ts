import { chargeAtOf, nextDeliveryAfter, type UpcomingDelivery } from '@coffee/contracts';
import type { Clock } from '@coffee/service-defaults';
import { coffeeOfDelivery, sentCoffees, type PlanRecord, type PlanRepository } from './plans';
import type { ShopCalendarSource, SubscriptionRepository } from './ports';
import type { SubscriptionRecord } from './subscription';

/** Bounds on one answer: the plan looks a week or two ahead. */
const MAX_SUBSCRIPTIONS = 10_000;
const MAX_AHEAD_MS = 60 * 86_400_000;

/**
 * The deliveries each active subscription will make by `until`, as the roast plan needs them:
 * the next one and, for a weekly subscription, the ones after it within the window; skipped
 * cycles left out; a change waiting for its cycle (pending) applied from that cycle. A plan's
 * delivery counts the coffee its plan sends that day (in the coffee's own default bag: the
 * variant is only known at the charge).
 */
export function deliveriesBy(
  record: SubscriptionRecord,
  until: Date,
  chargeAt: (day: string) => Date,
  planOf: (productId: string) => PlanRecord | undefined = () => undefined,
): UpcomingDelivery[] {
  const found: UpcomingDelivery[] = [];
  const sent = sentCoffees(record);
  let day = record.nextDeliveryOn;
  let cycle = record.cycle;
  while (day !== null && found.length < 52) {
    const at = chargeAt(day);
    if (at.getTime() > until.getTime()) break;
    const item =
      record.pending?.item && record.pending.fromCycle <= cycle ? record.pending.item : record.item;
    const plan = item.plan ? planOf(item.productId) : undefined;
    const coffee = plan ? coffeeOfDelivery(plan, day, sent) : null;
    if (!record.skipCycles.includes(cycle) && (!item.plan || coffee)) {
      if (coffee) sent.push(coffee.productId);
      found.push({
        subscriptionId: record.id,
        cycle,
        productId: coffee ? coffee.productId : item.productId,
        variantId: coffee ? '' : item.variantId,
        quantity: item.plan ? item.plan.bags * item.quantity : item.quantity,
        chargeAt: at.toISOString(),
      });
    }
    // A pause or a cancel waiting for the next cycle ends the window there.
    if (
      record.pending &&
      record.pending.fromCycle === cycle + 1 &&
      (record.pending.pause || record.pending.cancel)
    )
      break;
    day = nextDeliveryAfter(day, item.frequencyWeeks);
    cycle += 1;
  }
  return found;
}

export function createUpcomingDeliveries(deps: {
  subscriptions: Pick<SubscriptionRepository, 'activeDueBy'>;
  plans: Pick<PlanRepository, 'findMany'>;
  calendar: ShopCalendarSource;
  clock: Clock;
}) {
  return {
    async by(asked: Date, requestId?: string): Promise<UpcomingDelivery[]> {
      const until = new Date(Math.min(asked.getTime(), deps.clock.now().getTime() + MAX_AHEAD_MS));
      const shop = await deps.calendar.current(requestId);
      const records = await deps.subscriptions.activeDueBy(until, MAX_SUBSCRIPTIONS);
      const planIds = [...new Set(records.flatMap((r) => (r.item.plan ? [r.item.productId] : [])))];
      const plans = await deps.plans.findMany(planIds);
      return records.flatMap((record) =>
        deliveriesBy(
          record,
          until,
          (day) => chargeAtOf(day, shop),
          (id) => plans.get(id),
        ),
      );
    },
  };
}
export type UpcomingDeliveries = ReturnType<typeof createUpcomingDeliveries>;
