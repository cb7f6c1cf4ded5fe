import type { StoreSettingsRecord } from './settings';
import type { TicketStatus } from './tickets';

export type StoredSettingsPatch = Partial<
  Pick<
    StoreSettingsRecord,
    'directPlusMonthlyPriceCents' | 'directPlusAnnualPriceCents' | 'currency' | 'timezone'
  >
>;

export interface SettingsRepository {
  /** The stored settings, or null when no admin has saved any yet. */
  find(): Promise<StoreSettingsRecord | null>;
  /** Applies the patch (creating the settings from `defaults` if none exist) and returns the result. */
  update(
    patch: StoredSettingsPatch,
    updatedBy: string,
    defaults: StoreSettingsRecord,
  ): Promise<StoreSettingsRecord>;
}

export interface TicketRepository {
  countByStatus(): Promise<Partial<Record<TicketStatus, number>>>;
}
