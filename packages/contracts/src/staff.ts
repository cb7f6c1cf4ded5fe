import { z } from 'zod';
import { moneySchema, moneyStringSchema } from './money';
import { productSchema } from './catalog';

// ---- Store settings (GET and PUT /api/admin/settings) -------------------------------------

/** The answer: prices as decimal strings ("9.99"); `updatedAt` null until an admin first saves. */
export const storeSettingsSchema = z.object({
  directPlusMonthlyPrice: moneyStringSchema,
  directPlusAnnualPrice: moneyStringSchema,
  currency: z.string(),
  timezone: z.string(),
  updatedAt: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type StoreSettings = z.output<typeof storeSettingsSchema>;

const price = (label: string) =>
  moneySchema.refine((cents) => cents > 0, `${label} must be greater than 0`);

const CURRENCY_MESSAGE = 'Currency must be an ISO 4217 code such as USD';
const TIMEZONE_MESSAGE = 'Timezone must be an IANA time zone such as America/New_York';

// Intl knows the ISO 4217 codes in every browser and in Node: the same list on both sides.
// Read on first use: importing the contracts must cost nothing (they are free of side effects).
let knownCurrencies: ReadonlySet<string> | undefined;
const isKnownCurrency = (code: string) =>
  (knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

const currencySchema = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isKnownCurrency, CURRENCY_MESSAGE);

/** An IANA zone name, returned in its canonical spelling ('america/new_york' -> 'America/New_York'). */
const timezoneSchema = z
  .string({ error: TIMEZONE_MESSAGE })
  .trim()
  .max(64, TIMEZONE_MESSAGE)
  .transform((value, ctx) => {
    try {
      if (!value) throw new RangeError('empty');
      return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    } catch {
      ctx.addIssue({ code: 'custom', message: TIMEZONE_MESSAGE });
      return z.NEVER;
    }
  });

/**
 * The settings an admin edits, with the rules and messages the service enforces: the admin
 * form checks a whole form with it, the service a PUT (any non-empty subset). Prices come in as
 * text or numbers and leave as integer cents.
 */
export const settingsFormSchema = z.strictObject({
  directPlusMonthlyPrice: price('Monthly price'),
  directPlusAnnualPrice: price('Annual price'),
  currency: currencySchema,
  timezone: timezoneSchema,
});
/** What the form holds and sends (the raw text of each field). */
export type SettingsFormValues = { [K in keyof z.input<typeof settingsFormSchema>]: string };
export type SettingsField = keyof SettingsFormValues;

/** PUT /api/admin/settings: any subset of the settings, nothing else. */
export const settingsUpdateSchema = settingsFormSchema
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'No settings to update');
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;

// ---- Employee overview (GET /api/employee/overview) ---------------------------------------

const count = z.number().int().nonnegative();

/** Support ticket counts by the statuses the staff screens show. */
export const employeeOverviewSchema = z.object({
  tickets: z.object({ open: count, inProgress: count, resolved: count }),
});
export type EmployeeOverview = z.infer<typeof employeeOverviewSchema>;

// ---- The staff product list (GET /api/products, read by the admin portal) -----------------

/** The spec's "product row in the staff list": the product fields the staff tables show. */
export const staffProductSchema = productSchema.pick({
  id: true,
  name: true,
  category: true,
  imageUrl: true,
  price: true,
  inStock: true,
  inventory: true,
  sku: true,
});
export type StaffProduct = z.output<typeof staffProductSchema>;
export const staffProductListSchema = z.array(staffProductSchema);
