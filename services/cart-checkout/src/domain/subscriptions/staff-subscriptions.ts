import {
  addCalendarDays,
  can,
  dayIn,
  formatCents,
  parseCents,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  type Product,
  type ShopCalendar,
  type StaffActor,
  type StaffSubscription,
  type StaffSubscriptionAction,
  type StaffSubscriptionFilter,
  type StaffSubscriptionPage,
  type SubscriptionStats,
} from '@coffee/contracts';
import { AppError, FORBIDDEN_MESSAGE, type Clock } from '@coffee/service-defaults';
import type { ProductCatalog } from '../ports';
import { variantOf } from '../variants';
import type { ShopCalendarSource, SubscriptionLocks, SubscriptionRepository } from './ports';
import * as rules from './rules';
import type { StaffSubscriptionRecord } from './staff-records';
import { toSubscription, type SubscriptionItem } from './subscription';

export interface StaffSubscriptionDeps {
  subscriptions: SubscriptionRepository;
  locks: SubscriptionLocks;
  catalog: ProductCatalog;
  calendar: ShopCalendarSource;
  clock: Clock;
}

const notFound = () => new AppError(404, SUBSCRIPTION_NOT_FOUND_MESSAGE, 'NOT_FOUND');
/** Weeks in a month on average: a weekly delivery happens 52 / 12 times a month. */
const WEEKS_PER_MONTH = 52 / 12;
/** "Due this week": the next delivery falls today or within the 6 days after. */
const WEEK_DAYS = 7;

/**
 * The back office's side of Subscribe & Save (asked by the staff service, which checked the
 * session; the actor's role is checked again here for each change): every customer's
 * subscriptions, searched and paged, one in full, a staff pause or cancel with its reason, and
 * the dashboard's figures.
 *
 * Staff pause (indefinitely) and cancel act at once, even when the next delivery is locked: a
 * shop decision. The lock protects the customer's own changes from reaching a delivery that
 * is being prepared; staff step in when the deliveries must stop now (a disputed card, an
 * address that bounces, a customer on the phone), and a locked delivery not yet charged is then
 * not charged. One already charged is an order: staff cancel that on the orders screen.
 */
export function createStaffSubscriptions(deps: StaffSubscriptionDeps) {
  const { subscriptions, locks, catalog, calendar, clock } = deps;

  /** Unit prices now by product and variant (0 when no longer sold). */
  async function unitPrices(items: SubscriptionItem[], requestId?: string) {
    const ids = [...new Set(items.map((item) => item.productId))];
    const products = ids.length
      ? await catalog.findProducts(ids, requestId)
      : new Map<string, Product>();
    return (item: SubscriptionItem): number => {
      const product = products.get(item.productId);
      const variant = product ? variantOf(product, item.variantId) : undefined;
      return (variant && parseCents(variant.price)) || 0;
    };
  }

  async function views(
    records: StaffSubscriptionRecord[],
    requestId?: string,
  ): Promise<StaffSubscription[]> {
    if (records.length === 0) return [];
    const [shop, priceOf] = await Promise.all([
      calendar.current(requestId),
      unitPrices(
        records.map((r) => r.item),
        requestId,
      ),
    ]);
    const now = clock.now();
    return records.map((record) => ({
      ...toSubscription(record, shop, now, priceOf(record.item)),
      userId: record.userId,
      staffNotes: record.staffNotes.map((n) => ({ ...n, at: n.at.toISOString() })),
    }));
  }

  async function one(id: string, requestId?: string): Promise<StaffSubscription> {
    const record = await subscriptions.findForStaff(id);
    if (!record) throw notFound();
    const [view] = await views([record], requestId);
    if (!view) throw notFound();
    return view;
  }

  /** The rule applied at once (no next delivery to respect), under the subscription's lease. */
  function decide(
    action: StaffSubscriptionAction,
    record: StaffSubscriptionRecord,
    shop: ShopCalendar,
    now: Date,
  ) {
    const atOnce = { ...record, nextDeliveryOn: null };
    if (action === 'cancel') return rules.cancel(atOnce, shop, now).state;
    return { ...rules.pause(atOnce, null, shop, now).state, pauseReason: 'staff' as const };
  }

  async function act(
    action: StaffSubscriptionAction,
    id: string,
    reason: string,
    actor: StaffActor,
    requestId?: string,
  ): Promise<StaffSubscription> {
    if (!can(actor.role, 'subscriptions:manage'))
      throw new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
    if (!(await subscriptions.findForStaff(id))) throw notFound();
    const shop = await calendar.current(requestId);
    await locks.run(id, async () => {
      const current = await subscriptions.findForStaff(id);
      if (!current) throw notFound();
      const now = clock.now();
      await subscriptions.saveByStaff(id, decide(action, current, shop, now), {
        at: now,
        action,
        reason,
        staffId: actor.userId,
        staffName: actor.name,
      });
    });
    return one(id, requestId);
  }

  return {
    async list(
      query: { status: StaffSubscriptionFilter; q?: string | undefined },
      page: { page: number; pageSize: number },
      requestId?: string,
    ): Promise<StaffSubscriptionPage> {
      const { records, total } = await subscriptions.staffPage(
        { status: query.status === 'all' ? null : query.status, q: query.q?.trim() || null },
        { limit: page.pageSize, offset: (page.page - 1) * page.pageSize },
      );
      return {
        items: await views(records, requestId),
        total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },

    get: one,

    pause: (id: string, reason: string, actor: StaffActor, requestId?: string) =>
      act('pause', id, reason, actor, requestId),

    cancel: (id: string, reason: string, actor: StaffActor, requestId?: string) =>
      act('cancel', id, reason, actor, requestId),

    /** The dashboard's figures; days in `timezone`, else the shop's (settings). */
    async stats(timezone?: string, requestId?: string): Promise<SubscriptionStats> {
      const { paused, active } = await subscriptions.staffFigures();
      const zone = timezone ?? (await calendar.current(requestId)).timeZone;
      const today = dayIn(clock.now(), zone);
      const lastDay = addCalendarDays(today, WEEK_DAYS - 1);
      const dueThisWeek = active.filter(
        (s) =>
          s.nextDeliveryOn !== null &&
          s.nextDeliveryOn >= today &&
          s.nextDeliveryOn <= lastDay &&
          !s.skipCycles.includes(s.cycle),
      ).length;
      const priceOf = await unitPrices(
        active.map((s) => s.item),
        requestId,
      );
      // A coffee no longer sold counts at its last delivery's total (shipping and tax included,
      // a member's discount off): the nearest figure we have; never delivered, it counts 0.
      const monthlyCents = active.reduce((sum, s) => {
        const deliveryCents = priceOf(s.item) * s.item.quantity || (s.lastOrderedCents ?? 0);
        return sum + (deliveryCents * WEEKS_PER_MONTH) / s.item.frequencyWeeks;
      }, 0);
      return {
        active: active.length,
        paused,
        dueThisWeek,
        monthlyRecurringRevenue: formatCents(Math.round(monthlyCents)),
      };
    },
  };
}
export type StaffSubscriptions = ReturnType<typeof createStaffSubscriptions>;
