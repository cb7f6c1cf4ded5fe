// Promotions (issue 30, item 3): codes and automatic offers, their messages, and the one rule
// that says what an offer takes off a cart. The cart, the checkout and the order service all
// price with `promotionDiscount` and `orderTotals`, so a page and a receipt agree to the cent.
import { z } from 'zod/mini';
import { formatCents, parseCents } from './cents';
import { productCategorySchema, productIdSchema, variantIdSchema } from './catalog';
import { moneySchema, moneyStringSchema } from './money';
import { nullishToNull } from './schema-helpers';

export const promotionKinds = ['percent', 'fixed', 'free-shipping'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** The shopper's answers, word for word (the cart, the checkout and the API say the same). */
export const PROMOTION_MESSAGES = {
  /** Unknown, paused or not started yet: nothing about a code is given away. */
  invalid: 'Invalid code',
  membersOnly: 'This code is for Direct+ members',
  expired: 'This code has expired',
  /** The shopper has used it as often as one customer may. */
  alreadyUsed: 'Already used',
  /** Every use the shop offered is taken (the global cap). */
  usedUp: 'This code has reached its limit',
  notApplicable: 'This code does not apply to the items in your cart',
  required: 'Please enter a code',
} as const;

export const promotionMinimumMessage = (minSubtotalCents: number, code: string | null): string =>
  `Spend $${formatCents(minSubtotalCents)} on eligible items to use ${code ?? 'this offer'}`;

/** At placement, an automatic offer that ran out since the cart showed it. */
export const promotionEndedMessage = (name: string): string =>
  `${name} is no longer available. Please review your order.`;

/** Why a code was refused: the contract's code beside its message. */
export const PROMOTION_CODES = {
  invalid: 'PROMOTION_INVALID',
  membersOnly: 'PROMOTION_MEMBERS_ONLY',
  expired: 'PROMOTION_EXPIRED',
  alreadyUsed: 'PROMOTION_ALREADY_USED',
  usedUp: 'PROMOTION_USED_UP',
  notApplicable: 'PROMOTION_NOT_APPLICABLE',
  minimum: 'PROMOTION_MINIMUM',
  ended: 'PROMOTION_ENDED',
} as const;

export const MAX_PROMOTION_USES = 100_000;
export const MAX_PROMOTION_USES_PER_CUSTOMER = 100;
const MAX_SCOPE_ENTRIES = 50;

/** Codes are kept upper case: "fall10", " FALL10 " and "Fall10" are one code. */
export const normalizePromotionCode = (code: string): string => code.trim().toUpperCase();
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;
export const PROMOTION_CODE_FORMAT_MESSAGE =
  'A code is 3 to 32 letters, digits or dashes, starting with a letter or digit';

const codeText = z.pipe(
  z.string({ error: PROMOTION_MESSAGES.required }),
  z.transform(normalizePromotionCode),
);

/** POST /api/cart/promotion: the code a shopper typed (any case, spaces around it are fine). */
export const applyPromotionCodeSchema = z.strictObject({
  code: codeText.check(
    z.minLength(1, PROMOTION_MESSAGES.required),
    z.maxLength(64, PROMOTION_MESSAGES.invalid),
  ),
});
export type ApplyPromotionCodeInput = z.input<typeof applyPromotionCodeSchema>;

/** What an offer is limited to; all three empty: the whole cart. A line matching any is in. */
export const promotionScopeSchema = z.object({
  categories: z._default(z.array(productCategorySchema).check(z.maxLength(MAX_SCOPE_ENTRIES)), []),
  productIds: z._default(z.array(productIdSchema).check(z.maxLength(MAX_SCOPE_ENTRIES)), []),
  variantIds: z._default(z.array(variantIdSchema).check(z.maxLength(MAX_SCOPE_ENTRIES)), []),
});
export type PromotionScope = z.output<typeof promotionScopeSchema>;

const isoDate = z
  .string()
  .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a date and time'));
const wholeCount = (max: number, what: string) =>
  z
    .number({ error: `${what} must be a whole number` })
    .check(
      z.int(`${what} must be a whole number`),
      z.gte(1, `${what} must be at least 1`),
      z.lte(max, `${what} must be at most ${max.toLocaleString('en-US')}`),
    );

export const PROMOTION_FIELD_MESSAGES = {
  name: 'Please give the promotion a name',
  percent: 'Percent off must be a whole number from 1 to 100',
  amount: 'A fixed-amount promotion needs the amount it takes off',
  dates: 'The end must be after the start',
  codeTaken: 'Another promotion already uses this code',
} as const;

/** POST /api/admin/promotions (admin): a new promotion, running at once unless it starts later. */
export const promotionInputSchema = z
  .strictObject({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, PROMOTION_FIELD_MESSAGES.name),
        z.maxLength(80, 'A name is at most 80 characters'),
      ),
    /** Null: an automatic promotion, applied to every cart it fits without a code. */
    code: z._default(
      z.nullable(codeText.check(z.regex(CODE_PATTERN, PROMOTION_CODE_FORMAT_MESSAGE))),
      null,
    ),
    kind: z.enum(promotionKinds, { error: 'Kind must be percent, fixed or free-shipping' }),
    percentOff: nullishToNull(
      z
        .number({ error: PROMOTION_FIELD_MESSAGES.percent })
        .check(
          z.int(PROMOTION_FIELD_MESSAGES.percent),
          z.gte(1, PROMOTION_FIELD_MESSAGES.percent),
          z.lte(100, PROMOTION_FIELD_MESSAGES.percent),
        ),
    ),
    amountOff: nullishToNull(moneySchema),
    scope: z._default(promotionScopeSchema, { categories: [], productIds: [], variantIds: [] }),
    membersOnly: z._default(z.boolean(), false),
    minSubtotal: z._default(moneySchema, 0),
    startsAt: nullishToNull(isoDate),
    endsAt: nullishToNull(isoDate),
    maxUses: nullishToNull(wholeCount(MAX_PROMOTION_USES, 'The total number of uses')),
    maxUsesPerCustomer: nullishToNull(
      wholeCount(MAX_PROMOTION_USES_PER_CUSTOMER, 'Uses per customer'),
    ),
  })
  .check(
    z.refine((v) => v.kind !== 'percent' || v.percentOff !== null, {
      message: PROMOTION_FIELD_MESSAGES.percent,
      path: ['percentOff'],
    }),
    z.refine((v) => v.kind !== 'fixed' || (v.amountOff !== null && v.amountOff > 0), {
      message: PROMOTION_FIELD_MESSAGES.amount,
      path: ['amountOff'],
    }),
    z.refine((v) => !v.startsAt || !v.endsAt || Date.parse(v.endsAt) > Date.parse(v.startsAt), {
      message: PROMOTION_FIELD_MESSAGES.dates,
      path: ['endsAt'],
    }),
  );
