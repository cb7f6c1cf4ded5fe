import {
  formatCents,
  type OrderReturn,
  type ReturnReason,
  type ReturnResolution,
  type ReturnStatus,
  type StaffReturn,
} from '@coffee/contracts';

export interface ReturnLineRecord {
  itemId: string;
  productId: string;
  variantId: string | null;
  name: string;
  variantLabel: string;
  imageUrl: string | null;
  quantity: number;
  priceCents: number;
  /** What these units are worth back: their price less their promotion share, plus their tax. */
  refundCents: number;
  /** Coffee: never sent back, never back in stock. */
  tasteGuarantee: boolean;
  resellable: number | null;
}

export interface ReturnEventRecord {
  status: ReturnStatus;
  at: Date;
  by: 'customer' | 'staff';
  actorId: string | null;
  actorName: string | null;
  note: string | null;
}

export interface ReturnRefundRecord {
  cents: number;
  startedAt: Date;
  ref: string | null;
  at: Date | null;
}

/** The order that sends a replaced return's fresh coffee (replacement-orders.ts). */
export interface ReplacementOrderRecord {
  id: string;
  orderNumber: string;
}

export interface NewReturn {
  id: string;
  orderId: string;
  userId: string;
  orderNumber: string;
  reason: ReturnReason;
  comment: string | null;
  resolution: ReturnResolution;
  needsReceipt: boolean;
  lines: ReturnLineRecord[];
  event: ReturnEventRecord;
}

export interface ReturnRecord extends Omit<NewReturn, 'event'> {
  status: ReturnStatus;
  refusedReason: string | null;
  refund: ReturnRefundRecord | null;
  replacementOrder: ReplacementOrderRecord | null;
  events: ReturnEventRecord[];
  createdAt: Date;
  updatedAt: Date;
}

export const suggestedRefundOf = (record: Pick<ReturnRecord, 'lines'>): number =>
  record.lines.reduce((sum, line) => sum + line.refundCents, 0);

/** The customer's view: who moved it by kind, never a staff member's name. */
export function toReturnView(record: ReturnRecord): OrderReturn {
  return {
    id: record.id,
    orderId: record.orderId,
    orderNumber: record.orderNumber,
    status: record.status,
    reason: record.reason,
    comment: record.comment,
    resolution: record.resolution,
    needsReceipt: record.needsReceipt,
    lines: record.lines.map((line) => ({
      itemId: line.itemId,
      productId: line.productId,
      name: line.name,
      variantLabel: line.variantLabel,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      price: formatCents(line.priceCents),
      tasteGuarantee: line.tasteGuarantee,
      resellable: line.resellable,
    })),
    suggestedRefund: formatCents(suggestedRefundOf(record)),
    refundedAmount:
      record.status === 'refunded' && record.refund ? formatCents(record.refund.cents) : null,
    refusedReason: record.refusedReason,
    replacementOrder: record.replacementOrder
      ? { id: record.replacementOrder.id, orderNumber: record.replacementOrder.orderNumber }
      : null,
    events: record.events.map(({ status, at, by, note }) => ({
      status,
      at: at.toISOString(),
      by,
      note,
    })),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function toStaffReturnView(
  record: ReturnRecord,
  order: { customerName: string; contactEmail: string | null; refundableCents: number },
): StaffReturn {
  return {
    ...toReturnView(record),
    userId: record.userId,
    customerName: order.customerName,
    contactEmail: order.contactEmail,
    refundable: formatCents(order.refundableCents),
    events: record.events.map(({ status, at, by, note, actorName }) => ({
      status,
      at: at.toISOString(),
      by,
      note,
      actorName,
    })),
  };
}
