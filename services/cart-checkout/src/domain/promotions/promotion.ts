import {
  formatCents,
  type PROMOTION_MESSAGES,
  type NewPromotion,
  type Promotion,
  type PromotionKind,
  type PromotionOffer,
  type PromotionScope,
  type PromotionStatus,
} from '@coffee/contracts';

/** A promotion as stored, in cents and dates (the contracts' promotionSchema is its API shape). */
export interface PromotionRecord {
  id: string;
  name: string;
  /** Null: automatic, applied without a code. */
  code: string | null;
  kind: PromotionKind;
  percentOff: number | null;
  amountOffCents: number | null;
  scope: PromotionScope;
  membersOnly: boolean;
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  paused: boolean;
  createdAt: Date;
}

/** The admin's input (contracts' promotionInputSchema, parsed) as the record to store. */
export const recordOf = (
  input: NewPromotion,
): Omit<PromotionRecord, 'id' | 'createdAt' | 'paused'> => ({
  name: input.name,
  code: input.code,
  kind: input.kind,
  // A field that means nothing for the kind is not kept (a free-shipping offer has no percent).
  percentOff: input.kind === 'percent' ? input.percentOff : null,
  amountOffCents: input.kind === 'fixed' ? input.amountOff : null,
  scope: input.scope,
  membersOnly: input.membersOnly,
  minSubtotalCents: input.minSubtotal,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
  maxUses: input.maxUses,
  maxUsesPerCustomer: input.maxUsesPerCustomer,
});

export function statusOf(promotion: PromotionRecord, uses: number, at: Date): PromotionStatus {
  if (promotion.endsAt && promotion.endsAt <= at) return 'ended';
  if (promotion.paused) return 'paused';
  if (promotion.startsAt && promotion.startsAt > at) return 'scheduled';
  if (promotion.maxUses !== null && uses >= promotion.maxUses) return 'used-up';
  return 'active';
}

export const toPromotion = (promotion: PromotionRecord, uses: number, at: Date): Promotion => ({
  id: promotion.id,
  name: promotion.name,
  code: promotion.code,
  kind: promotion.kind,
  percentOff: promotion.percentOff,
  amountOff: promotion.amountOffCents === null ? null : formatCents(promotion.amountOffCents),
  scope: promotion.scope,
  membersOnly: promotion.membersOnly,
  minSubtotal: formatCents(promotion.minSubtotalCents),
  startsAt: promotion.startsAt?.toISOString() ?? null,
  endsAt: promotion.endsAt?.toISOString() ?? null,
  maxUses: promotion.maxUses,
  maxUsesPerCustomer: promotion.maxUsesPerCustomer,
  paused: promotion.paused,
  uses,
  status: statusOf(promotion, uses, at),
  createdAt: promotion.createdAt.toISOString(),
});

/** What the cart is told of an offer: enough to price it as the server does, nothing more. */
export const toOffer = (promotion: PromotionRecord): PromotionOffer => ({
  id: promotion.id,
  code: promotion.code,
  name: promotion.name,
  kind: promotion.kind,
  percentOff: promotion.percentOff,
  amountOff: promotion.amountOffCents === null ? null : formatCents(promotion.amountOffCents),
  scope: promotion.scope,
  minSubtotal: formatCents(promotion.minSubtotalCents),
  membersOnly: promotion.membersOnly,
});

/** A shopper's standing with a promotion now: how often it and they have used it. */
export interface PromotionStanding {
  isMember: boolean;
  uses: number;
  customerUses: number;
}

/**
 * Why this shopper cannot use the promotion now (a key of the contracts' messages), or null.
 * In this order: a paused or not yet started code is unknown to the shopper (nothing given
 * away), then its end, who it is for, the shop's cap and the customer's own.
 */
export function refusalOf(
  promotion: PromotionRecord,
  standing: PromotionStanding,
  at: Date,
): keyof typeof PROMOTION_MESSAGES | null {
  if (promotion.paused || (promotion.startsAt && promotion.startsAt > at)) return 'invalid';
  if (promotion.endsAt && promotion.endsAt <= at) return 'expired';
  if (promotion.membersOnly && !standing.isMember) return 'membersOnly';
  if (
    promotion.maxUsesPerCustomer !== null &&
    standing.customerUses >= promotion.maxUsesPerCustomer
  )
    return 'alreadyUsed';
  if (promotion.maxUses !== null && standing.uses >= promotion.maxUses) return 'usedUp';
  return null;
}
