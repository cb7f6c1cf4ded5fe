import { z } from 'zod';
import { formatCents, moneySchema } from '@coffee/contracts';

/** Store settings as the domain holds them (money in integer cents). */
export interface StoreSettingsRecord {
  directPlusMonthlyPriceCents: number;
  directPlusAnnualPriceCents: number;
  currency: string;
  timezone: string;
  /** Null until an admin first saves the settings. */
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** The spec's admin settings defaults: Direct+ at $9.99 a month or $99.99 a year, USD, New York time. */
export const defaultStoreSettings: StoreSettingsRecord = {
  directPlusMonthlyPriceCents: 999,
  directPlusAnnualPriceCents: 9999,
  currency: 'USD',
  timezone: 'America/New_York',
  updatedAt: null,
  updatedBy: null,
};

// TODO(contracts): the settings payloads belong in @coffee/contracts for the admin portal form.
/** GET/PUT /api/admin/settings answer. Prices are decimal strings ("9.99"). */
export interface StoreSettings {
  directPlusMonthlyPrice: string;
  directPlusAnnualPrice: string;
  currency: string;
  timezone: string;
  updatedAt: string | null;
}

export function toPublicSettings(record: StoreSettingsRecord): StoreSettings {
  return {
    directPlusMonthlyPrice: formatCents(record.directPlusMonthlyPriceCents),
    directPlusAnnualPrice: formatCents(record.directPlusAnnualPriceCents),
    currency: record.currency,
    timezone: record.timezone,
    updatedAt: record.updatedAt?.toISOString() ?? null,
  };
}

const price = (label: string) =>
  moneySchema.refine((cents) => cents > 0, `${label} must be greater than 0`);

const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

/** An IANA zone name, returned in its canonical spelling ('america/new_york' -> 'America/New_York'). */
const timezoneSchema = z
  .string()
  .trim()
  .max(64)
  .transform((value, ctx) => {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'Timezone must be an IANA time zone such as America/New_York',
      });
      return z.NEVER;
    }
  });

/** PUT /api/admin/settings: any subset of the settings, nothing else. */
export const settingsUpdateSchema = z
  .strictObject({
    directPlusMonthlyPrice: price('Monthly price'),
    directPlusAnnualPrice: price('Annual price'),
    currency: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(
        (value) => knownCurrencies.has(value),
        'Currency must be an ISO 4217 code such as USD',
      ),
    timezone: timezoneSchema,
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'No settings to update');
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;
