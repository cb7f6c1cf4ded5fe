import type { ReactNode } from 'react';
import { variantIdOf, variantLabel } from '@coffee/contracts';
import type {
  OrderStatus,
  StaffOrder,
  StaffProduct,
  StaffVariant,
  StaffReview,
  StaffTicket,
  StaffTicketSummary,
  StaffUser,
  TicketStatus,
} from '@coffee/contracts';
import { waitFor } from '@testing-library/react';
import { sessionApi, type AppStore } from '@coffee/platform';
import { HttpResponse, http, makeUser } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';

export const withUi = (children: ReactNode) => (
  <UiProvider withGlobalStyle={false}>{children}</UiProvider>
);

export const admin = makeUser({
  id: 'a0000000000000000000000a',
  username: 'admin',
  role: 'admin',
  fullName: 'Ada Admin',
});
export const manager = makeUser({
  id: 'm0000000000000000000000m',
  username: 'manager',
  role: 'manager',
  fullName: 'Max Manager',
});
export const employee = makeUser({
  id: 'e0000000000000000000000e',
  username: 'employee',
  role: 'employee',
  fullName: 'Eli Employee',
});

/** Every paged staff list answers this shape. */
export const pageOf = <T,>(items: T[], total = items.length, page = 1, pageSize = 20) => ({
  items,
  total,
  page,
  pageSize,
});

/** A product row as the staff lists answer it. */
export function staffProduct(n: number, overrides: Partial<StaffProduct> = {}): StaffProduct {
  return {
    id: `64b7f0c2a1b2c3d4e5f6${String(n).padStart(4, '0')}`,
    name: `Product ${n}`,
    price: `${10 + n}.99`,
    imageUrl: `/images/products/product-${n}.jpg`,
    category: 'beans',
    inStock: true,
    inventory: 100,
    sku: `SKU-${n}`,
    ...overrides,
  };
}

/**
 * A variant as the staff answers carry it; `variant(n)` alone is a product's only one
 * ('default', no size or grind), `variant(n, { size: '2 lb', grind: 'drip' })` one of a coffee's.
 */
export function staffVariant(n: number, overrides: Partial<StaffVariant> = {}): StaffVariant {
  const size = overrides.size ?? null;
  const grind = overrides.grind ?? null;
  return {
    id: variantIdOf({ size, grind }),
    sku: `SKU-${n}${size || grind ? `-${variantIdOf({ size, grind }).toUpperCase()}` : ''}`,
    size,
    grind,
    label: variantLabel({ size, grind }),
    price: `${10 + n}.99`,
    originalPrice: null,
    inStock: true,
    inventory: 100,
    imageUrl: null,
    retired: false,
    lowStock: false,
    ...overrides,
  };
}

