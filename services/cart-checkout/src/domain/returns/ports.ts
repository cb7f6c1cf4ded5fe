import type { MailMessage } from '@coffee/mailer';
import type { StaffActor, StaffReturnFilter } from '@coffee/contracts';
import type { PlacedOrder } from '../ports';
import type {
  NewReturn,
  ReplacementOrderRecord,
  ReturnEventRecord,
  ReturnRecord,
  ReturnRefundRecord,
} from './return-record';

export interface ReturnRepository {
  /** How many units of each of the order's lines are in a return already, by item id. */
  claimedUnits(orderId: string): Promise<Map<string, number>>;
  /**
   * Claims units `from`..`from + count - 1` of each line for the return (one unique insert per
   * unit), then stores the return. False, with nothing kept, when a unit was claimed meanwhile.
   */
  create(
    record: NewReturn,
    claims: { itemId: string; from: number; count: number }[],
  ): Promise<ReturnRecord | false>;
  listByOrder(orderId: string): Promise<ReturnRecord[]>;
  /** The return; null for an unknown or malformed id. */
  findById(returnId: string): Promise<ReturnRecord | null>;
  list(filter: StaffReturnFilter, limit: number): Promise<ReturnRecord[]>;
  /** Writes one step. Only under the order's lock. */
  update(
    returnId: string,
    change: {
      status?: ReturnRecord['status'];
      refusedReason?: string;
      resellable?: Map<string, number>;
      refund?: ReturnRefundRecord;
      replacementOrder?: ReplacementOrderRecord;
      event?: ReturnEventRecord;
    },
  ): Promise<ReturnRecord | null>;
}

/** The catalog's stock: resellable units of a return back on the shelf, once per return. */
export interface ReturnStock {
  restock(
    returnId: string,
    lines: { productId: string; variantId: string | null; quantity: number }[],
    actor: StaffActor,
    reason: string,
  ): Promise<void>;
}

/** The mails of a return's steps; null when the order has no deliverable address. */
export interface ReturnMailer {
  requested(order: PlacedOrder, record: ReturnRecord): MailMessage | null;
  approved(order: PlacedOrder, record: ReturnRecord): MailMessage | null;
  refused(order: PlacedOrder, record: ReturnRecord): MailMessage | null;
  refunded(order: PlacedOrder, record: ReturnRecord): MailMessage | null;
  replaced(order: PlacedOrder, record: ReturnRecord): MailMessage | null;
}
