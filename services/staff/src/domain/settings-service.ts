import type { SettingsUpdate, StoreSettings } from '@coffee/contracts';
import type { SettingsRepository, StoredSettingsPatch } from './ports';
import { defaultStoreSettings, toPublicSettings } from './settings';

export function createSettingsService(settings: SettingsRepository) {
  return {
    async get(): Promise<StoreSettings> {
      return toPublicSettings((await settings.find()) ?? defaultStoreSettings);
    },

    async update(update: SettingsUpdate, adminId: string): Promise<StoreSettings> {
      const patch: StoredSettingsPatch = {};
      if (update.directPlusMonthlyPrice !== undefined)
        patch.directPlusMonthlyPriceCents = update.directPlusMonthlyPrice;
      if (update.directPlusAnnualPrice !== undefined)
        patch.directPlusAnnualPriceCents = update.directPlusAnnualPrice;
      if (update.currency !== undefined) patch.currency = update.currency;
      if (update.timezone !== undefined) patch.timezone = update.timezone;
      return toPublicSettings(await settings.update(patch, adminId, defaultStoreSettings));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