export type PromotionInput = z.input<typeof promotionInputSchema>;
export type NewPromotion = z.output<typeof promotionInputSchema>;

/** PUT /api/admin/promotions/{id}/status (admin): pause or resume. */
export const promotionUpdateSchema = z.strictObject({
  paused: z.boolean({ error: 'paused must be true or false' }),
});

export const promotionStatuses = ['scheduled', 'active', 'paused', 'ended', 'used-up'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];
export const PROMOTION_STATUS_LABELS: Readonly<Record<PromotionStatus, string>> = {
  scheduled: 'Scheduled',
  active: 'Active',
  paused: 'Paused',
  ended: 'Ended',
  'used-up': 'Used up',
};

/** GET /api/admin/promotions: every promotion, newest first, with how often it was used. */
export const promotionSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.nullable(z.string()),
  kind: z.enum(promotionKinds),
  percentOff: z.nullable(z.number()),
  amountOff: z.nullable(moneyStringSchema),
  scope: promotionScopeSchema,
  membersOnly: z.boolean(),
  minSubtotal: moneyStringSchema,
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  maxUses: z.nullable(z.number()),
  maxUsesPerCustomer: z.nullable(z.number()),
  paused: z.boolean(),
  /** Orders holding it now (an order cancelled or expired gives its use back). */
  uses: z.number(),
  status: z.enum(promotionStatuses),
  createdAt: z.string(),
});
export type Promotion = z.output<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);

/** What a shopper's cart is told of an offer: enough to price it exactly as the server does. */
export const promotionOfferSchema = z.object({
  id: z.string(),
  code: z.nullable(z.string()),
  name: z.string(),
  kind: z.enum(promotionKinds),
  percentOff: z.nullable(z.number()),
  amountOff: z.nullable(moneyStringSchema),
  scope: promotionScopeSchema,
  minSubtotal: moneyStringSchema,
  membersOnly: z.boolean(),
});
export type PromotionOffer = z.output<typeof promotionOfferSchema>;

/**
 * GET /api/cart/promotion (and the answer of POST and DELETE): the code the shopper keeps on the
 * cart with its offer, and the automatic offers; the cart is priced with `choosePromotion`.
 */
export const cartPromotionSchema = z.object({
  code: z.nullable(z.string()),
  /** The kept code's offer (null when it cannot be used now: `problem` says why). */
  offer: z.nullable(promotionOfferSchema),
  problem: z.nullable(z.string()),
  /** The automatic offers open to this shopper now; `choosePromotion` picks the cart's. */
  automatic: z.array(promotionOfferSchema),
});
export type CartPromotion = z.output<typeof cartPromotionSchema>;

/** The promotion an order was placed with, as its pages and receipt name it. */
export const orderPromotionSchema = z.object({
  code: z.nullable(z.string()),
  name: z.string(),
  kind: z.enum(promotionKinds),
});
export type OrderPromotion = z.output<typeof orderPromotionSchema>;

/** How a promotion's row reads on a cart, an order and a receipt: its code, else its name. */
export const promotionLabelOf = (offer: { code: string | null; name: string }): string =>
  offer.code ? `Promotion (${offer.code})` : offer.name;

/** A cart line as an offer sees it: what it is and what it costs this shopper (member price). */
export interface PromotionLine {
  productId: string;
  variantId: string | null;
  category: string;
  unitCents: number;
  quantity: number;
}

