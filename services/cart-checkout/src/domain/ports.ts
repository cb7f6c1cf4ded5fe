import type {
  OrderStatus,
  Product,
  PurchaseCheck,
  StaffOrderFilter as StaffOrderFilterName,
  StockReservation,
  StockShortage,
} from '@coffee/contracts';
import type { MailMessage } from '@coffee/mailer';
import type { AccountClient } from '@coffee/service-defaults';
import type { CartItemRecord } from './cart';
import type { VariantAbsence } from './variants';
import type {
  NewOrder,
  PaymentRecord,
  TimelineRecord,
  OrderItemRecord,
  OrderLineSnapshot,
  OrderRecord,
  PlacedOrderRecord,
  TrackableOrder,
} from './order';

export interface CartRepository {
  /** The user's cart lines, oldest first. */
  listByUser(userId: string): Promise<CartItemRecord[]>;
  /** The line if it exists and belongs to the user; null for unknown, malformed or someone else's. */
  findOwned(userId: string, itemId: string): Promise<CartItemRecord | null>;
  /**
   * The user's line of this product in this variant; `variantId` null finds the line stored
   * before variants existed (which stands for the product's default variant).
   */
  findByProduct(
    userId: string,
    productId: string,
    variantId: string | null,
  ): Promise<CartItemRecord | null>;
  /** A new line; 'duplicate' when the user already has a line for this product and variant. */
  insert(line: {
    userId: string;
    productId: string;
    variantId: string;
    quantity: number;
    productName: string;
    variantLabel: string;
  }): Promise<CartItemRecord | 'duplicate'>;
  /**
   * Sets the quantity only if it still is `expected`; null when the line changed or went.
   * `variant` names the variant of a line stored without one (it becomes an ordinary line).
   */
  compareAndSetQuantity(
    userId: string,
    itemId: string,
    expected: number,
    quantity: number,
    variant?: { variantId: string; variantLabel: string },
  ): Promise<CartItemRecord | null>;
  /** Null when the user has no such line. */
  setQuantity(userId: string, itemId: string, quantity: number): Promise<CartItemRecord | null>;
  /** False when the user has no such line. */
  remove(userId: string, itemId: string): Promise<boolean>;
  removeMany(userId: string, itemIds: string[]): Promise<void>;
  /** Empties the user's cart (account deletion). */
  removeAllOf(userId: string): Promise<void>;
}

export type ReservationOutcome =
  | { kind: 'reserved' }
  /** Nothing was taken: a line cannot be filled. */
  | { kind: 'shortage'; shortage: StockShortage }
  /** Nothing was taken: the catalog no longer knows a product. */
  | { kind: 'unavailable'; message: string };

export interface ProductCatalog {
  /**
   * The products that exist among `ids`, by id, each with its variants on sale (never empty: a
   * product the catalog sells without variants reads as one 'default' variant); unknown ids are
   * absent.
   */
  findProducts(ids: string[], requestId?: string): Promise<Map<string, Product>>;
  /** Why the product does not sell this variant now (asked only once it is not on sale). */
  variantAbsence(productId: string, variantId: string, requestId?: string): Promise<VariantAbsence>;
  /** All lines or nothing; repeating a reservation id takes nothing twice. */
  reserveStock(reservation: StockReservation, requestId?: string): Promise<ReservationOutcome>;
  /** Gives a reservation's stock back; an unknown id counts as given back. */
  releaseStock(reservationId: string, requestId?: string): Promise<void>;
  /**
   * Tells the catalog the user's bought products changed (an order paid or cancelled): it asks
   * again and sets the Verified Purchase marks of the user's reviews of them. Throws when the
   * catalog did not take it (the caller retries later).
   */
  purchasesChanged(userId: string, productIds: string[], requestId?: string): Promise<void>;
}

/** The account service's users (service-defaults' client): whether a user is Direct+ now. */
export type MemberDirectory = Pick<AccountClient, 'findMember'>;

/** What one move writes (under the order's lock). */
export interface OrderChange {
  status?: OrderStatus;
  trackingNumber?: string;
  payment?: PaymentRecord;
  expiredAt?: Date;
  stockToRelease?: boolean;
  /** The hold extended by the payment step (with `holdExtendedAt`). */
  holdUntil?: Date;
  holdExtendedAt?: Date;
  reviewsToRecheck?: boolean;
  /** Set as the order is delivered (completed): whether Direct+ was active then. */
  memberAtDelivery?: boolean;
  entry?: TimelineRecord;
  /** The customer's mails of this move, recorded in the same update (the order's outbox). */
  mails?: MailMessage[];
}

/** The order mails the lifecycle sends (mail/order-mails.ts); null: no deliverable address. */
export interface OrderMailer {
  paid(order: PlacedOrder): MailMessage | null;
  paymentFailed(order: PlacedOrder, eventId: string): MailMessage | null;
  expired(order: PlacedOrder): MailMessage | null;
  shipped(order: PlacedOrder): MailMessage | null;
  completed(order: PlacedOrder): MailMessage | null;
  cancelled(order: PlacedOrder): MailMessage | null;
  refunded(order: PlacedOrder, refundId: string): MailMessage | null;
}

