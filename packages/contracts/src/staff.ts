import { z } from 'zod/mini';
import { moneySchema, moneyStringSchema } from './money';
import {
  altitudeSchema,
  productCategorySchema,
  productSchema,
  productVariantSchema,
  variantIdSchema,
  wholeNumberParam,
} from './catalog';
import { bagSizes, coffeeProcesses, grinds, roastLevels } from './coffee-constants';
import {
  MAX_STAFF_PAGE_SIZE,
  orderStatsSchema,
  pageOf,
  STAFF_PAGE_SIZE,
  staffActorSchema,
} from './orders';
import { isDay } from './business-calendar';
import { MAX_MEMBER_DISCOUNT_PERCENT } from './member-prices';
import { subscriptionStatsSchema } from './staff-subscriptions';
import { roleSchema } from './session';
import { PRODUCT_IMAGES_PATH } from './product-image-sources';
import { nullishToNull, optionalToNull, refuse } from './schema-helpers';
import { publicUserSchema } from './user';

// ---- Store settings (GET and PUT /api/admin/settings) -------------------------------------

/**
 * The answer: prices as decimal strings ("9.99"); `updatedAt` null until an admin first saves.
 * The Direct+ prices and the currency are what members are charged: the membership service's
 * price table (DIRECT_PLUS_PRICE_CENTS, DIRECT_PLUS_CURRENCY), shown read-only. Only the time
 * zone is the admin's to set (the dashboard's days are that zone's).
 */
export const storeSettingsSchema = z.object({
  directPlusMonthlyPrice: moneyStringSchema,
  directPlusAnnualPrice: moneyStringSchema,
  currency: z.string(),
  timezone: z.string(),
  /** The shop's holidays (YYYY-MM-DD, in date order); absent in an older service's answer. */
  holidays: z._default(z.array(z.string()), []),
  updatedAt: nullishToNull(z.string()),
});
export type StoreSettings = z.output<typeof storeSettingsSchema>;

const TIMEZONE_MESSAGE = 'Timezone must be an IANA time zone such as America/New_York';
export const DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE =
  "Direct+ prices cannot be changed here: members are charged from the membership service's price table";
export const CURRENCY_READ_ONLY_MESSAGE =
  "The currency cannot be changed here: members are charged from the membership service's price table";

/** Whether this runtime knows `zone` as an IANA time zone name (any spelling it accepts). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone name, returned in its canonical spelling ('america/new_york' -> 'America/New_York'). */
const timezoneSchema = z.pipe(
  z.string({ error: TIMEZONE_MESSAGE }).check(z.trim(), z.maxLength(64, TIMEZONE_MESSAGE)),
  z.transform((value: string, ctx) => {
    try {
      if (!value) throw new RangeError('empty');
      return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    } catch {
      return refuse(ctx, TIMEZONE_MESSAGE);
    }
  }),
);

export const HOLIDAY_DAY_MESSAGE = 'Holidays must be dates written YYYY-MM-DD';
export const HOLIDAY_DUPLICATE_MESSAGE = 'Each holiday can be listed once';
export const MAX_HOLIDAYS = 60;
export const MAX_HOLIDAYS_MESSAGE = `At most ${MAX_HOLIDAYS} holidays`;

/**
 * The shop's holidays: days the shop does not work, on its own clocks (the time zone above);
 * business days are Monday to Friday less these (see business-calendar.ts). Real dates only,
 * each once, at most MAX_HOLIDAYS; stored and answered in date order.
 */
const holidaysSchema = z.pipe(
  z
    .array(z.string({ error: HOLIDAY_DAY_MESSAGE }).check(z.refine(isDay, HOLIDAY_DAY_MESSAGE)), {
      error: HOLIDAY_DAY_MESSAGE,
    })
    .check(
      z.maxLength(MAX_HOLIDAYS, MAX_HOLIDAYS_MESSAGE),
      z.refine((days) => new Set(days).size === days.length, HOLIDAY_DUPLICATE_MESSAGE),
    ),
  // YYYY-MM-DD sorts as text in date order.
  z.transform((days: string[]) => [...days].sort()),
);

