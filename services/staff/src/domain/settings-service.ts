import type { SettingsUpdate, StoreSettings } from '@coffee/contracts';
import type { SettingsRepository, StoredSettingsPatch } from './ports';
import { defaultStoreSettings, toPublicSettings } from './settings';

export function createSettingsService(settings: SettingsRepository) {
  return {
    async get(): Promise<StoreSettings> {
      return toPublicSettings((await settings.find()) ?? defaultStoreSettings);
    },

    /**
     * The time zone and the holidays (each kept as stored when left out): the prices and the
     * currency are refused by the contract's schema.
     */
    async update(update: SettingsUpdate, adminId: string): Promise<StoreSettings> {
      const patch: StoredSettingsPatch = {};
      if (update.timezone !== undefined) patch.timezone = update.timezone;
      if (update.holidays !== undefined) patch.holidays = update.holidays;
      return toPublicSettings(await settings.update(patch, adminId, defaultStoreSettings));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
