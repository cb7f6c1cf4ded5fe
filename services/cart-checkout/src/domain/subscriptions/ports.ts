import type { ShopCalendar } from '@coffee/contracts';
import type { MailMessage } from '@coffee/mailer';
import type { SavedCardCharge } from '../payments/ports';
import type { SubscriptionRecord, SubscriptionState } from './subscription';
import type {
  ActiveSubscriptionLine,
  StaffNoteRecord,
  StaffSubscriptionFilter,
  StaffSubscriptionRecord,
} from './staff-records';

export interface SubscriptionRepository {
  /** A new subscription; 'duplicate' when the user already started one under this key. */
  /** A fresh id for `insert` (its mails name the subscription before it is written). */
  newId(): string;
  insert(
    record: Omit<SubscriptionRecord, 'createdAt'>,
    mails?: MailMessage[],
  ): Promise<SubscriptionRecord | 'duplicate'>;
  findByKey(userId: string, createKey: string): Promise<SubscriptionRecord | null>;
  /** Null for an unknown, malformed or someone else's id alike. */
  findOwned(userId: string, id: string): Promise<SubscriptionRecord | null>;
  findById(id: string): Promise<SubscriptionRecord | null>;
  /** Newest first. */
  listByUser(userId: string): Promise<SubscriptionRecord[]>;
  /** Writes the state (under the subscription's lease), with its mails in the same update. */
  save(id: string, state: SubscriptionState, mails?: MailMessage[]): Promise<void>;
  /** Deletes every subscription of the user (account deletion). */
  removeAllOf(userId: string): Promise<void>;
  /** Active subscriptions whose next charge is at or before `until`. */
  activeDueBy(until: Date, limit: number): Promise<SubscriptionRecord[]>;
  /** Subscriptions whose charge time has come, most overdue first. */
  dueIds(now: Date, limit: number): Promise<string[]>;
  /** Staff: a page of every customer's subscriptions, newest first. */
  staffPage(
    filter: StaffSubscriptionFilter,
    page: { limit: number; offset: number },
  ): Promise<{ records: StaffSubscriptionRecord[]; total: number }>;
  /** Staff: one subscription with its staff notes; null for an unknown or malformed id. */
  findForStaff(id: string): Promise<StaffSubscriptionRecord | null>;
  /** Staff: writes the state and appends the note in one update (under the lease). */
  saveByStaff(id: string, state: SubscriptionState, note: StaffNoteRecord): Promise<void>;
  /** Staff: how many are paused, and what the dashboard needs of each active one. */
  staffFigures(): Promise<{ paused: number; active: ActiveSubscriptionLine[] }>;
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

/** Subscribe & Save's mails (mail/subscription-mails.ts); null: no deliverable address. */
export interface SubscriptionMailer {
  started(subscription: SubscriptionRecord, to: string | null): MailMessage | null;
  /** A charge failed: `retryAt` the next try (an ISO day), or `final` (it is paused now). */
  paymentFailed(
    subscription: SubscriptionRecord,
    to: string | null,
    failure: { message: string; retryAt: string | null; final: boolean },
  ): MailMessage | null;
  /** A delivery could not be had (short, retired, a plan closed): nothing was charged. */
  deliveryUnavailable(
    subscription: SubscriptionRecord,
    to: string | null,
    missed: { reason: string; nextOn: string | null },
  ): MailMessage | null;
  memberPriceEnded(
    subscription: SubscriptionRecord,
    to: string | null,
    orderNumber: string,
  ): MailMessage | null;
}
