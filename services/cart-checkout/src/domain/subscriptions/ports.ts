import type { ShopCalendar } from '@coffee/contracts';
import type { SavedCardCharge } from '../payments/ports';
import type { SubscriptionRecord, SubscriptionState } from './subscription';

export interface SubscriptionRepository {
  /** A new subscription; 'duplicate' when the user already started one under this key. */
  insert(
    record: Omit<SubscriptionRecord, 'id' | 'createdAt'>,
  ): Promise<SubscriptionRecord | 'duplicate'>;
  findByKey(userId: string, createKey: string): Promise<SubscriptionRecord | null>;
  /** Null for an unknown, malformed or someone else's id alike. */
  findOwned(userId: string, id: string): Promise<SubscriptionRecord | null>;
  findById(id: string): Promise<SubscriptionRecord | null>;
  /** Newest first. */
  listByUser(userId: string): Promise<SubscriptionRecord[]>;
  /** Writes the state (under the subscription's lease). */
  save(id: string, state: SubscriptionState): Promise<void>;
  /** Subscriptions whose charge time has come, most overdue first. */
  dueIds(now: Date, limit: number): Promise<string[]>;
}

/** The shop's time zone and holidays from the admin's settings (kept a minute). */
export interface ShopCalendarSource {
  current(requestId?: string): Promise<ShopCalendar>;
}

/** The customer's saved cards (the membership service's card book). */
export interface CardBook {
  /** The card if the user saved it; null for an unknown or someone else's card. */
  find(userId: string, cardId: string, requestId?: string): Promise<SavedCardCharge | null>;
}

/**
 * One writer per subscription across instances (a lease in the database): `run` waits its turn
 * up to a short deadline; `tryRun` gives up at once (the scheduler leaves a busy one for later).
 */
export interface SubscriptionLocks {
  run<T>(id: string, task: () => Promise<T>): Promise<T>;
  tryRun<T>(id: string, task: () => Promise<T>): Promise<T | 'busy'>;
}