/** An offer in cents, as the server keeps it and as `offerRule` reads the cart's copy. */
export interface PromotionRule {
  kind: PromotionKind;
  percentOff: number | null;
  amountOffCents: number | null;
  scope: PromotionScope;
  minSubtotalCents: number;
}

export function offerRule(offer: PromotionOffer): PromotionRule {
  const cents = (money: string | null) => (money === null ? null : parseCents(money));
  return {
    kind: offer.kind,
    percentOff: offer.percentOff,
    amountOffCents: cents(offer.amountOff),
    scope: offer.scope,
    minSubtotalCents: cents(offer.minSubtotal) ?? 0,
  };
}

export const inPromotionScope = (line: PromotionLine, scope: PromotionScope): boolean => {
  const { categories, productIds, variantIds } = scope;
  if (categories.length + productIds.length + variantIds.length === 0) return true;
  return (
    categories.includes(line.category as (typeof categories)[number]) ||
    productIds.includes(line.productId) ||
    (line.variantId !== null && variantIds.includes(line.variantId))
  );
};

export interface PromotionDiscount {
  /** What the lines in scope cost (member prices already in): the minimum is counted on this. */
  eligibleSubtotalCents: number;
  meetsMinimum: boolean;
  /** Taken off the lines (0 for free shipping, or below the minimum). */
  discountCents: number;
  /** Each line's share of `discountCents`, in the lines' order (refunds give back a line's net). */
  lineDiscountCents: number[];
  /** Standard shipping costs nothing (a free-shipping offer, the minimum met). */
  freeShipping: boolean;
}

/**
 * What `rule` takes off these lines. The order of discounts is member price (in `unitCents`)
 * -> this promotion -> tax (orderTotals). Percent: rounded half up on the lines in scope
 * together; fixed: the amount, never more than those lines cost. The discount is shared out over
 * the lines in proportion to their cost (largest remainder), so the shares add up exactly.
 */
export function promotionDiscount(
  lines: readonly PromotionLine[],
  rule: PromotionRule,
): PromotionDiscount {
  const costs = lines.map((line) =>
    inPromotionScope(line, rule.scope) ? line.unitCents * line.quantity : 0,
  );
  const eligibleSubtotalCents = costs.reduce((sum, cost) => sum + cost, 0);
  const meetsMinimum = eligibleSubtotalCents > 0 && eligibleSubtotalCents >= rule.minSubtotalCents;
  const none = {
    eligibleSubtotalCents,
    meetsMinimum,
    discountCents: 0,
    lineDiscountCents: lines.map(() => 0),
    freeShipping: false,
  };
  if (!meetsMinimum) return none;
  if (rule.kind === 'free-shipping') return { ...none, freeShipping: true };
  const discountCents =
    rule.kind === 'percent'
      ? Math.round((eligibleSubtotalCents * (rule.percentOff ?? 0)) / 100)
      : Math.min(rule.amountOffCents ?? 0, eligibleSubtotalCents);
  return { ...none, discountCents, lineDiscountCents: shareOut(discountCents, costs) };
}

/** `total` split in proportion to `weights`, whole cents, the remainders to the largest fractions. */
function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map((value) => Math.floor(value));
  const left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

/** The offer a cart is priced with, and what it takes off. */
export interface ChosenPromotion {
  offer: PromotionOffer;
  discount: PromotionDiscount;
}

/**
 * One promotion per order, chosen the same way by the cart, the checkout and the order service:
 * the shopper's code when the cart meets it, else the automatic offer worth most to this cart
 * (free shipping is worth `shippingSavedCents`, what standard shipping would cost; a tie goes to
 * the first, the newest). Null when nothing applies.
 */
export function choosePromotion(
  lines: readonly PromotionLine[],
  codeOffer: PromotionOffer | null,
  automatic: readonly PromotionOffer[],
  shippingSavedCents: number,
): ChosenPromotion | null {
  if (codeOffer) {
    const discount = promotionDiscount(lines, offerRule(codeOffer));
    if (discount.meetsMinimum) return { offer: codeOffer, discount };
  }
  let best: (ChosenPromotion & { worth: number }) | null = null;
  for (const offer of automatic) {
    const discount = promotionDiscount(lines, offerRule(offer));
    if (!discount.meetsMinimum) continue;
    const worth = discount.discountCents + (discount.freeShipping ? shippingSavedCents : 0);
    if (worth > 0 && (!best || worth > best.worth)) best = { offer, discount, worth };
  }
  return best && { offer: best.offer, discount: best.discount };
}

/**
 * Why a kept code does not lower this cart, in the shopper's words (null when it does): the
 * cart holds nothing it covers, or not enough of it.
 */
export function codeShortfall(
  lines: readonly PromotionLine[],
  offer: PromotionOffer,
): string | null {
  const discount = promotionDiscount(lines, offerRule(offer));
  if (discount.meetsMinimum) return null;
  if (discount.eligibleSubtotalCents === 0) return PROMOTION_MESSAGES.notApplicable;
  return promotionMinimumMessage(offerRule(offer).minSubtotalCents, offer.code);
}