/** An order whose change of bought products the catalog has still to be told of. */
export interface PurchaseChange {
  orderId: string;
  userId: string;
  productIds: string[];
}

export interface StaffOrderFilter {
  status: StaffOrderFilterName;
  q?: string | undefined;
  userId?: string | undefined;
}

export interface PlacedOrder {
  order: PlacedOrderRecord;
  items: OrderItemRecord[];
}

export interface OrderRepository {
  /** The user's order under this idempotency key, in any state. */
  findByKey(userId: string, idempotencyKey: string): Promise<OrderRecord | null>;
  /**
   * Inserts the order in the 'placing' state. 'key-taken' when the user already has an order
   * with this key; 'number-taken' when the order number collided with another order's.
   */
  claim(order: NewOrder): Promise<OrderRecord | 'key-taken' | 'number-taken'>;
  addItems(orderId: string, lines: OrderLineSnapshot[]): Promise<OrderItemRecord[]>;
  /**
   * placing -> pending, holding its stock until `holdUntil`; null when the order is no longer
   * placing (recovered meanwhile).
   */
  markPending(orderId: string, holdUntil: Date): Promise<PlacedOrderRecord | null>;
  /** Flags a placing order whose stock could not be given back yet. */
  markFailed(orderId: string): Promise<void>;
  /** Deletes a placing order and its items; never touches a placed order. */
  discard(orderId: string): Promise<void>;
  /** A placed order of this user; null for unknown, malformed, someone else's or placing. */
  findPlaced(userId: string, orderId: string): Promise<PlacedOrder | null>;
  /** The user's placed orders, newest first. */
  listPlaced(
    userId: string,
    page: { limit: number; offset: number },
  ): Promise<{ orders: PlacedOrder[]; total: number }>;
  /** Placing orders that failed, or started before `startedBefore` and never finished. */
  listAbandoned(startedBefore: Date, limit: number): Promise<OrderRecord[]>;
  /** The placed order with this number, with only what tracking needs; null when there is none. */
  findTrackable(orderNumber: string): Promise<TrackableOrder | null>;
  /** The sum of an order's quantities. */
  countItems(orderId: string): Promise<number>;
  /**
   * Whether the user has a paid order, not cancelled, with a line of this product, and the
   * labels of the variants bought (latest order first, each once, at most `maxVariants`).
   */
  purchasesOf(userId: string, productId: string, maxVariants: number): Promise<PurchaseCheck>;
  /**
   * Account deletion: every order of the user moves to `tombstoneId` and loses the personal
   * fields (contact email, names, street, phone, billing address, notes); items, amounts,
   * status and the rest of the address stay for the books. Answers how many orders changed.
   */
  anonymise(userId: string, tombstoneId: string): Promise<number>;
  /** A placed order of anyone (staff, provider events); null for unknown, malformed or placing. */
  findById(orderId: string): Promise<PlacedOrder | null>;
  /** The order a provider payment belongs to. */
  findIdByPaymentRef(paymentRef: string): Promise<string | null>;
  /** Writes one move. Only under the order's lock. */
  apply(orderId: string, change: OrderChange): Promise<void>;
  /** Pending orders whose hold ended at or before `now` (due to expire), oldest first. */
  listDue(now: Date, limit: number, userId?: string): Promise<string[]>;
  /** The user's pending (unpaid) orders, each with the units it holds. */
  listUnpaidHolds(userId: string): Promise<{ orderId: string; units: number }[]>;
  /** Cancelled orders whose stock is still to be given back. */
  listStockToRelease(limit: number): Promise<string[]>;
  /** Orders paid or cancelled whose products the catalog has still to be told of. */
  listPurchaseChanges(limit: number): Promise<PurchaseChange[]>;
  listForStaff(
    filter: StaffOrderFilter,
    page: { limit: number; offset: number },
  ): Promise<{ orders: PlacedOrder[]; total: number }>;
  countByStatus(statuses: readonly OrderStatus[]): Promise<Record<string, number>>;
  /**
   * The user's orders placed since `since` that were paid and not cancelled, with what the
   * savings summary needs of them.
   */
  listPaidSince(
    userId: string,
    since: Date,
  ): Promise<
    Pick<
      PlacedOrderRecord,
      'createdAt' | 'memberSavingsCents' | 'shippingMethod' | 'totalCents' | 'sample'
    >[]
  >;
  /** The payments of orders paid or refunded since `since` (the dashboard's revenue). */
  listMoneySince(since: Date): Promise<PaymentRecord[]>;
  /** Records a provider event by id; false when it was recorded before (a replay). */
  recordEvent(event: {
    id: string;
    type: string;
    orderId: string | null;
    at: Date;
  }): Promise<boolean>;
  /** Un-records an event whose application failed, so the provider's retry applies it. */
  forgetEvent(eventId: string): Promise<void>;
  /** The recorded event is applied (its record was made pending). */
  eventApplied(eventId: string): Promise<void>;
  /** Recorded and never marked applied: the process applying it died before it finished. */
  eventUnfinished(eventId: string): Promise<boolean>;
}
