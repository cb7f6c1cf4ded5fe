import { z } from 'zod/mini';
import { moneySchema, moneyStringSchema } from './money';

// ---- Returns of delivered orders (cart-checkout; issue 30, item 6) ----------------------------

/** Days from delivery to ask for a return (spec, section 9). */
export const RETURN_WINDOW_DAYS = 30;
/** The same for a customer whose Direct+ membership was active when the order was delivered. */
export const MEMBER_RETURN_WINDOW_DAYS = 60;
export const returnWindowDays = (memberAtDelivery: boolean): number =>
  memberAtDelivery ? MEMBER_RETURN_WINDOW_DAYS : RETURN_WINDOW_DAYS;

/** Where approved returns go (the shop's address), and how long the customer has to send them. */
export const RETURN_ADDRESS_LINES = [
  'Brew Haven Returns',
  '148 Roasters Row, Suite 200',
  'Brooklyn, NY 11201',
] as const;
export const RETURN_SEND_BACK_DAYS = 14;

/** Why the customer sends something back. `taste` is the coffee's taste guarantee. */
export const returnReasons = [
  'taste',
  'damaged',
  'defective',
  'wrong-item',
  'changed-mind',
  'other',
] as const;
export type ReturnReason = (typeof returnReasons)[number];
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  taste: 'Not to my taste (taste guarantee)',
  damaged: 'Arrived damaged',
  defective: 'Faulty or not working',
  'wrong-item': 'Not what I ordered',
  'changed-mind': 'Changed my mind',
  other: 'Something else',
};

/**
 * A return's life: requested -> approved or refused; approved -> received (when something comes
 * back) -> refunded; coffee under the taste guarantee is never sent back, so an approved return of
 * coffee alone goes straight to refunded, or to replaced (a fresh bag instead of the money).
 */
export const returnStatuses = [
  'requested',
  'approved',
  'refused',
  'received',
  'refunded',
  'replaced',
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Return requested',
  approved: 'Return approved',
  refused: 'Return refused',
  received: 'Return received',
  refunded: 'Refunded',
  replaced: 'Replacement sent',
};
/** Statuses with nothing left to do. */
export const CLOSED_RETURN_STATUSES: readonly ReturnStatus[] = ['refused', 'refunded', 'replaced'];

/** What the customer wants instead of the goods: the money, or (coffee only) a fresh bag. */
export const returnResolutions = ['refund', 'replacement'] as const;
export type ReturnResolution = (typeof returnResolutions)[number];

export const RETURN_NOT_DELIVERED_MESSAGE = 'Only delivered orders can be returned';
export const RETURN_WINDOW_CLOSED_MESSAGE = 'The return window for this order has closed';
export const RETURN_ALREADY_REQUESTED_MESSAGE =
  'A return has already been requested for these items';
export const RETURN_NOTHING_SELECTED_MESSAGE = 'Choose at least one item to return';
export const RETURN_QUANTITY_TOO_HIGH_MESSAGE = 'That is more than you can return of this item';
export const RETURN_ITEM_NOT_IN_ORDER_MESSAGE = 'That item is not part of this order';
export const RETURN_DUPLICATE_ITEM_MESSAGE = 'Each item may appear only once';
export const RETURN_REASON_REQUIRED_MESSAGE = 'Please choose a reason';
export const RETURN_NOT_RETURNABLE_MESSAGE =
  'Subscription plans are not returned: cancel or pause the subscription instead';
/** A replacement's fresh bag was the taste guarantee itself: it is not guaranteed again. */
export const RETURN_REPLACEMENT_FINAL_MESSAGE =
  'This order was a replacement under the taste guarantee and cannot be returned again';
export const RETURN_REPLACEMENT_COFFEE_ONLY_MESSAGE =
  'Replacements are for coffee under the taste guarantee';
