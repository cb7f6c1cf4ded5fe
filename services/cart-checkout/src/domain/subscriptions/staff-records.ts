import type { StaffSubscriptionAction, SubscriptionStatus } from '@coffee/contracts';
import type { SubscriptionItem, SubscriptionRecord } from './subscription';

/** What a staff member did to a subscription and why (kept on it, oldest first). */
export interface StaffNoteRecord {
  at: Date;
  action: StaffSubscriptionAction;
  reason: string;
  staffId: string;
  staffName: string | null;
}

/** A subscription as the back office reads it: with what staff did to it. */
export interface StaffSubscriptionRecord extends SubscriptionRecord {
  staffNotes: StaffNoteRecord[];
}

/** The back office's list: a status (null: all) and a search (null: none). */
export interface StaffSubscriptionFilter {
  status: SubscriptionStatus | null;
  q: string | null;
}

/** What the dashboard's figures need of one active subscription. */
export interface ActiveSubscriptionLine {
  item: SubscriptionItem;
  cycle: number;
  nextDeliveryOn: string | null;
  skipCycles: number[];
  /** The total of its last delivery that became an order (cents), if any. */
  lastOrderedCents: number | null;
}
