import type {
  SavedPaymentMethod,
  Subscription,
  SubscriptionOptions,
  SubscriptionPlan,
} from '@coffee/contracts';
import { http, HttpResponse } from '@coffee/platform/testing';
import { shippingAddress } from './fixtures';

export const PRODUCT_ID = '64b7f0c2a1b2c3d4e5f60001';
export const SUBSCRIPTION_ID = '64b7f0c2a1b2c3d4e5f6a001';
export const PLAN_ID = '64b7f0c2a1b2c3d4e5f60009';

/** GET /api/products/{id} for a coffee sold in two bags. */
export function coffeeProduct(overrides: Record<string, unknown> = {}) {
  return {
    id: PRODUCT_ID,
    name: 'Ethiopia Yirgacheffe',
    price: '18.00',
    category: 'beans',
    defaultVariantId: '12oz-whole-bean',
    variants: [
      {
        id: '12oz-whole-bean',
        size: '12 oz',
        grind: 'whole-bean',
        label: '12 oz, whole bean',
        price: '18.00',
      },
      { id: '2lb-drip', size: '2 lb', grind: 'drip', label: '2 lb, drip', price: '42.00' },
    ],
    ...overrides,
  };
}

export const productAnswer = (product: Record<string, unknown> = coffeeProduct()) =>
  http.get(`/api/products/${PRODUCT_ID}`, () => HttpResponse.json(product));

export function makeOptions(overrides: Partial<SubscriptionOptions> = {}): SubscriptionOptions {
  return {
    frequencies: [1, 2, 3, 4, 6],
    // A Wednesday; the 25th of December is a holiday (a Friday).
    earliestDeliveryOn: '2026-12-02',
    latestDeliveryOn: '2027-05-31',
    holidays: ['2026-12-25'],
    memberDiscountPercent: 15,
    isMember: false,
    ...overrides,
  };
}

export const optionsAnswer = (options: SubscriptionOptions = makeOptions()) =>
  http.get('/api/subscriptions/options', () => HttpResponse.json(options));

export const visa: SavedPaymentMethod = {
  id: 'offpm_visa4242',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
};

export const cardsAnswer = (cards: SavedPaymentMethod[] = [visa]) =>
  http.get('/api/payment-methods', () => HttpResponse.json(cards));

/** A subscription as GET /api/subscriptions lists it (subscriptionSchema). */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: SUBSCRIPTION_ID,
    status: 'active',
    pauseReason: null,
    pausedUntil: null,
    item: {
      productId: PRODUCT_ID,
      variantId: '12oz-whole-bean',
      productName: 'Ethiopia Yirgacheffe',
      variantLabel: '12 oz, whole bean',
      quantity: 2,
      frequencyWeeks: 2,
    },
    pendingItem: null,
    pendingFromCycle: null,
    price: '36.00',
    memberPrice: '30.60',
    next: {
      cycle: 3,
      on: '2026-12-02',
      chargeOn: '2026-12-01',
      // Midday UTC: the same calendar day wherever the test runs.
      lockOn: '2026-11-25',
      lockStartsAt: '2026-11-25T15:00:00.000Z',
      locked: false,
      skipped: false,
    },
    skippedCycles: [],
    shippingAddress,
    card: { id: visa.id, brand: 'visa', last4: '4242' },
    deliveries: [
      {
        cycle: 2,
        on: '2026-11-18',
        outcome: 'ordered',
        orderId: 'order-7',
        orderNumber: 'ORD-20261117-SUB002',
        total: '38.52',
        note: null,
        at: '2026-11-17T05:00:00.000Z',
      },
    ],
    createdAt: '2026-11-01T12:00:00.000Z',
    cancelledAt: null,
    ...overrides,
  };
}

/** GET /api/products/{id} for a plan: the "subscription" category, no variants of its own. */
export function planProduct(overrides: Record<string, unknown> = {}) {
  return {
    id: PLAN_ID,
    name: "Roaster's Choice Monthly",
    price: '34.00',
    category: 'subscription',
    unitSize: '2 x 12 oz / month',
    ...overrides,
  };
}

export const planProductAnswer = (product: Record<string, unknown> = planProduct()) =>
  http.get(`/api/products/${PLAN_ID}`, () => HttpResponse.json(product));

/** GET /api/subscriptions/plans/{id}: Roaster's Choice, Kenya Nyeri picked from December on. */
export function makePlan(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    productId: PLAN_ID,
    productName: "Roaster's Choice Monthly",
    kind: 'roasters-choice',
    bagSize: '12 oz',
    bags: 2,
    picks: [
      {
        from: '2026-11-01',
        productId: '64b7f0c2a1b2c3d4e5f60011',
        productName: 'Colombia Huila',
      },
      { from: '2026-12-01', productId: '64b7f0c2a1b2c3d4e5f60012', productName: 'Kenya Nyeri' },
    ],
    origins: [],
    price: '34.00',
    memberPrice: '28.90',
    nextCoffee: { productId: '64b7f0c2a1b2c3d4e5f60012', productName: 'Kenya Nyeri' },
    updatedAt: '2026-11-20T12:00:00.000Z',
    updatedBy: 'Max',
    ...overrides,
  };
}

export const planAnswer = (plan: SubscriptionPlan = makePlan()) =>
  http.get(`/api/subscriptions/plans/${PLAN_ID}`, () => HttpResponse.json(plan));

/** A subscription to the plan above: one box, whole bean, its last delivery Kenya Nyeri. */
export function makePlanSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const base = makeSubscription();
  return makeSubscription({
    item: {
      productId: PLAN_ID,
      variantId: 'default',
      productName: "Roaster's Choice Monthly",
      variantLabel: '2 x 12 oz, whole bean',
      quantity: 1,
      frequencyWeeks: 4,
      plan: { kind: 'roasters-choice', grind: 'whole-bean', bagSize: '12 oz', bags: 2 },
    },
    price: '34.00',
    memberPrice: '28.90',
    deliveries: [
      {
        ...base.deliveries[0]!,
        total: '42.37',
        coffee: 'Kenya Nyeri, 12 oz, whole bean',
      },
    ],
    ...overrides,
  });
}
