import type { HeldLocks, StockLocks } from './ports';

/** A roast batch as stored: grams throughout (staff enter kilograms at the edge). */
export interface RoastBatchRecord {
  id: string;
  productId: string;
  /** YYYY-MM-DD, the shop's time zone. */
  roastedOn: string;
  weightGrams: number;
  remainingGrams: number;
  recordedBy: { userId: string; name: string };
  recordedAt: Date;
}

export type NewRoastBatch = Omit<RoastBatchRecord, 'id'>;

/** One coffee line of a shipped order and the batch it was taken from. */
export interface AllocatedLine {
  itemId: string;
  productId: string;
  batchId: string;
  roastedOn: string;
  grams: number;
}

export interface RoastAllocationRecord {
  orderId: string;
  lines: AllocatedLine[];
  createdAt: Date;
}

export interface RoastBatchStore {
  insert(batch: NewRoastBatch): Promise<RoastBatchRecord>;
  /** Batches roasted on or after `since` (YYYY-MM-DD), newest roast first. */
  list(filter: { productId?: string; since: string }): Promise<RoastBatchRecord[]>;
  /** The batches of these products with something left, oldest roast (then record) first. */
  withStock(productIds: readonly string[]): Promise<RoastBatchRecord[]>;
  /**
   * Sets a batch's remaining grams to a figure computed under the product's roast lock: an
   * absolute write, never $inc alone (FerretDB 1.24 loses concurrent read-modify-writes).
   */
  setRemaining(batchId: string, remainingGrams: number): Promise<void>;
  findAllocation(orderId: string): Promise<RoastAllocationRecord | null>;
  saveAllocation(allocation: RoastAllocationRecord): Promise<void>;
}

/** The shop's time zone (the admin's setting), as last learnt. */
export interface ShopTimeZone {
  current(): string;
}

/** One line of a paid order that has not shipped yet: what the roast plan adds up. */
export interface OpenOrderLine {
  orderId: string;
  productId: string;
  variantId: string | null;
  quantity: number;
  /** When the order was paid (null when unknown: then when it was placed). */
  paidAt: Date;
}

export interface OpenOrders {
  /** Every line of the paid, not yet shipped orders (paid and processing). */
  lines(requestId?: string): Promise<OpenOrderLine[]>;
}

export type RoastLocks = StockLocks;
export type { HeldLocks };
