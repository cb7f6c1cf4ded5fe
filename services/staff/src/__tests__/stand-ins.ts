import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  can,
  canTransition,
  internalAccountStatusChangeSchema,
  internalOrderTransitionSchema,
  internalReviewVisibilitySchema,
  internalRoleChangeSchema,
  internalSavePlanSchema,
  internalSubscriptionActionSchema,
  type SubscriptionPlan,
  internalStockChangeSchema,
  LAST_ADMIN_MESSAGE,
  ORDER_TRANSITION_REFUSED_MESSAGE,
  PRODUCT_SKU_TAKEN_MESSAGE,
  staffActorSchema,
  STOCK_BELOW_ZERO_MESSAGE,
  transitionPermission,
  variantIdOf,
  variantLabel,
  type BagSize,
  type Grind,
  type Product,
  type StaffOrder,
  type StaffReview,
  type StaffSubscription,
  type StaffUser,
} from '@coffee/contracts';
import { makeUser, type FakeAccount } from '@coffee/service-defaults/testing';
import { errorHandler, requireInternal } from '@coffee/service-defaults';
import express, { type Express } from 'express';

/**
 * Stand-ins for the catalog, cart-checkout and account services' /internal/staff endpoints.
 *
 * Why stand-ins: those services are other workspaces (with their own databases, seeds and
 * payment provider) that this workspace's tests cannot start; the staff service is a BFF over
 * their HTTP contracts, so what its tests prove is what it sends and how it reads the answers.
 * Each stand-in is a real HTTP server behind the same x-internal-token guard, refusing bodies
 * that do not fit the contracts' internal schemas (a drift in what the BFF sends fails here),
 * answering the contracts' shapes, and recording every call. The real services test their side.
 */

export interface StandInCall {
  service: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  actorHeader: string | undefined;
  contentType: string | undefined;
}

export interface StandInBehaviour {
  /** Answer every /internal/staff call of this service with this status (e.g. 500). */
  fail?: number;
}

const now = () => new Date().toISOString();

export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    name: 'House Blend',
    description: 'A smooth everyday coffee.',
    price: '12.99',
    imageUrl: null,
    category: 'coffee',
    inStock: true,
    rating: 4.5,
    reviewCount: 3,
    isDirectPlusEligible: true,
    memberDiscountPercent: 0,
    isBestseller: false,
    isNew: false,
    isSale: false,
    originalPrice: null,
    unitSize: '12 oz',
    sku: 'HB-12',
    inventory: 40,
    createdAt: now(),
    variants: [],
    defaultVariantId: 'default',
    minPrice: '12.99',
    maxPrice: '12.99',
    origin: null,
    roastLevel: null,
    process: null,
    altitude: null,
    flavorNotes: [],
    brewSuggestions: [],
    nextRoastDate: null,
    releaseAt: null,
    ...overrides,
  };
}

export function sampleOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    id: 'o-1',
    orderNumber: '1000000000001',
    status: 'paid',
    items: [
      {
        id: 'i-1',
        productId: 'p-1',
        name: 'House Blend',
        imageUrl: null,
        unitSize: '12 oz',
        quantity: 2,
        price: '12.99',
        listPrice: null,
        discount: '0.00',
        variantId: null,
        variantLabel: '',
        sku: null,
        roastedOn: null,
      },
    ],
    subtotal: '25.98',
    memberSavings: '0.00',
    discount: '0.00',
    promotion: null,
    sample: null,
    shippingCost: '5.99',
    tax: '1.82',
    total: '33.79',
    shippingMethod: 'standard',
    paymentMethod: 'credit-card',
    shippingAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zipCode: '02101',
      phone: undefined,
    },
    trackingNumber: null,
    payment: {
      status: 'paid',
      provider: 'offline',
      failureMessage: null,
      paidAt: now(),
      refundedAt: null,
      refundedAmount: null,
    },
    expiresAt: null,
    timeline: [
      { status: 'pending', at: now(), by: 'customer', note: null, actorId: null, actorName: null },
      { status: 'paid', at: now(), by: 'provider', note: null, actorId: null, actorName: null },
    ],
    createdAt: now(),
    updatedAt: now(),
    userId: 'cccccccccccccccccccccccc',
    contactEmail: 'ada@example.com',
    customerName: 'Ada Lovelace',
    ...overrides,
  };
}