/**
 * The settings an admin edits, with the rules and messages the service enforces: the admin
 * form checks a whole form with it, the service a PUT.
 */
export const settingsFormSchema = z.strictObject({
  timezone: timezoneSchema,
  holidays: holidaysSchema,
});
/** What the form holds and sends: the time zone's raw text and the listed days. */
export type SettingsFormValues = { timezone: string; holidays: string[] };
export type SettingsField = keyof SettingsFormValues;

/** A field the settings show but nobody sets here: any value, even the current one, is refused. */
const readOnly = (message: string) => z.optional(z.never({ error: message }));

/**
 * PUT /api/admin/settings: the time zone and the holidays (the whole list; left out keeps the
 * stored one). The prices and the currency are refused by name with where they come from (a
 * settings form of an older release still sending them learns why).
 */
export const settingsUpdateSchema = z
  .strictObject({
    timezone: z.optional(timezoneSchema),
    holidays: z.optional(holidaysSchema),
    directPlusMonthlyPrice: readOnly(DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE),
    directPlusAnnualPrice: readOnly(DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE),
    currency: readOnly(CURRENCY_READ_ONLY_MESSAGE),
  })
  .check(z.refine((update) => Object.keys(update).length > 0, 'No settings to update'));
export type SettingsUpdate = { timezone?: string; holidays?: string[] };

/**
 * GET /internal/settings/calendar (staff, behind the internal token): the shop's business
 * calendar for the other services, the time zone and the holidays (YYYY-MM-DD, in date order).
 */
export const shopCalendarSchema = z.object({
  timezone: z.string(),
  holidays: z.array(z.string()),
});
export type ShopCalendarAnswer = z.infer<typeof shopCalendarSchema>;

// ---- Employee overview (GET /api/employee/overview) ---------------------------------------

const count = z.number().check(z.int(), z.nonnegative());

/**
 * Support ticket counts by status, each as its filter lists it: Resolved counts resolved tickets
 * only, Closed the closed ones (a chat the visitor ended without asking for a reply closes by
 * itself). `closed` is absent in an older service's answer, whose `resolved` counted both.
 */
export const employeeOverviewSchema = z.object({
  tickets: z.object({
    open: count,
    inProgress: count,
    resolved: count,
    closed: z.optional(count),
  }),
});
export type EmployeeOverview = z.infer<typeof employeeOverviewSchema>;

// ---- The staff product list (GET /api/products, read by the admin portal) -----------------

/**
 * A product's stock per variant, as the inventory and the product form read it: every variant,
 * the retired ones too (`retired: true`), with its own SKU, price, stock and low-stock mark.
 */
export const staffVariantSchema = z.extend(productVariantSchema, {
  /** On sale and at or below LOW_STOCK_THRESHOLD (the inventory's and dashboard's mark). */
  lowStock: z._default(z.boolean(), false),
});
export type StaffVariant = z.output<typeof staffVariantSchema>;
/**
 * The spec's "product row in the staff list": the product fields the staff tables show, and
 * its variants (every one, retired too) where the service sends them (absent: an older one).
 */
export const staffProductSchema = z.extend(
  z.pick(productSchema, {
    id: true,
    name: true,
    category: true,
    imageUrl: true,
    price: true,
    inStock: true,
    inventory: true,
    sku: true,
  }),
  { variants: z.optional(z.array(staffVariantSchema)) },
);
export type StaffProduct = z.output<typeof staffProductSchema>;
/** GET /api/admin/products/{id} (staff): the product with all its variants and coffee data. */
export const staffProductDetailSchema = z.extend(productSchema, {
  variants: z.array(staffVariantSchema),
});
export type StaffProductDetail = z.output<typeof staffProductDetailSchema>;
export const staffProductListSchema = z.array(staffProductSchema);

