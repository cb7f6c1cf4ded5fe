import { formatCents, type StoreSettings } from '@coffee/contracts';

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

export function toPublicSettings(record: StoreSettingsRecord): StoreSettings {
  return {
    directPlusMonthlyPrice: formatCents(record.directPlusMonthlyPriceCents),
    directPlusAnnualPrice: formatCents(record.directPlusAnnualPriceCents),
    currency: record.currency,
    timezone: record.timezone,
    updatedAt: record.updatedAt?.toISOString() ?? null,
  };
}
