import {
  adminDashboardSchema,
  can,
  lineName,
  staffProductDetailSchema,
  orderStatsSchema,
  productSchema,
  staffOrderPageSchema,
  staffOrderSchema,
  staffProductPageSchema,
  staffProductSchema,
  staffReviewPageSchema,
  staffReviewSchema,
  staffUserPageSchema,
  staffUserSchema,
  subscriptionStatsSchema,
  userStatsSchema,
  type AdminDashboard,
  type StaffActor,
} from '@coffee/contracts';
import { AppError, FORBIDDEN_MESSAGE } from '@coffee/service-defaults';
import { z } from 'zod';
import type { Upstream } from './ports';
import { queryString, type Query } from './query-string';
import type { AuditLog } from './audit';
import type { SettingsService } from './settings-service';

/** The request id of the staff request, so one id follows it through every service. */
type Ctx = { actor: StaffActor; requestId?: string };

const stockItemsSchema = z.object({ items: z.array(staffProductSchema) });
const lowStockSchema = z.object({ items: z.array(staffProductSchema), total: z.number().int() });

const CUSTOMER_NOT_FOUND_MESSAGE = 'Customer not found';

const forbidden = () => new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
const enc = encodeURIComponent;
const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What a product save changed, for the audit log: the fields sent whose value differs between the
 * product before and after (the editor sends every field, so the keys alone named all of them).
 * Without the product before (it could not be read), the fields sent.
 */
function productChanges(
  update: unknown,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): string {
  const sent = update && typeof update === 'object' ? Object.keys(update).sort() : [];
  const fields = before ? sent.filter((key) => !sameValue(before[key], after[key])) : sent;
  return fields.length > 0 ? `changed ${fields.join(', ')}` : 'saved with no change';
}

/**
 * The staff API as a BFF: every read and write goes to the owning service's /internal/staff
 * endpoint with the staff member as the actor; every successful write is appended to the audit log.
 */