// ---- Paged staff lists ---------------------------------------------------------------------

/** `?q=&page=&pageSize=` of the staff lists (products, inventory, users, customers, audit). */
export const staffListQuerySchema = z.strictObject({
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters')),
  ),
  page: z._default(wholeNumberParam('page', 1, 10_000), 1),
  pageSize: z._default(wholeNumberParam('pageSize', 1, MAX_STAFF_PAGE_SIZE), STAFF_PAGE_SIZE),
});
export type StaffListQuery = z.input<typeof staffListQuerySchema>;

export const staffProductPageSchema = pageOf(staffProductSchema);
export type StaffProductPage = z.infer<typeof staffProductPageSchema>;

/**
 * GET /api/admin/products?q=&page=&pageSize= (admin): the spec's table, `q` matching a name
 * (words, any case) or an id (whole, or its start). GET /api/employee/inventory?q=&page=
 * (all staff) answers the same page with `sort=stock` meaning lowest stock first.
 * Internally both are GET /internal/staff/products?q=&page=&pageSize=&sort= (catalog).
 */
export const staffProductQuerySchema = z.extend(staffListQuerySchema, {
  sort: z._default(z.enum(['name', 'stock'], { error: 'Sort must be name or stock' }), 'name'),
});
export type StaffProductQuery = z.input<typeof staffProductQuerySchema>;

/** Stock at or below this is "low" (dashboard, inventory badges). */
export const LOW_STOCK_THRESHOLD = 10;

// ---- Products: create and edit (admin) -----------------------------------------------------

/**
 * Where a product picture may be: the shop's own pictures, `/api/products/images/` and a name the
 * catalog serves (a shipped drawing `house-blend.svg`, or an upload `<product id>-<16 hex>` with
 * .jpg, .png or .webp), nothing after it; or an absolute `https://` URL naming a host, without
 * credentials, backslashes, spaces or control characters. Everything else is refused, among it
 * protocol-relative `//evil.example/x.png` and `/\evil.example/x.png` (a browser reads both as
 * another site), `http:`, `data:` and `javascript:`.
 */
export const SHIPPED_PRODUCT_IMAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
export const UPLOADED_PRODUCT_IMAGE_NAME = /^[0-9a-f]{24}-[0-9a-f]{16}\.(?:jpg|png|webp)$/;
export const PRODUCT_IMAGE_URL_MESSAGE =
  "Image URL must be an https:// address or one of the shop's own pictures (/api/products/images/...)";

export function isProductImageUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(url)) return false;
  if (url.startsWith(PRODUCT_IMAGES_PATH)) {
    const name = url.slice(PRODUCT_IMAGES_PATH.length);
    return (
      name.length <= 120 &&
      (SHIPPED_PRODUCT_IMAGE_NAME.test(name) || UPLOADED_PRODUCT_IMAGE_NAME.test(name))
    );
  }
  // The host must follow the two slashes at once: 'https:///evil' is read as another host.
  if (!/^https:\/\/[^/?#@]/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      parsed.hostname !== '' &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}

const text = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));
/** Text that may be cleared: '' and null both store null. No default, so a PUT can omit it. */
const clearableText = (label: string, max: number) =>
  z.pipe(
    z.nullable(text(label, max)),
    z.transform((v: string | null) => (v ? v : null)),
  );

/**
 * Every field of spec section 3 a person sets, without defaults: zod applies a default even
 * inside .partial(), which would overwrite what a PUT leaves out. id, rating, reviewCount and
 * createdAt are the shop's; `inStock` follows the stock (inventory > 0) unless set false to hold
 * a product back.
 */
export const MEMBER_DISCOUNT_MESSAGE = `Member discount must be a whole number from 0 to ${MAX_MEMBER_DISCOUNT_PERCENT}`;