export const RETURN_NOT_FOUND_MESSAGE = 'Return not found';
export const RETURN_STEP_REFUSED_MESSAGE = 'This return cannot take that step now';
export const RETURN_REFUSE_REASON_REQUIRED_MESSAGE = 'Please tell the customer why';
export const RETURN_REFUND_TOO_HIGH_MESSAGE = 'That is more than is left to refund on this order';
export const RETURN_REFUND_ZERO_MESSAGE = 'A refund must be more than $0.00';
export const RETURN_RESTOCK_REFUSED_MESSAGE =
  'The catalog cannot take these items back (a product no longer sold?): receive them as not resellable';
export const RETURN_RESELLABLE_TOO_HIGH_MESSAGE =
  'More resellable items than came back on that line';
/** 'Send replacement' when the catalog cannot fill it; `detail` is the catalog's own words. */
export const returnReplacementShortMessage = (detail: string): string =>
  `Not enough stock to send a replacement: ${detail.trim().replace(/\.$/, '')}. Refund the return instead.`;
export const RETURN_REPLACEMENT_CANCELLED_MESSAGE =
  'The replacement order was cancelled before it was sent. Refund the return instead.';

const comment = z.optional(
  z.string().check(z.trim(), z.maxLength(500, 'Must be at most 500 characters')),
);

/** POST /api/orders/{id}/returns: which delivered items, how many, and why. Answers 201 the return. */
export const returnRequestSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        itemId: z.string().check(z.minLength(1), z.maxLength(64)),
        quantity: z
          .number({ error: RETURN_NOTHING_SELECTED_MESSAGE })
          .check(z.int(), z.gte(1, RETURN_NOTHING_SELECTED_MESSAGE), z.lte(1000)),
      }),
      { error: RETURN_NOTHING_SELECTED_MESSAGE },
    )
    .check(
      z.minLength(1, RETURN_NOTHING_SELECTED_MESSAGE),
      z.maxLength(100, 'At most 100 items at a time'),
      z.refine(
        (lines) => new Set(lines.map((l) => l.itemId)).size === lines.length,
        RETURN_DUPLICATE_ITEM_MESSAGE,
      ),
    ),
  reason: z.enum(returnReasons, { error: RETURN_REASON_REQUIRED_MESSAGE }),
  comment,
  /** Absent: a refund. A replacement only for coffee (the taste guarantee). */
  resolution: z._default(
    z.enum(returnResolutions, { error: 'Choose a refund or a replacement' }),
    'refund',
  ),
});
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;
export type ReturnRequest = z.output<typeof returnRequestSchema>;