export function sampleSubscription(overrides: Partial<StaffSubscription> = {}): StaffSubscription {
  return {
    id: 's-1',
    userId: 'cccccccccccccccccccccccc',
    status: 'active',
    pauseReason: null,
    pausedUntil: null,
    item: {
      productId: 'p-1',
      variantId: '12oz-whole-bean',
      productName: 'House Blend',
      variantLabel: '12 oz, whole bean',
      quantity: 2,
      frequencyWeeks: 2,
    },
    pendingItem: null,
    pendingFromCycle: null,
    price: '25.98',
    memberPrice: '22.08',
    next: {
      cycle: 2,
      on: '2026-12-08',
      chargeOn: '2026-12-07',
      lockOn: '2026-12-02',
      lockStartsAt: '2026-12-02T05:00:00.000Z',
      locked: false,
      skipped: false,
    },
    skippedCycles: [],
    shippingAddress: sampleOrder().shippingAddress,
    card: { id: 'offpm_test1', brand: 'visa', last4: '4242' },
    deliveries: [
      {
        cycle: 1,
        on: '2026-11-24',
        outcome: 'ordered',
        orderId: 'o-1',
        orderNumber: '1000000000001',
        total: '33.79',
        note: null,
        at: now(),
      },
    ],
    createdAt: now(),
    cancelledAt: null,
    staffNotes: [],
    ...overrides,
  };
}

export function sampleUser(overrides: Partial<StaffUser> = {}): StaffUser {
  return { ...makeUser(), disabled: false, lastSignInAt: null, ...overrides };
}

export function sampleReview(overrides: Partial<StaffReview> = {}): StaffReview {
  return {
    id: 'r-1',
    productId: 'p-1',
    productName: 'House Blend',
    userId: 'cccccccccccccccccccccccc',
    authorName: 'ada',
    rating: 5,
    title: 'Lovely',
    comment: 'Great coffee.',
    isVerifiedPurchase: true,
    purchasedVariants: [],
    hidden: false,
    createdAt: now(),
    ...overrides,
  };
}

const page = <T>(items: T[], query: Record<string, unknown>) => ({
  items,
  total: items.length,
  page: Number(query.page ?? 1),
  pageSize: Number(query.pageSize ?? 20),
});