const productFields = {
  name: text('Name', 120).check(z.minLength(2, 'Name must be at least 2 characters')),
  description: clearableText('Description', 2000),
  price: moneySchema.check(z.refine((c) => c > 0, 'Price must be greater than 0')),
  imageUrl: clearableText('Image URL', 500).check(
    z.refine((v) => v === null || isProductImageUrl(v), PRODUCT_IMAGE_URL_MESSAGE),
  ),
  category: productCategorySchema,
  inStock: z.boolean(),
  isDirectPlusEligible: z.boolean(),
  /** Members' discount on a product that is not coffee (coffee's is fixed at 10%). */
  memberDiscountPercent: z
    .number({ error: MEMBER_DISCOUNT_MESSAGE })
    .check(
      z.int(MEMBER_DISCOUNT_MESSAGE),
      z.gte(0, MEMBER_DISCOUNT_MESSAGE),
      z.lte(MAX_MEMBER_DISCOUNT_PERCENT, MEMBER_DISCOUNT_MESSAGE),
    ),
  /** The public release (ISO with offset), or null: members buy EARLY_ACCESS_HOURS before it. */
  releaseAt: z.nullable(
    z.iso.datetime({ offset: true, error: 'Release time must be a date and time' }),
  ),
  isBestseller: z.boolean(),
  isNew: z.boolean(),
  isSale: z.boolean(),
  originalPrice: z.nullable(moneySchema),
  unitSize: clearableText('Unit size', 60),
  sku: clearableText('SKU', 40).check(
    z.refine(
      (v) => v === null || /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(v),
      'SKU may hold letters, digits and hyphens',
    ),
  ),
  inventory: z
    .number({ error: 'Inventory must be a whole number' })
    .check(
      z.int('Inventory must be a whole number'),
      z.gte(0, 'Inventory cannot be negative'),
      z.lte(1_000_000, 'Inventory must be at most 1,000,000'),
    ),
};

// ---- Variants and coffee data in the admin's product form -----------------------------------

/**
 * One variant as the admin writes it. Without `id` it is new (its id derives from its options);
 * with `id` it edits that one. A variant left out of the list is retired if it was ever ordered
 * or reserved, deleted otherwise (the service decides); `retired: true` retires it outright.
 */
export const variantInputSchema = z.strictObject({
  id: z.optional(variantIdSchema),
  size: z.nullable(z.enum(bagSizes, { error: `Size must be one of ${bagSizes.join(', ')}` })),
  grind: z.nullable(z.enum(grinds, { error: `Grind must be one of ${grinds.join(', ')}` })),
  price: moneySchema.check(z.refine((c) => c > 0, 'Price must be greater than 0')),
  originalPrice: z._default(z.nullable(moneySchema), null),
  sku: productFields.sku,
  inventory: productFields.inventory,
  retired: z._default(z.boolean(), false),
});
export type VariantInput = z.input<typeof variantInputSchema>;
export const VARIANTS_DUPLICATE_MESSAGE = 'Two variants have the same size and grind';
export const VARIANTS_NONE_ON_SALE_MESSAGE = 'Keep at least one variant on sale';
export const MAX_VARIANTS = 40;

/** The coffee's own data (null clears a field). */
export const coffeeFieldsSchema = z.strictObject({
  origin: z.nullable(
    z.strictObject({
      country: text('Country', 60).check(z.minLength(2, 'Country must be at least 2 characters')),
      region: clearableText('Region', 80),
    }),
  ),
  roastLevel: z.nullable(z.enum(roastLevels, { error: 'Unknown roast level' })),
  process: z.nullable(z.enum(coffeeProcesses, { error: 'Unknown process' })),
  altitude: z.nullable(
    altitudeSchema.check(
      z.refine((a) => a.min <= a.max, 'The lowest altitude must not be above the highest'),
    ),
  ),
  flavorNotes: z
    .array(text('Flavour note', 40).check(z.minLength(2, 'Flavour notes need 2 characters')))
    .check(z.maxLength(8, 'At most 8 flavour notes')),
  brewSuggestions: z
    .array(text('Brew suggestion', 200).check(z.minLength(2, 'Brew suggestions need 2 characters')))
    .check(z.maxLength(6, 'At most 6 brew suggestions')),
});
export type CoffeeFieldsInput = z.input<typeof coffeeFieldsSchema>;