export const returnLineSchema = z.object({
  /** The order line (orderItemSchema's id). */
  itemId: z.string(),
  productId: z.string(),
  name: z.string(),
  variantLabel: z.string(),
  imageUrl: z.nullable(z.string()),
  quantity: z.number().check(z.int(), z.gte(1)),
  /** The unit price charged on the order. */
  price: moneyStringSchema,
  /** Coffee: never sent back (refunded or replaced on the customer's word). */
  tasteGuarantee: z.boolean(),
  /** How many came back fit to sell again (back in stock); null until received. */
  resellable: z.nullable(z.number().check(z.int(), z.gte(0))),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

/** One step of a return, oldest first; the note is what the customer reads (a refusal's reason). */
export const returnEventSchema = z.object({
  status: z.enum(returnStatuses),
  at: z.string(),
  by: z.enum(['customer', 'staff']),
  note: z.nullable(z.string()),
});

export const orderReturnSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(returnStatuses),
  reason: z.enum(returnReasons),
  comment: z.nullable(z.string()),
  resolution: z.enum(returnResolutions),
  /** Whether anything has to come back (false when every line is taste-guaranteed coffee). */
  needsReceipt: z.boolean(),
  lines: z.array(returnLineSchema),
  /** The lines' price with their share of the order's tax: what a full refund gives back. */
  suggestedRefund: moneyStringSchema,
  /** What was refunded, once it was. */
  refundedAmount: z.nullable(moneyStringSchema),
  refusedReason: z.nullable(z.string()),
  /** The zero-priced, paid order that sends the fresh coffee, once the return is replaced. */
  replacementOrder: z.nullable(z.object({ id: z.string(), orderNumber: z.string() })),
  events: z.array(returnEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/**
 * GET /api/orders/{id}/returns: the order's returns, newest first, and what may still be asked:
 * the window (from delivery; null dates before delivery) and how many of each line are left.
 */
export const orderReturnsSchema = z.object({
  returns: z.array(orderReturnSchema),
  window: z.object({
    days: z.number().check(z.int()),
    /** Direct+ was active when the order was delivered (the longer window). */
    member: z.boolean(),
    deliveredAt: z.nullable(z.string()),
    closesAt: z.nullable(z.string()),
    open: z.boolean(),
  }),
  lines: z.array(
    z.object({
      itemId: z.string(),
      /** Units not yet in a return (0 for a subscription plan). */
      returnable: z.number().check(z.int(), z.gte(0)),
      tasteGuarantee: z.boolean(),
    }),
  ),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

// ---- Returns in the back office (GET/POST /api/employee/returns, cart-checkout) --------------

export const staffReturnSchema = z.extend(orderReturnSchema, {
  userId: z.string(),
  customerName: z.string(),
  contactEmail: z.nullable(z.string()),
  /** What the order's payment has left to give back (paid less every refund so far). */
  refundable: moneyStringSchema,
  events: z.array(z.extend(returnEventSchema, { actorName: z.nullable(z.string()) })),
});
export type StaffReturn = z.infer<typeof staffReturnSchema>;

/** `open`: requested, approved or received (the queue); `closed`: refused, refunded, replaced. */
export const staffReturnFilters = ['open', 'all', 'closed', ...returnStatuses] as const;
export type StaffReturnFilter = (typeof staffReturnFilters)[number];
export const staffReturnQuerySchema = z.strictObject({
  status: z._default(z.enum(staffReturnFilters, { error: 'Unknown return filter' }), 'open'),
});
export const staffReturnListSchema = z.object({ items: z.array(staffReturnSchema) });
export type StaffReturnList = z.infer<typeof staffReturnListSchema>;

const staffNote = z.optional(
  z.string().check(z.trim(), z.maxLength(500, 'Note must be at most 500 characters')),
);

/**
 * POST /api/employee/returns/{id}/steps: the next step. approve / refuse need orders:fulfil,
 * receive too (how many of each line can be sold again; absent = none); refund and replace
 * move money or stock out and need orders:cancel-paid. A refund without `amount` gives back the
 * suggested refund; never more than the order has left to refund. A replace places a paid order
 * of the returned lines at $0 (409 `returnReplacementShortMessage` when the stock is short).
 * Answers the StaffReturn.
 */
export const returnStepSchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('approve'), note: staffNote }),
  z.strictObject({
    step: z.literal('refuse'),
    reason: z
      .string({ error: RETURN_REFUSE_REASON_REQUIRED_MESSAGE })
      .check(
        z.trim(),
        z.minLength(3, RETURN_REFUSE_REASON_REQUIRED_MESSAGE),
        z.maxLength(500, 'Reason must be at most 500 characters'),
      ),
  }),
  z.strictObject({
    step: z.literal('receive'),
    lines: z._default(
      z.array(
        z.strictObject({
          itemId: z.string().check(z.minLength(1), z.maxLength(64)),
          resellable: z.number().check(z.int(), z.gte(0), z.lte(1000)),
        }),
      ),
      [],
    ),
    note: staffNote,
  }),
  z.strictObject({ step: z.literal('refund'), amount: z.optional(moneySchema), note: staffNote }),
  z.strictObject({ step: z.literal('replace'), note: staffNote }),
]);
export type ReturnStepInput = z.input<typeof returnStepSchema>;
export type ReturnStep = z.output<typeof returnStepSchema>;
