import type { StaffActor } from '@coffee/contracts';
import type { z } from 'zod';
import type { StoreSettingsRecord } from './settings';
import type { TicketStatus } from './tickets';

export type StoredSettingsPatch = Partial<Pick<StoreSettingsRecord, 'timezone' | 'holidays'>>;

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

/** Another service's /internal/staff endpoints (data/upstream.ts): 2xx parsed, 4xx passed on, else 503. */
export interface Upstream {
  send<S extends z.core.$ZodType>(
    path: string,
    schema: S,
    options?: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; requestId?: string },
  ): Promise<z.output<S>>;
  /** A binary body (a picture) with its Content-Type; the actor travels in `x-staff-actor`. */
  sendBinary<S extends z.core.$ZodType>(
    path: string,
    schema: S,
    body: Buffer,
    contentType: string,
    actor: StaffActor,
    requestId?: string,
  ): Promise<z.output<S>>;
}