async function listen(app: Express) {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Starts the three stand-ins; `account` also relays session checks to service-defaults' fake. */
export async function startStandIns(internalToken: string, fakeAccount: FakeAccount) {
  const calls: StandInCall[] = [];
  const behaviour: Record<'catalog' | 'cart-checkout' | 'account', StandInBehaviour> = {
    catalog: {},
    'cart-checkout': {},
    account: {},
  };
  const products = new Map<string, Product>([['p-1', sampleProduct()]]);
  const orders = new Map<string, StaffOrder>([['o-1', sampleOrder()]]);
  const users = new Map<string, StaffUser>();
  const reviews = new Map<string, StaffReview>([['r-1', sampleReview()]]);
  const subscriptions = new Map<string, StaffSubscription>([['s-1', sampleSubscription()]]);
  const orderStatsTimezones: string[] = [];
  const subscriptionStatsTimezones: string[] = [];
  /** The plans kept (cart-checkout's subscription_plans), by product id. */
  const plans = new Map<string, SubscriptionPlan>();

  const app = (service: keyof typeof behaviour) => {
    const a = express();
    a.use(express.json());
    a.use(express.raw({ type: 'image/*', limit: '5mb' }));
    a.use('/internal/staff', requireInternal(internalToken), (req, res, next) => {
      calls.push({
        service,
        method: req.method,
        path: req.path === '/' ? '/internal/staff' : `/internal/staff${req.path}`,
        query: { ...req.query },
        body: req.body as unknown,
        actorHeader: req.get('x-staff-actor'),
        contentType: req.get('content-type'),
      });
      const fail = behaviour[service].fail;
      if (fail) res.status(fail).json({ message: `stand-in ${service} failing with ${fail}` });
      else next();
    });
    return a;
  };
  const refuse = (res: express.Response, status: number, message: string) =>
    res.status(status).json({ message });

  // ---- catalog ----
  const catalog = app('catalog');
  catalog.get('/internal/staff/products', (req, res) => {
    res.json(page([...products.values()], req.query));
  });
  catalog.get('/internal/staff/products/:id', (req, res) => {
    const product = products.get(req.params.id);
    if (!product) refuse(res, 404, 'Product not found');
    else res.json(product);
  });
  catalog.post('/internal/staff/products', (req, res) => {
    const { product, actor } = req.body as {
      product: Partial<Product> & { price: unknown };
      actor: unknown;
    };
    if (!staffActorSchema.safeParse(actor).success) return refuse(res, 400, 'actor required');
    if ([...products.values()].some((p) => product.sku && p.sku === product.sku))
      return refuse(res, 409, PRODUCT_SKU_TAKEN_MESSAGE);
    const created = sampleProduct({
      ...product,
      id: `p-${products.size + 1}`,
      price: String(product.price),
    } as Partial<Product>);
    products.set(created.id, created);
    res.status(201).json(created);
  });
  catalog.put('/internal/staff/products/:id/image', (req, res) => {
    const product = products.get(req.params.id);
    if (!product) return refuse(res, 404, 'Product not found');
    const actor = staffActorSchema.safeParse(JSON.parse(req.get('x-staff-actor') ?? 'null'));
    if (!actor.success) return refuse(res, 400, 'actor required');
    const updated = { ...product, imageUrl: `/api/images/${product.id}.png` };
    products.set(product.id, updated);
    res.json(updated);
  });
  // Variants and coffee data: the product back with one variant per line sent (ids from options).
  catalog.put('/internal/staff/products/:id/variants', (req, res) => {
    const product = products.get(req.params.id);
    if (!product) return refuse(res, 404, 'Product not found');
    const { variants } = req.body as {
      variants: {
        size: BagSize | null;
        grind: Grind | null;
        price: string;
        inventory: number;
        sku?: string | null;
      }[];
    };
    // 'TAKEN' stands for a SKU another product has: the catalog's 409 names the row.
    const taken = variants.flatMap((v, row) => (v.sku === 'TAKEN' ? [row] : []));
    if (taken.length > 0) {
      const message = 'Another product already has this SKU';
      return res.status(409).json({
        message,
        code: 'PRODUCT_SKU_TAKEN',
        issues: taken.map((row) => ({ path: `variants.${row}.sku`, message })),
      });
    }
    const updated = {
      ...product,
      variants: variants.map((v) => ({
        id: variantIdOf(v),
        sku: null,
        size: v.size,
        grind: v.grind,
        label: variantLabel(v),
        price: v.price,
        originalPrice: null,
        inStock: v.inventory > 0,
        inventory: v.inventory,
        imageUrl: null,
        retired: false,
        lowStock: v.inventory <= 10,
      })),
    };
    products.set(product.id, updated);
    res.json(updated);
  });
  catalog.put('/internal/staff/products/:id/coffee', (req, res) => {
    const product = products.get(req.params.id);
    if (!product) return refuse(res, 404, 'Product not found');
    const { coffee } = req.body as { coffee: Partial<Product> };
    const updated = { ...product, ...coffee };
    products.set(product.id, updated);
    res.json(updated);
  });
  catalog.put('/internal/staff/products/:id', (req, res) => {
    const product = products.get(req.params.id);
    if (!product) return refuse(res, 404, 'Product not found');
    const { update } = req.body as { update: Partial<Product> };
    const updated = { ...product, ...update, price: String(update.price ?? product.price) };
    products.set(product.id, updated as Product);
    res.json(updated);
  });
  catalog.post('/internal/staff/stock', (req, res) => {
    const parsed = internalStockChangeSchema.safeParse(req.body);
    if (!parsed.success) return refuse(res, 400, parsed.error.issues[0]?.message ?? 'bad');
    const { change, actor } = parsed.data;
    if (!can(actor.role, change.mode === 'set' ? 'inventory:correct' : 'inventory:adjust'))
      return refuse(res, 403, 'Forbidden');
    const next = change.lines.map((line) => {
      const product = products.get(line.productId);
      if (!product) return null;
      const inventory = change.mode === 'set' ? line.value : (product.inventory ?? 0) + line.value;
      return { ...product, inventory };
    });
    if (next.some((p) => p === null)) return refuse(res, 404, 'Product not found');
    if (next.some((p) => p!.inventory < 0)) return refuse(res, 409, STOCK_BELOW_ZERO_MESSAGE);
    for (const p of next) products.set(p!.id, p!);
    res.json({ items: next });
  });
  catalog.get('/internal/staff/low-stock', (_req, res) => {
    const low = [...products.values()].filter((p) => (p.inventory ?? 0) <= 10);
    res.json({ items: low, total: low.length });
  });
  catalog.get('/internal/staff/reviews', (req, res) => {
    res.json(page([...reviews.values()], req.query));
  });
  catalog.put('/internal/staff/reviews/:id/visibility', (req, res) => {
    const parsed = internalReviewVisibilitySchema.safeParse(req.body);
    if (!parsed.success) return refuse(res, 400, 'bad body');
    if (!can(parsed.data.actor.role, 'reviews:moderate')) return refuse(res, 403, 'Forbidden');
    const review = reviews.get(req.params.id);
    if (!review) return refuse(res, 404, 'Review not found');
    const updated = { ...review, hidden: parsed.data.change.hidden };
    reviews.set(review.id, updated);
    res.json(updated);
  });

  // ---- cart-checkout ----
  const cart = app('cart-checkout');
  cart.get('/internal/staff/orders', (req, res) => {
    const userId = req.query.userId;
    res.json(
      page(
        [...orders.values()].filter((o) => !userId || o.userId === userId),
        req.query,
      ),
    );
  });
  cart.get('/internal/staff/orders/:id', (req, res) => {
    const order = orders.get(req.params.id);
    if (!order) refuse(res, 404, 'Order not found');
    else res.json(order);
  });
  cart.post('/internal/staff/orders/:id/transitions', (req, res) => {
    const parsed = internalOrderTransitionSchema.safeParse(req.body);
    if (!parsed.success) return refuse(res, 400, parsed.error.issues[0]?.message ?? 'bad');
    const order = orders.get(req.params.id);
    if (!order) return refuse(res, 404, 'Order not found');
    const { transition, actor } = parsed.data;
    const permission = transitionPermission(order.status, transition.to);
    if (!permission || !canTransition(order.status, transition.to))
      return refuse(res, 409, ORDER_TRANSITION_REFUSED_MESSAGE);
    if (!can(actor.role, permission)) return refuse(res, 403, 'Forbidden');
    const updated: StaffOrder = {
      ...order,
      status: transition.to,
      trackingNumber: transition.trackingNumber ?? order.trackingNumber,
      timeline: [
        ...order.timeline,
        {
          status: transition.to,
          at: now(),
          by: 'staff',
          note: transition.note ?? null,
          actorId: actor.userId,
          actorName: actor.name,
        },
      ],
    };
    orders.set(order.id, updated);
    res.json(updated);
  });
  // Promotions (issue 30): cart-checkout keeps them; this one answers as it does.
  const promotion = (body: Record<string, unknown> = {}) => ({
    id: 'r-1',
    name: 'Fall',
    code: 'FALL10',
    kind: 'percent',
    percentOff: 10,
    amountOff: null,
    scope: { categories: [], productIds: [], variantIds: [] },
    membersOnly: false,
    minSubtotal: '0.00',
    startsAt: null,
    endsAt: null,
    maxUses: 100,
    maxUsesPerCustomer: 1,
    paused: false,
    uses: 37,
    status: 'active',
    createdAt: '2026-11-30T12:00:00.000Z',
    ...body,
  });
  cart.get('/internal/staff/promotions', (_req, res) => {
    res.json([promotion()]);
  });
  cart.post('/internal/staff/promotions', (req, res) => {
    // As cart-checkout does: the name kept, the code upper-cased (the rest as the sample).
    const { promotion: input } = req.body as { promotion: { name: string; code?: string } };
    res
      .status(201)
      .json(promotion({ name: input.name, code: input.code?.toUpperCase() ?? null, uses: 0 }));
  });
  cart.put('/internal/staff/promotions/:id/status', (req, res) => {
    const { change } = req.body as { change: { paused: boolean } };
    res.json(
      promotion({
        id: req.params.id,
        paused: change.paused,
        status: change.paused ? 'paused' : 'active',
      }),
    );
  });
  cart.get('/internal/staff/order-stats', (req, res) => {
    orderStatsTimezones.push(String(req.query.timezone));
    res.json({
      revenue: { today: '33.79', last7Days: '100.00', last30Days: '250.50' },
      ordersByStatus: {
        pending: 1,
        paid: 2,
        processing: 0,
        shipped: 0,
        completed: 3,
        cancelled: 1,
      },
      daily: [{ date: '2026-11-27', revenue: '33.79', orders: 1 }],
    });
  });

  cart.get('/internal/staff/subscriptions', (req, res) => {
    res.json(page([...subscriptions.values()], req.query));
  });
  cart.get('/internal/staff/subscriptions/:id', (req, res) => {
    const subscription = subscriptions.get(req.params.id);
    if (!subscription) refuse(res, 404, 'Subscription not found');
    else res.json(subscription);
  });
  for (const action of ['pause', 'cancel'] as const) {
    cart.post(`/internal/staff/subscriptions/:id/${action}`, (req, res) => {
      const parsed = internalSubscriptionActionSchema.safeParse(req.body);
      if (!parsed.success) return refuse(res, 400, parsed.error.issues[0]?.message ?? 'bad');
      if (!can(parsed.data.actor.role, 'subscriptions:manage'))
        return refuse(res, 403, 'Forbidden');
      const subscription = subscriptions.get(req.params.id);
      if (!subscription) return refuse(res, 404, 'Subscription not found');
      if (subscription.status === 'cancelled')
        return refuse(res, 409, 'This subscription has been cancelled');
      const { actor, action: body } = parsed.data;
      const updated: StaffSubscription = {
        ...subscription,
        ...(action === 'pause'
          ? { status: 'paused', pauseReason: 'staff' }
          : { status: 'cancelled', cancelledAt: now() }),
        next: null,
        staffNotes: [
          ...subscription.staffNotes,
          { at: now(), action, reason: body.reason, staffId: actor.userId, staffName: actor.name },
        ],
      };
      subscriptions.set(subscription.id, updated);
      res.json(updated);
    });
  }
  cart.get('/internal/staff/subscription-plans', (_req, res) => {
    res.json([...plans.values()]);
  });
  cart.put('/internal/staff/subscription-plans/:productId', (req, res) => {
    const parsed = internalSavePlanSchema.safeParse(req.body);
    if (!parsed.success) return refuse(res, 400, parsed.error.issues[0]?.message ?? 'bad');
    if (!can(parsed.data.actor.role, 'subscriptions:manage')) return refuse(res, 403, 'Forbidden');
    const { plan, actor } = parsed.data;
    const name = (id: string) => products.get(id)?.name ?? `Coffee ${id}`;
    const saved: SubscriptionPlan = {
      productId: req.params.productId,
      productName: name(req.params.productId),
      kind: plan.kind,
      bagSize: plan.bagSize,
      bags: plan.bags,
      picks: plan.picks.map((p) => ({ ...p, productName: name(p.productId) })),
      origins: plan.origins.map((id) => ({ productId: id, productName: name(id) })),
      price: '34.00',
      memberPrice: '28.90',
      nextCoffee: null,
      updatedAt: now(),
      updatedBy: actor.name,
    };
    plans.set(saved.productId, saved);
    res.json(saved);
  });
  cart.get('/internal/staff/subscription-stats', (req, res) => {
    subscriptionStatsTimezones.push(String(req.query.timezone));
    res.json({ active: 12, paused: 3, dueThisWeek: 5, monthlyRecurringRevenue: '842.40' });
  });

  // ---- account ----
  const account = app('account');
  account.get('/internal/sessions/:sid', async (req, res) => {
    // The session checks stay service-defaults' fake account's (revocations, failures).
    const answer = await fetch(`${fakeAccount.url}/internal/sessions/${req.params.sid}`, {
      headers: { 'x-internal-token': req.get('x-internal-token') ?? '' },
    });
    res.status(answer.status).json(await answer.json());
  });
  // A user's membership (GET /internal/users/:id) is the fake's too: tests add members there.
  account.get('/internal/users/:id', async (req, res) => {
    const answer = await fetch(`${fakeAccount.url}/internal/users/${req.params.id}`, {
      headers: { 'x-internal-token': req.get('x-internal-token') ?? '' },
    });
    res.status(answer.status).json(await answer.json());
  });
  account.get('/internal/staff/users', (req, res) => {
    const role = req.query.role;
    res.json(
      page(
        [...users.values()].filter((u) => !role || u.role === role),
        req.query,
      ),
    );
  });
  account.get('/internal/staff/user-stats', (_req, res) => {
    res.json({
      customers: [...users.values()].filter((u) => u.role === 'customer').length,
      activeDirectPlusMembers: 1,
      newCustomers: { today: 1, last7Days: 2, last30Days: 3 },
    });
  });
  account.get('/internal/staff/users/:id', (req, res) => {
    const user = users.get(req.params.id);
    if (!user) refuse(res, 404, 'User not found');
    else res.json(user);
  });
  account.put('/internal/staff/users/:id/role', (req, res) => {
    const parsed = internalRoleChangeSchema.safeParse(req.body);
    if (!parsed.success) return refuse(res, 400, 'bad body');
    const user = users.get(req.params.id);
    if (!user) return refuse(res, 404, 'User not found');
    const admins = [...users.values()].filter((u) => u.role === 'admin' && !u.disabled);
    if (user.role === 'admin' && parsed.data.change.role !== 'admin' && admins.length <= 1)
      return refuse(res, 409, LAST_ADMIN_MESSAGE);
    const updated = { ...user, role: parsed.data.change.role };
    users.set(user.id, updated);
    res.json(updated);
  });
  account.put('/internal/staff/users/:id/status', (req, res) => {
    const parsed = internalAccountStatusChangeSchema.safeParse(req.body);
    if (!parsed.success) return refuse(res, 400, 'bad body');
    const user = users.get(req.params.id);
    if (!user) return refuse(res, 404, 'User not found');
    const updated = { ...user, disabled: parsed.data.change.disabled };
    users.set(user.id, updated);
    res.json(updated);
  });

  for (const a of [catalog, cart, account]) a.use(errorHandler);
  const [catalogServer, cartServer, accountServer] = await Promise.all([
    listen(catalog),
    listen(cart),
    listen(account),
  ]);
  return {
    urls: {
      CATALOG_URL: catalogServer.url,
      CART_CHECKOUT_URL: cartServer.url,
      ACCOUNT_URL: accountServer.url,
    },
    calls,
    behaviour,
    products,
    orders,
    users,
    reviews,
    subscriptions,
    plans,
    orderStatsTimezones,
    subscriptionStatsTimezones,
    /** A stand-in that no longer answers at all (connection refused). */
    stopCatalog: catalogServer.stop,
    stop: async () => {
      await Promise.all([catalogServer.stop(), cartServer.stop(), accountServer.stop()]);
    },
  };
}
export type StandIns = Awaited<ReturnType<typeof startStandIns>>;