/** A full product (GET /api/admin/products/{id}): its one default variant unless told. */
export function fullProduct(n: number, overrides: Record<string, unknown> = {}) {
  return {
    ...staffProduct(n),
    variants: [staffVariant(n)],
    defaultVariantId: 'default',
    origin: null,
    roastLevel: null,
    process: null,
    altitude: null,
    flavorNotes: [],
    brewSuggestions: [],
    description: 'A coffee',
    rating: '4.5',
    reviewCount: 3,
    isDirectPlusEligible: true,
    isBestseller: false,
    isNew: false,
    isSale: false,
    originalPrice: null,
    unitSize: '12 oz',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function staffOrder(n: number, status: OrderStatus, overrides: Partial<StaffOrder> = {}) {
  const paid = ['paid', 'processing', 'shipped', 'completed'].includes(status);
  const order: StaffOrder = {
    id: `o${String(n).padStart(23, '0')}`,
    orderNumber: `ORD-20261127-KQ${String(n).padStart(4, '0')}`,
    status,
    items: [
      {
        id: `i${n}`,
        productId: 'p1',
        name: 'Kenya AA',
        imageUrl: null,
        unitSize: '12 oz',
        quantity: 2,
        price: '12.50',
        listPrice: null,
        discount: '0.00',
        // A line from before variants: named by its size.
        variantId: null,
        variantLabel: '',
        sku: null,
        roastedOn: null,
      },
    ],
    subtotal: '25.00',
    memberSavings: '0.00',
    discount: '0.00',
    promotion: null,
    shippingCost: '5.99',
    tax: '1.75',
    total: '32.74',
    shippingMethod: 'standard',
    paymentMethod: 'credit-card',
    shippingAddress: {
      firstName: 'Maya',
      lastName: 'Thompson',
      address: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zipCode: '02101',
      phone: undefined,
    },
    trackingNumber: null,
    payment: {
      status: paid ? 'paid' : 'unpaid',
      provider: 'offline',
      failureMessage: null,
      paidAt: paid ? '2026-11-27T10:05:00.000Z' : null,
      refundedAt: null,
      refundedAmount: null,
      // The card that paid, as cart-checkout reports it.
      card: paid ? { brand: 'visa', last4: '4242' } : null,
    },
    expiresAt: null,
    timeline: [
      {
        status: 'pending',
        at: '2026-11-27T10:00:00.000Z',
        by: 'customer',
        note: null,
        actorId: null,
        actorName: null,
      },
      ...(paid
        ? [
            {
              status: 'paid' as const,
              at: '2026-11-27T10:05:00.000Z',
              by: 'provider' as const,
              note: 'Payment received',
              actorId: null,
              actorName: null,
            },
          ]
        : []),
    ],
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:05:00.000Z',
    userId: 'c1',
    contactEmail: 'maya@example.com',
    customerName: 'Maya Thompson',
    sample: null,
    ...overrides,
  };
  return order;
}

export function staffUser(n: number, overrides: Partial<StaffUser> = {}): StaffUser {
  return {
    ...makeUser({
      id: `u${String(n).padStart(23, '0')}`,
      username: `user${n}`,
      email: `user${n}@example.com`,
      fullName: `User ${n}`,
    }),
    disabled: false,
    lastSignInAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function ticketSummary(
  n: number,
  status: TicketStatus,
  overrides: Partial<StaffTicketSummary> = {},
): StaffTicketSummary {
  return {
    ticketNumber: `TKT-${1000 + n}`,
    subject: `Question ${n}`,
    topic: 'order-status',
    orderNumber: null,
    source: 'contact',
    status,
    priority: 'medium',
    name: 'Maya Thompson',
    email: 'maya@example.com',
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T11:00:00.000Z',
    closedAt: null,
    replyRequested: true,
    chatEndedAt: null,
    tier: 'standard',
    firstReplyDueAt: '2026-12-01T15:00:00.000Z',
    firstRepliedAt: null,
    messageCount: 1,
    answered: false,
    userId: null,
    assignedTo: null,
    ...overrides,
  };
}

export function staffTicket(n: number, status: TicketStatus): StaffTicket {
  const { messageCount: _m, answered: _a, ...summary } = ticketSummary(n, status);
  return {
    ...summary,
    department: null,
    messages: [
      {
        id: 'm1',
        message: '<b>Where is my order?</b>',
        isStaff: false,
        authorName: 'Maya Thompson',
        createdAt: '2026-11-26T10:00:00.000Z',
        staffName: null,
      },
    ],
  };
}

export function staffReview(n: number, overrides: Partial<StaffReview> = {}): StaffReview {
  return {
    id: `r${n}`,
    productId: 'p1',
    productName: 'Kenya AA',
    userId: 'c1',
    authorName: 'Maya T.',
    rating: 4,
    title: 'Bright and fruity',
    comment: 'Lovely cup.',
    isVerifiedPurchase: true,
    purchasedVariants: [],
    hidden: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const defaultSettings = {
  directPlusMonthlyPrice: '9.99',
  directPlusAnnualPrice: '99.00',
  currency: 'USD',
  timezone: 'America/New_York',
  updatedAt: null,
};

export function dashboard() {
  const daily = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-10-${String(i + 1).padStart(2, '0')}`,
    revenue: i === 29 ? '120.50' : '10.00',
    orders: i === 29 ? 4 : 1,
  }));
  return {
    timezone: 'America/New_York',
    revenue: { today: '120.50', last7Days: '180.50', last30Days: '410.50' },
    ordersByStatus: {
      pending: 2,
      paid: 3,
      processing: 1,
      shipped: 4,
      completed: 20,
      cancelled: 1,
    },
    daily,
    activeDirectPlusMembers: 186,
    customers: 1248,
    newCustomers: { today: 3, last7Days: 12, last30Days: 40 },
    lowStock: { items: [staffProduct(7, { name: 'Burr Grinder', inventory: 2 })], total: 1 },
    subscriptions: { active: 42, paused: 5, dueThisWeek: 9, monthlyRecurringRevenue: '1820.00' },
  };
}

/** The dashboard every admin-portal render asks for first (it is the opening tab). */
export const dashboardHandler = http.get('/api/admin/dashboard', () =>
  HttpResponse.json(dashboard()),
);
/** The employee portal opens on Orders: an empty desk. */
export const emptyOrdersHandler = http.get('/api/employee/orders', () =>
  HttpResponse.json(pageOf([])),
);

/**
 * Reads the session (GET /api/user) and waits for it, as the shell's guard does before a portal
 * shows: which buttons show depends on the role, and under load a list may otherwise answer
 * before the session does.
 */
export async function sessionReady(store: AppStore) {
  void store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  await waitFor(() =>
    expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).isSuccess).toBe(true),
  );
}