export function createBackOffice(deps: {
  catalog: Upstream;
  orders: Upstream;
  accounts: Upstream;
  audit: AuditLog;
  settings: SettingsService;
}) {
  const { catalog, orders, accounts, audit, settings } = deps;
  const opts = (ctx: Ctx, extra: { method?: 'POST' | 'PUT'; body?: unknown } = {}) => ({
    ...extra,
    ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
  });

  async function customer(id: string, ctx: Ctx) {
    const user = await accounts.send(
      `/internal/staff/users/${enc(id)}`,
      staffUserSchema,
      opts(ctx),
    );
    // Staff accounts are the admin's to see: through the customers screen they do not exist.
    if (user.role !== 'customer') throw new AppError(404, CUSTOMER_NOT_FOUND_MESSAGE, 'NOT_FOUND');
    return user;
  }

  return {
    // ---- orders (cart-checkout) ----
    listOrders: (query: Query, ctx: Ctx) =>
      orders.send(`/internal/staff/orders${queryString(query)}`, staffOrderPageSchema, opts(ctx)),
    getOrder: (id: string, ctx: Ctx) =>
      orders.send(`/internal/staff/orders/${enc(id)}`, staffOrderSchema, opts(ctx)),
    async transitionOrder(
      id: string,
      transition: { to: string; trackingNumber?: string | undefined; note?: string | undefined },
      ctx: Ctx,
    ) {
      const order = await orders.send(
        `/internal/staff/orders/${enc(id)}/transitions`,
        staffOrderSchema,
        opts(ctx, { method: 'POST', body: { transition, actor: ctx.actor } }),
      );
      const extra = [
        transition.trackingNumber ? `tracking ${transition.trackingNumber}` : null,
        transition.note ? `note: ${transition.note}` : null,
      ].filter(Boolean);
      await audit.append(
        ctx.actor,
        'order.transition',
        { kind: 'order', id: order.id, label: order.orderNumber },
        `-> ${order.status}${extra.length ? ` (${extra.join('; ')})` : ''}`,
      );
      return order;
    },

    // ---- inventory and products (catalog) ----
    listProducts: (query: Query, ctx: Ctx) =>
      catalog.send(
        `/internal/staff/products${queryString(query)}`,
        staffProductPageSchema,
        opts(ctx),
      ),
    /** The product with every variant (retired ones too) and its coffee data. */
    getProduct: (id: string, ctx: Ctx) =>
      catalog.send(`/internal/staff/products/${enc(id)}`, staffProductDetailSchema, opts(ctx)),
    async changeStock(
      change: {
        mode: 'adjust' | 'set';
        lines: { productId: string; variantId?: string; value: number }[];
        reason: string;
      },
      ctx: Ctx,
    ) {
      // The catalog checks this too; refusing here spares it a call the policy already answers.
      if (!can(ctx.actor.role, change.mode === 'set' ? 'inventory:correct' : 'inventory:adjust')) {
        throw forbidden();
      }
      const { items } = await catalog.send(
        '/internal/staff/stock',
        stockItemsSchema,
        opts(ctx, { method: 'POST', body: { change, actor: ctx.actor } }),
      );
      for (const line of change.lines) {
        const after = items.find((p) => p.id === line.productId);
        // The variant changed (the default when none was named), named as every screen names it.
        const variant = line.variantId
          ? after?.variants?.find((v) => v.id === line.variantId)
          : after?.variants?.length === 1
            ? after.variants[0]
            : undefined;
        const what =
          change.mode === 'set'
            ? `set to ${line.value}`
            : `adjusted by ${line.value > 0 ? '+' : ''}${line.value}`;
        const now = variant ? variant.inventory : after?.inventory;
        await audit.append(
          ctx.actor,
          'stock.change',
          {
            kind: 'product',
            id: line.productId,
            label: after ? lineName(after.name, variant?.label) : null,
          },
          `stock ${what}${after ? `, now ${now}` : ''}: ${change.reason}`,
        );
      }
      return items;
    },
    async createProduct(input: unknown, ctx: Ctx) {
      const product = await catalog.send(
        '/internal/staff/products',
        productSchema,
        opts(ctx, { method: 'POST', body: { product: input, actor: ctx.actor } }),
      );
      await audit.append(
        ctx.actor,
        'product.create',
        { kind: 'product', id: product.id, label: product.name },
        `created ${product.name} at $${product.price}`,
      );
      return product;
    },
    async updateProduct(id: string, update: unknown, ctx: Ctx) {
      // Read first only to say what changed: a failed read leaves the save's own answer to decide.
      const before = await catalog
        .send(`/internal/staff/products/${enc(id)}`, productSchema, opts(ctx))
        .catch(() => undefined);
      const product = await catalog.send(
        `/internal/staff/products/${enc(id)}`,
        productSchema,
        opts(ctx, { method: 'PUT', body: { update, actor: ctx.actor } }),
      );
      await audit.append(
        ctx.actor,
        'product.update',
        { kind: 'product', id: product.id, label: product.name },
        productChanges(update, before, product),
      );
      return product;
    },
    /** PUT .../variants: the body as the admin sent it (the catalog parses it once). */
    async setProductVariants(id: string, body: { variants: unknown }, ctx: Ctx) {
      const product = await catalog.send(
        `/internal/staff/products/${enc(id)}/variants`,
        staffProductDetailSchema,
        opts(ctx, { method: 'PUT', body: { variants: body.variants, actor: ctx.actor } }),
      );
      const onSale = product.variants.filter((v) => !v.retired);
      const retired = product.variants.length - onSale.length;
      await audit.append(
        ctx.actor,
        'product.variants',
        { kind: 'product', id: product.id, label: product.name },
        `variants on sale: ${onSale.map((v) => v.label || 'default').join('; ')}` +
          (retired > 0 ? ` (${retired} retired)` : ''),
      );
      return product;
    },
    async setProductCoffee(id: string, coffee: unknown, ctx: Ctx) {
      const product = await catalog.send(
        `/internal/staff/products/${enc(id)}/coffee`,
        staffProductDetailSchema,
        opts(ctx, { method: 'PUT', body: { coffee, actor: ctx.actor } }),
      );
      await audit.append(
        ctx.actor,
        'product.coffee',
        { kind: 'product', id: product.id, label: product.name },
        'coffee data saved',
      );
      return product;
    },
    async setProductImage(id: string, body: Buffer, contentType: string, ctx: Ctx) {
      const product = await catalog.sendBinary(
        `/internal/staff/products/${enc(id)}/image`,
        productSchema,
        body,
        contentType,
        ctx.actor,
        ctx.requestId,
      );
      await audit.append(
        ctx.actor,
        'product.image',
        { kind: 'product', id: product.id, label: product.name },
        `new picture (${contentType}, ${Math.ceil(body.length / 1024)} KB)`,
      );
      return product;
    },

    // ---- reviews (catalog) ----
    listReviews: (query: Query, ctx: Ctx) =>
      catalog.send(
        `/internal/staff/reviews${queryString(query)}`,
        staffReviewPageSchema,
        opts(ctx),
      ),
    async setReviewVisibility(id: string, change: { hidden: boolean }, ctx: Ctx) {
      const review = await catalog.send(
        `/internal/staff/reviews/${enc(id)}/visibility`,
        staffReviewSchema,
        opts(ctx, { method: 'PUT', body: { change, actor: ctx.actor } }),
      );
      await audit.append(
        ctx.actor,
        'review.moderate',
        { kind: 'review', id: review.id, label: review.productName },
        `${change.hidden ? 'hidden' : 'restored'}: review by ${review.authorName}`,
      );
      return review;
    },

    // ---- accounts (account) ----
    listUsers: (query: Query, ctx: Ctx) =>
      accounts.send(`/internal/staff/users${queryString(query)}`, staffUserPageSchema, opts(ctx)),
    listCustomers: (query: Query, ctx: Ctx) =>
      accounts.send(
        `/internal/staff/users${queryString({ ...query, role: 'customer' })}`,
        staffUserPageSchema,
        opts(ctx),
      ),
    getCustomer: customer,
    async customerOrders(id: string, query: Query, ctx: Ctx) {
      await customer(id, ctx);
      return orders.send(
        `/internal/staff/orders${queryString({ ...query, userId: id })}`,
        staffOrderPageSchema,
        opts(ctx),
      );
    },
    async setUserRole(id: string, change: { role: string }, ctx: Ctx) {
      const user = await accounts.send(
        `/internal/staff/users/${enc(id)}/role`,
        staffUserSchema,
        opts(ctx, { method: 'PUT', body: { change, actor: ctx.actor } }),
      );
      await audit.append(
        ctx.actor,
        'user.role',
        { kind: 'user', id: user.id, label: user.username },
        `role -> ${user.role}`,
      );
      return user;
    },
    async setUserStatus(id: string, change: { disabled: boolean }, ctx: Ctx) {
      const user = await accounts.send(
        `/internal/staff/users/${enc(id)}/status`,
        staffUserSchema,
        opts(ctx, { method: 'PUT', body: { change, actor: ctx.actor } }),
      );
      await audit.append(
        ctx.actor,
        'user.status',
        { kind: 'user', id: user.id, label: user.username },
        user.disabled ? 'disabled (sessions ended)' : 'enabled',
      );
      return user;
    },

    // ---- the dashboard ----
    /** The days of the figures are the store's (settings' time zone), not the server's. */
    async dashboard(ctx: Ctx): Promise<AdminDashboard> {
      const { timezone } = await settings.get();
      const [stats, users, lowStock, subscriptions] = await Promise.all([
        orders.send(
          `/internal/staff/order-stats${queryString({ timezone })}`,
          orderStatsSchema,
          opts(ctx),
        ),
        accounts.send(
          `/internal/staff/user-stats${queryString({ timezone })}`,
          userStatsSchema,
          opts(ctx),
        ),
        catalog.send(
          `/internal/staff/low-stock${queryString({ limit: 10 })}`,
          lowStockSchema,
          opts(ctx),
        ),
        // Extra figures: without them (an older cart-checkout, a failure) the rest still shows.
        orders
          .send(
            `/internal/staff/subscription-stats${queryString({ timezone })}`,
            subscriptionStatsSchema,
            opts(ctx),
          )
          .catch(() => null),
      ]);
      return adminDashboardSchema.parse({
        timezone,
        revenue: stats.revenue,
        ordersByStatus: stats.ordersByStatus,
        daily: stats.daily,
        activeDirectPlusMembers: users.activeDirectPlusMembers,
        customers: users.customers,
        newCustomers: users.newCustomers,
        // The catalog picks them (inventory <= LOW_STOCK_THRESHOLD, lowest first).
        lowStock: { items: lowStock.items.slice(0, 10), total: lowStock.total },
        subscriptions,
      });
    },
  };
}
export type BackOffice = ReturnType<typeof createBackOffice>;