/**
 * PUT /api/admin/products/{id}/variants: the whole list of variants (see variantInputSchema).
 * PUT /api/admin/products/{id}/coffee: the coffee data. Both answer StaffProductDetail.
 */
export const productVariantsInputSchema = z.strictObject({
  variants: z
    .array(variantInputSchema)
    .check(z.minLength(1, VARIANTS_NONE_ON_SALE_MESSAGE), z.maxLength(MAX_VARIANTS)),
});

export const SALE_NEEDS_ORIGINAL_PRICE_MESSAGE = 'A sale needs an original price above the price';
/** The sale rule on a whole product (a PUT is checked against the stored product merged in). */
export const saleIsValid = (p: {
  isSale: boolean;
  price: number;
  originalPrice: number | null;
}): boolean => !p.isSale || (p.originalPrice !== null && p.originalPrice > p.price);

/**
 * POST /api/admin/products: a new product, the spec's defaults for what is left out. The admin
 * form checks the same rules with the same messages.
 */
export const productInputSchema = z
  .strictObject({
    ...productFields,
    description: optionalToNull(productFields.description),
    imageUrl: optionalToNull(productFields.imageUrl),
    inStock: z._default(productFields.inStock, true),
    isDirectPlusEligible: z._default(productFields.isDirectPlusEligible, true),
    memberDiscountPercent: z._default(productFields.memberDiscountPercent, 0),
    releaseAt: optionalToNull(productFields.releaseAt),
    isBestseller: z._default(productFields.isBestseller, false),
    isNew: z._default(productFields.isNew, false),
    isSale: z._default(productFields.isSale, false),
    originalPrice: optionalToNull(productFields.originalPrice),
    unitSize: optionalToNull(productFields.unitSize),
    sku: optionalToNull(productFields.sku),
    inventory: z._default(productFields.inventory, 100),
  })
  .check(
    z.refine(saleIsValid, { message: SALE_NEEDS_ORIGINAL_PRICE_MESSAGE, path: ['originalPrice'] }),
  );
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductFields = z.output<typeof productInputSchema>;

/**
 * PUT /api/admin/products/{id}: any non-empty subset; what is left out stays as stored. The
 * service checks saleIsValid on the stored product with the update applied.
 */
export const productUpdateSchema = z
  .partial(z.strictObject(productFields))
  .check(z.refine((update) => Object.keys(update).length > 0, 'No changes to save'));
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;
export const PRODUCT_SKU_TAKEN_MESSAGE = 'Another product already has this SKU';

/**
 * PUT /api/admin/products/{id}/image: the picture itself as the body, Content-Type image/jpeg,
 * image/png or image/webp, at most 2 MB (the gateway allows that much on this route only); the
 * bytes must be what the type says (checked by their signature) and decode as a picture. It is
 * stored encoded afresh as a WebP (its pixels only: no metadata, comments or trailing bytes) at
 * most 2048 px a side. Answers the product with its new imageUrl (`...-<hash>.webp`).
 */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PRODUCT_IMAGE_BYTES = 2 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPE_MESSAGE = 'The picture must be a JPEG, PNG or WebP image';
export const PRODUCT_IMAGE_SIZE_MESSAGE = 'The picture must be at most 2 MB';
export const PRODUCT_IMAGE_UNREADABLE_MESSAGE =
  'The picture could not be read: it must be a whole JPEG, PNG or WebP image';

// ---- Stock (inventory) ---------------------------------------------------------------------

