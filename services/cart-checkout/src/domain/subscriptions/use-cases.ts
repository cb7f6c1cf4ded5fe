import {
  addCalendarDays,
  calendarDaysBetween,
  dayIn,
  earliestDeliveryDay,
  isBusinessDay,
  isCoffeeCategory,
  parseCents,
  PLAN_COFFEE_CHANGE_MESSAGE,
  PLAN_GRIND_MESSAGE,
  PLAN_NOT_FOUND_MESSAGE,
  planBoxLabel,
  COFFEE_GRIND_MESSAGE,
  type Grind,
  SUBSCRIPTION_CARD_NOT_FOUND_MESSAGE,
  SUBSCRIPTION_FREQUENCY_WEEKS,
  SUBSCRIPTION_MAX_DAYS_AHEAD,
  SUBSCRIPTION_MEMBER_DISCOUNT_PERCENT,
  SUBSCRIPTION_NOT_COFFEE_MESSAGE,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  chargeAtOf,
  subscriptionTooEarlyMessage,
  subscriptionTooLateMessage,
  type changeSubscriptionSchema,
  type createSubscriptionSchema,
  type Product,
  type ShopCalendar,
  type Subscription,
  type SubscriptionChangeResult,
  type SubscriptionOptions,
} from '@coffee/contracts';
import { AppError, type Clock } from '@coffee/service-defaults';
import type { z } from 'zod';
import type { MemberDirectory, ProductCatalog } from '../ports';
import { variantError, variantOf } from '../variants';
import type {
  CardBook,
  ShopCalendarSource,
  SubscriptionLocks,
  SubscriptionMailer,
  SubscriptionRepository,
} from './ports';
import { assertGiftChange, withGiftCancelNote } from './gift';
import type { PlanRepository } from './plans';
import * as rules from './rules';
import { dayText } from './rules';
import {
  toSubscription,
  type SavedCardRef,
  type SubscriptionItem,
  type SubscriptionRecord,
} from './subscription';

export type CreateSubscriptionCommand = z.output<typeof createSubscriptionSchema>;
export type ChangeSubscriptionCommand = z.output<typeof changeSubscriptionSchema>;

export interface SubscriptionUseCaseDeps {
  subscriptions: SubscriptionRepository;
  locks: SubscriptionLocks;
  catalog: ProductCatalog;
  members: MemberDirectory;
  cards: CardBook;
  calendar: ShopCalendarSource;
  clock: Clock;
  mails?: SubscriptionMailer;
  /** The subscription plans staff keep (plans.ts): a plan product's kind and box. */
  plans: Pick<PlanRepository, 'find'>;
  /** Asks the scheduler to look at this subscription now (a card update, ship now). */
  chargeSoon?: (id: string) => void;
}

const notFound = () => new AppError(404, SUBSCRIPTION_NOT_FOUND_MESSAGE, 'NOT_FOUND');
const badRequest = (message: string, path?: string) =>
  new AppError(400, message, 'VALIDATION_ERROR', path ? [{ path, message }] : undefined);

/**
 * The customer's side of Subscribe & Save: start, read and change subscriptions. Every change
 * runs under the subscription's lease and goes through the rules (rules.ts), which decide
 * whether it applies to the next delivery or, when that one is locked, to the one after.
 */
