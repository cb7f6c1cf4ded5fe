import { z } from 'zod';

// TODO(contracts): the store settings answer and update payload belong in @coffee/contracts,
// shared with services/staff (src/domain/settings.ts), which parses the same rules on the server.

const moneyString = z.union([z.string(), z.number()]).transform((v) => String(v));

/** GET and PUT /api/admin/settings answer. Prices are decimal strings ("9.99"). */
export const storeSettingsSchema = z.object({
  directPlusMonthlyPrice: moneyString,
  directPlusAnnualPrice: moneyString,
  currency: z.string(),
  timezone: z.string(),
  /** Null until an admin first saves (the spec's defaults are in force). */
  updatedAt: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type StoreSettings = z.output<typeof storeSettingsSchema>;

const AMOUNT = /^\d{1,8}(?:\.\d{1,2})?$/;

const price = (label: string) =>
  z
    .string()
    .trim()
    .regex(AMOUNT, 'Must be an amount with at most 2 decimals, such as 12.99')
    .refine((value) => Number(value) > 0, `${label} must be greater than 0`);

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** The settings form, checked in the browser with the service's own rules and messages. */
export const settingsFormSchema = z.object({
  directPlusMonthlyPrice: price('Monthly price'),
  directPlusAnnualPrice: price('Annual price'),
  currency: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{3}$/.test(value), 'Currency must be an ISO 4217 code such as USD'),
  timezone: z
    .string()
    .trim()
    .min(1, 'Timezone must be an IANA time zone such as America/New_York')
    .refine(isTimeZone, 'Timezone must be an IANA time zone such as America/New_York'),
});
export type SettingsFormValues = z.input<typeof settingsFormSchema>;
export type SettingsUpdate = z.output<typeof settingsFormSchema>;
export type SettingsField = keyof SettingsFormValues;