const stockReason = z
  .string({ error: 'Please give a reason' })
  .check(
    z.trim(),
    z.minLength(3, 'Please give a reason'),
    z.maxLength(200, 'Reason must be at most 200 characters'),
  );

/**
 * One stock change: `adjust` adds `value` (negative takes away; 'inventory:adjust'), `set`
 * makes the stock exactly `value` (a counted figure; 'inventory:correct'). Stock never goes below
 * zero: an adjustment that would is refused (409) and changes nothing.
 */
export const stockChangeSchema = z.strictObject({
  /** The variant whose stock changes; absent = the default variant. */
  variantId: z.optional(variantIdSchema),
  mode: z.enum(['adjust', 'set'], { error: 'Mode must be adjust or set' }),
  value: z
    .number({ error: 'Quantity must be a whole number' })
    .check(
      z.int('Quantity must be a whole number'),
      z.gte(-1_000_000, 'Quantity is too small'),
      z.lte(1_000_000, 'Quantity is too large'),
    ),
  reason: stockReason,
});
export type StockChangeInput = z.input<typeof stockChangeSchema>;

/** POST /api/employee/inventory/{productId}: one product ('Update Stock'). Answers StaffProduct. */
export const STOCK_BELOW_ZERO_MESSAGE = 'Stock cannot go below zero';

/**
 * POST /api/employee/inventory (bulk, 'Update Inventory'): up to 100 products, one reason, all
 * applied or none (a refused line answers 409 naming it). Answers the changed StaffProducts.
 */
export const bulkStockChangeSchema = z.strictObject({
  mode: z.enum(['adjust', 'set'], { error: 'Mode must be adjust or set' }),
  lines: z
    .array(
      z.strictObject({
        productId: z.string().check(z.minLength(1), z.maxLength(64)),
        /** The variant whose stock changes; absent = the default variant. */
        variantId: z.optional(variantIdSchema),
        value: stockChangeSchema.shape.value,
      }),
    )
    .check(
      z.minLength(1, 'Choose at least one product'),
      z.maxLength(100, 'At most 100 products at a time'),
    ),
  reason: stockReason,
});
export type BulkStockChangeInput = z.input<typeof bulkStockChangeSchema>;

/** POST /internal/staff/stock (catalog): a bulk change with who makes it. */
export const internalStockChangeSchema = z.strictObject({
  change: bulkStockChangeSchema,
  actor: staffActorSchema,
});

// ---- Accounts: users (admin) and customers (all staff) -------------------------------------