export function createSubscriptionUseCases(deps: SubscriptionUseCaseDeps) {
  const { subscriptions, locks, catalog, members, cards, calendar, clock } = deps;

  /**
   * What a subscription sends, checked against the catalog now, or the 400 that says why not: a
   * coffee in this variant, or a plan (a product of the "subscription" category that staff made
   * a plan) in the subscriber's grind.
   */
  async function subscriptionItem(
    wanted: {
      productId: string;
      variantId: string;
      quantity: number;
      frequencyWeeks: number;
      grind?: Grind | undefined;
    },
    requestId?: string,
  ): Promise<SubscriptionItem> {
    const { productId, variantId, quantity, frequencyWeeks, grind } = wanted;
    const product = (await catalog.findProducts([productId], requestId)).get(productId);
    if (!product) throw badRequest('That product is not sold any more', 'productId');
    const isPlan = product.category === 'subscription';
    if (!isPlan && !isCoffeeCategory(product.category))
      throw badRequest(SUBSCRIPTION_NOT_COFFEE_MESSAGE, 'productId');
    if (!isPlan && grind !== undefined) throw badRequest(COFFEE_GRIND_MESSAGE, 'grind');
    const variant = variantOf(product, variantId);
    if (!variant) {
      const err = variantError(await catalog.variantAbsence(productId, variantId, requestId));
      throw badRequest(err.message, 'variantId');
    }
    const base = { productId, variantId, productName: product.name, quantity, frequencyWeeks };
    if (!isPlan) return { ...base, variantLabel: variant.label };
    const plan = await deps.plans.find(productId);
    if (!plan) throw badRequest(PLAN_NOT_FOUND_MESSAGE, 'productId');
    if (grind === undefined) throw badRequest(PLAN_GRIND_MESSAGE, 'grind');
    return {
      ...base,
      variantLabel: planBoxLabel(plan.bags, plan.bagSize, grind),
      plan: { kind: plan.kind, grind, bagSize: plan.bagSize, bags: plan.bags },
    };
  }

  async function savedCard(
    userId: string,
    cardId: string,
    requestId?: string,
  ): Promise<SavedCardRef> {
    const card = await cards.find(userId, cardId, requestId);
    if (!card) throw badRequest(SUBSCRIPTION_CARD_NOT_FOUND_MESSAGE, 'paymentMethodId');
    return { id: card.id, brand: card.brand, last4: card.last4 };
  }

  function assertFirstDelivery(day: string, shop: ShopCalendar, now: Date): void {
    const earliest = earliestDeliveryDay(shop, now);
    if (day < earliest)
      throw badRequest(subscriptionTooEarlyMessage(dayText(earliest)), 'firstDeliveryOn');
    if (calendarDaysBetween(dayIn(now, shop.timeZone), day) > SUBSCRIPTION_MAX_DAYS_AHEAD)
      throw badRequest(subscriptionTooLateMessage(SUBSCRIPTION_MAX_DAYS_AHEAD), 'firstDeliveryOn');
    if (!isBusinessDay(day, shop.holidays))
      throw badRequest(
        'Deliveries ship on business days: choose a weekday that is not a holiday',
        'firstDeliveryOn',
      );
  }

  /** Unit prices now, by product and variant, for the answers (0 when no longer sold). */
  async function unitPrices(records: SubscriptionRecord[], requestId?: string) {
    const ids = [...new Set(records.map((r) => r.item.productId))];
    const products = ids.length
      ? await catalog.findProducts(ids, requestId)
      : new Map<string, Product>();
    return (record: SubscriptionRecord): number => {
      const product = products.get(record.item.productId);
      const variant = product ? variantOf(product, record.item.variantId) : undefined;
      return (variant && parseCents(variant.price)) || 0;
    };
  }

  async function view(record: SubscriptionRecord, requestId?: string): Promise<Subscription> {
    const [shop, priceOf] = await Promise.all([
      calendar.current(requestId),
      unitPrices([record], requestId),
    ]);
    return toSubscription(record, shop, clock.now(), priceOf(record));
  }

  /** One change under the lease: the rule's new state written, and its words. */
  async function changeWith(
    userId: string,
    id: string,
    decide: (
      record: SubscriptionRecord,
      shop: ShopCalendar,
      now: Date,
    ) => Promise<rules.Outcome> | rules.Outcome,
    requestId?: string,
  ): Promise<SubscriptionChangeResult> {
    if (!(await subscriptions.findOwned(userId, id))) throw notFound();
    const shop = await calendar.current(requestId);
    const { record, message } = await locks.run(id, async () => {
      const current = await subscriptions.findOwned(userId, id);
      if (!current) throw notFound();
      const outcome = await decide(current, shop, clock.now());
      await subscriptions.save(id, outcome.state);
      return { record: { ...current, ...outcome.state }, message: outcome.message };
    });
    if (record.nextChargeAt && record.nextChargeAt.getTime() <= clock.now().getTime())
      deps.chargeSoon?.(id);
    return { subscription: await view(record, requestId), message };
  }

  return {
    /**
     * What a new subscription (or a gift, gift-purchase.ts) must pass before anything is made:
     * the first day, the coffee on sale now, a card saved on the account; the 400 that says why.
     */
    async checkStart(
      userId: string,
      command: CreateSubscriptionCommand,
      requestId?: string,
    ): Promise<{ item: SubscriptionItem; card: SavedCardRef; shop: ShopCalendar }> {
      const shop = await calendar.current(requestId);
      assertFirstDelivery(command.firstDeliveryOn, shop, clock.now());
      const item = await subscriptionItem(command, requestId);
      const card = await savedCard(userId, command.paymentMethodId, requestId);
      return { item, card, shop };
    },

    /** A stored subscription as the customer reads it. */
    present: (record: SubscriptionRecord, requestId?: string) => view(record, requestId),

    async options(userId: string, requestId?: string): Promise<SubscriptionOptions> {
      const [shop, member] = await Promise.all([
        calendar.current(requestId),
        members.findMember(userId, requestId),
      ]);
      const now = clock.now();
      const today = dayIn(now, shop.timeZone);
      const latest = addCalendarDays(today, SUBSCRIPTION_MAX_DAYS_AHEAD);
      return {
        frequencies: [...SUBSCRIPTION_FREQUENCY_WEEKS],
        earliestDeliveryOn: earliestDeliveryDay(shop, now),
        latestDeliveryOn: latest,
        holidays: [...shop.holidays].filter((d) => d >= today && d <= latest).sort(),
        memberDiscountPercent: SUBSCRIPTION_MEMBER_DISCOUNT_PERCENT,
        isMember: Boolean(member?.isDirectPlus),
      };
    },

    async list(userId: string, requestId?: string): Promise<Subscription[]> {
      const records = await subscriptions.listByUser(userId);
      if (records.length === 0) return [];
      const [shop, priceOf] = await Promise.all([
        calendar.current(requestId),
        unitPrices(records, requestId),
      ]);
      const now = clock.now();
      return records.map((record) => toSubscription(record, shop, now, priceOf(record)));
    },

    /** POST /api/subscriptions: the same key answers the same subscription (created false). */
    async create(
      userId: string,
      key: string,
      command: CreateSubscriptionCommand,
      requestId?: string,
    ): Promise<{ subscription: Subscription; created: boolean }> {
      const existing = await subscriptions.findByKey(userId, key);
      if (existing) return { subscription: await view(existing, requestId), created: false };
      const shop = await calendar.current(requestId);
      const now = clock.now();
      assertFirstDelivery(command.firstDeliveryOn, shop, now);
      const item = await subscriptionItem(command, requestId);
      const card = await savedCard(userId, command.paymentMethodId, requestId);
      const fields = {
        id: subscriptions.newId(),
        userId,
        createKey: key,
        status: 'active',
        pauseReason: null,
        pausedUntil: null,
        item,
        pending: null,
        cycle: 1,
        attempt: 0,
        nextDeliveryOn: command.firstDeliveryOn,
        nextChargeAt: chargeAtOf(command.firstDeliveryOn, shop),
        skipCycles: [],
        shippingAddress: command.shippingAddress,
        card,
        dunning: null,
        deliveries: [],
        cancelledAt: null,
      } as const;
      // The confirmation rides on the insert; without a known address it is left out.
      const contact = await members.findMember(userId, requestId).catch(() => null);
      const mail = deps.mails?.started(
        { ...fields, skipCycles: [], deliveries: [], createdAt: now },
        contact?.email ?? null,
      );
      const inserted = await subscriptions.insert(
        { ...fields, skipCycles: [], deliveries: [] },
        mail ? [mail] : [],
      );
      const record =
        inserted === 'duplicate' ? await subscriptions.findByKey(userId, key) : inserted;
      if (!record) throw notFound();
      return { subscription: await view(record, requestId), created: inserted !== 'duplicate' };
    },

    skip: (userId: string, id: string, cycle: number | undefined, requestId?: string) =>
      changeWith(
        userId,
        id,
        (record, shop, now) => rules.skip(record, shop, now, cycle),
        requestId,
      ),

    pause: (userId: string, id: string, until: string | null, requestId?: string) =>
      changeWith(
        userId,
        id,
        (record, shop, now) => rules.pause(record, until, shop, now),
        requestId,
      ),

    resume: (userId: string, id: string, requestId?: string) =>
      changeWith(userId, id, (record, shop, now) => rules.resume(record, shop, now), requestId),

    shipNow: (userId: string, id: string, cycle: number | undefined, requestId?: string) =>
      changeWith(
        userId,
        id,
        (record, shop, now) => rules.shipNow(record, shop, now, cycle),
        requestId,
      ),

    cancel: (userId: string, id: string, requestId?: string) =>
      changeWith(
        userId,
        id,
        (record, shop, now) => withGiftCancelNote(record, rules.cancel(record, shop, now)),
        requestId,
      ),

    change: (userId: string, id: string, command: ChangeSubscriptionCommand, requestId?: string) =>
      changeWith(
        userId,
        id,
        async (record, shop, now) => {
          if (record.gift) assertGiftChange(command);
          const base = record.pending?.item ?? record.item;
          const wantsCoffee = command.productId !== undefined || command.variantId !== undefined;
          const wantsItem =
            wantsCoffee ||
            command.grind !== undefined ||
            command.quantity !== undefined ||
            command.frequencyWeeks !== undefined;
          // A plan's coffee is chosen by staff: its subscriber changes the grind, not the coffee.
          if (base.plan && wantsCoffee) throw badRequest(PLAN_COFFEE_CHANGE_MESSAGE, 'productId');
          const item = wantsItem
            ? await subscriptionItem(
                {
                  productId: command.productId ?? base.productId,
                  variantId: command.variantId ?? base.variantId,
                  quantity: command.quantity ?? base.quantity,
                  frequencyWeeks: command.frequencyWeeks ?? base.frequencyWeeks,
                  grind: command.grind ?? base.plan?.grind,
                },
                requestId,
              )
            : undefined;
          const card = command.paymentMethodId
            ? await savedCard(userId, command.paymentMethodId, requestId)
            : undefined;
          return rules.change(
            record,
            {
              ...(item ? { item } : {}),
              ...(command.shippingAddress ? { shippingAddress: command.shippingAddress } : {}),
              ...(card ? { card } : {}),
            },
            shop,
            now,
          );
        },
        requestId,
      ),
  };
}
export type SubscriptionUseCases = ReturnType<typeof createSubscriptionUseCases>;
