import {
  DIRECT_PLUS_CURRENCY,
  DIRECT_PLUS_PRICE_CENTS,
  formatCents,
  type StoreSettings,
} from '@coffee/contracts';

/** Store settings as stored: what an admin sets. */
export interface StoreSettingsRecord {
  timezone: string;
  /** YYYY-MM-DD, in date order. */
  holidays: string[];
  /** Null until an admin first saves the settings. */
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** The spec's admin settings default: New York time. */
export const defaultStoreSettings: StoreSettingsRecord = {
  timezone: 'America/New_York',
  holidays: [],
  updatedAt: null,
  updatedBy: null,
};

/**
 * The settings as the admin reads them. The Direct+ prices and the currency are the membership
 * service's price table (the contracts' DIRECT_PLUS_PRICE_CENTS, which its `priceOf` charges
 * from), shown as they are: a copy here that an admin could edit would change nothing anyone
 * pays, which is what the settings used to do.
 */
export function toPublicSettings(record: StoreSettingsRecord): StoreSettings {
  return {
    directPlusMonthlyPrice: formatCents(DIRECT_PLUS_PRICE_CENTS.monthly),
    directPlusAnnualPrice: formatCents(DIRECT_PLUS_PRICE_CENTS.annual),
    currency: DIRECT_PLUS_CURRENCY.toUpperCase(),
    timezone: record.timezone,
    holidays: record.holidays,
    updatedAt: record.updatedAt?.toISOString() ?? null,
  };
}