/** An account as staff see it: the public user plus whether it is disabled and its last sign-in. */
export const staffUserSchema = z.extend(publicUserSchema, {
  disabled: z.boolean(),
  lastSignInAt: z.nullable(z.string()),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUserPageSchema = pageOf(staffUserSchema);
export type StaffUserPage = z.infer<typeof staffUserPageSchema>;

/**
 * GET /api/admin/users?q=&role=&page= (admin) and GET /api/employee/customers?segment=&q=&page=
 * (all staff: role customer only; segment all / direct-plus / standard). `q` matches username,
 * email or full name. Internally GET /internal/staff/users with the same query (account), where
 * `role` narrows and `segment` applies to any role.
 */
export const customerSegments = ['all', 'direct-plus', 'standard'] as const;
export type CustomerSegment = (typeof customerSegments)[number];
export const staffUserQuerySchema = z.extend(staffListQuerySchema, {
  role: z.optional(roleSchema),
  segment: z._default(
    z.enum(customerSegments, { error: 'Segment must be all, direct-plus or standard' }),
    'all',
  ),
});
export type StaffUserQuery = z.input<typeof staffUserQuerySchema>;

/** PUT /api/admin/users/{id}/role. Never the last admin's, never the caller's own admin role. */
export const roleChangeSchema = z.strictObject({ role: roleSchema });
export const LAST_ADMIN_MESSAGE = 'The shop must keep at least one admin';
export const OWN_ADMIN_ROLE_MESSAGE = 'You cannot remove your own admin role';
/** PUT /api/admin/users/{id}/status: disabling ends every session of the account at once. */
export const accountStatusChangeSchema = z.strictObject({ disabled: z.boolean() });
export const OWN_ACCOUNT_DISABLE_MESSAGE = 'You cannot disable your own account';
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been disabled. Please contact customer support.';

/** PUT /internal/staff/users/{id}/role and /status (account): the change and who makes it. */
export const internalRoleChangeSchema = z.strictObject({
  change: roleChangeSchema,
  actor: staffActorSchema,
});
export const internalAccountStatusChangeSchema = z.strictObject({
  change: accountStatusChangeSchema,
  actor: staffActorSchema,
});

/** GET /internal/staff/user-stats (account): the dashboard's account figures. */
export const userStatsSchema = z.object({
  customers: z.number().check(z.int(), z.nonnegative()),
  activeDirectPlusMembers: z.number().check(z.int(), z.nonnegative()),
  newCustomers: z.object({
    today: z.number().check(z.int(), z.nonnegative()),
    last7Days: z.number().check(z.int(), z.nonnegative()),
    last30Days: z.number().check(z.int(), z.nonnegative()),
  }),
});
export type UserStats = z.infer<typeof userStatsSchema>;

// ---- The admin dashboard -------------------------------------------------------------------

/** GET /api/admin/dashboard: real figures, days in the store's time zone (settings). */
export const adminDashboardSchema = z.object({
  timezone: z.string(),
  revenue: orderStatsSchema.shape.revenue,
  ordersByStatus: orderStatsSchema.shape.ordersByStatus,
  daily: orderStatsSchema.shape.daily,
  activeDirectPlusMembers: z.number().check(z.int(), z.nonnegative()),
  customers: z.number().check(z.int(), z.nonnegative()),
  newCustomers: userStatsSchema.shape.newCustomers,
  /** Products at or below LOW_STOCK_THRESHOLD, lowest first (at most 10), and how many in all. */
  lowStock: z.object({ items: z.array(staffProductSchema), total: z.number().check(z.int()) }),
  /** Subscribe & Save figures (cart-checkout); null when they could not be had (or an older staff service). */
  subscriptions: nullishToNull(subscriptionStatsSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ---- The audit log (admin) -----------------------------------------------------------------

/**
 * Every staff write, kept by the staff service (which every staff write passes through):
 * GET /api/admin/audit?q=&page= (admin), newest first.
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ userId: z.string(), name: z.string(), role: roleSchema }),
  /** 'order.transition', 'stock.change', 'product.create', 'product.update', 'product.image',
   * 'user.role', 'user.status', 'settings.update', 'ticket.reply', 'ticket.status',
   * 'review.moderate' */
  action: z.string(),
  target: z.object({ kind: z.string(), id: z.string(), label: z.nullable(z.string()) }),
  /** What changed, in words a person reads ('pending -> cancelled', 'stock 12 -> 40: delivery'). */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

// ---- Review moderation (managers and admins) -----------------------------------------------

/**
 * GET /api/employee/reviews?q=&page= ('reviews:moderate'): newest first, hidden ones too.
 * PUT /api/employee/reviews/{id}/visibility { hidden } hides one from the shop (its rating
 * leaves the product's) or restores it. Internally /internal/staff/reviews… (catalog).
 */
export const staffReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  userId: z.string(),
  authorName: z.string(),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  title: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  isVerifiedPurchase: z.boolean(),
  /** What the author bought, as the shop's review shows it (reviewSchema.purchasedVariants). */
  purchasedVariants: z._default(z.array(z.string()), []),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;
export const staffReviewPageSchema = pageOf(staffReviewSchema);
export const reviewVisibilitySchema = z.strictObject({ hidden: z.boolean() });
export const internalReviewVisibilitySchema = z.strictObject({
  change: reviewVisibilitySchema,
  actor: staffActorSchema,
});
