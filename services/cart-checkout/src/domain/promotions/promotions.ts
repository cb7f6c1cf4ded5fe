import {
  choosePromotion,
  PROMOTION_CODES,
  PROMOTION_FIELD_MESSAGES,
  PROMOTION_MESSAGES,
  promotionEndedMessage,
  SHIPPING_METHODS,
  type CartPromotion,
  type ChosenPromotion,
  type NewPromotion,
  type Promotion,
  type PromotionLine,
  type ShippingMethod,
} from '@coffee/contracts';
import { AppError, type Clock } from '@coffee/service-defaults';
import type { MemberDirectory } from '../ports';
import type { CartCodes, PromotionRepository, PromotionUses } from './ports';
import {
  recordOf,
  refusalOf,
  toOffer,
  toPromotion,
  type PromotionRecord,
  type PromotionStanding,
} from './promotion';

export const PROMOTION_NOT_FOUND_MESSAGE = 'Promotion not found';
/** The admin's list: the newest this many. */
const LIST_LIMIT = 200;

/** HTTP status of each refusal: an unknown code is bad input, the rest a conflict with now. */
const STATUS: Record<keyof typeof PROMOTION_MESSAGES, number> = {
  invalid: 400,
  required: 400,
  membersOnly: 403,
  expired: 409,
  alreadyUsed: 409,
  usedUp: 409,
  notApplicable: 409,
};
const CODE: Record<keyof typeof PROMOTION_MESSAGES, string> = {
  invalid: PROMOTION_CODES.invalid,
  required: PROMOTION_CODES.invalid,
  membersOnly: PROMOTION_CODES.membersOnly,
  expired: PROMOTION_CODES.expired,
  alreadyUsed: PROMOTION_CODES.alreadyUsed,
  usedUp: PROMOTION_CODES.usedUp,
  notApplicable: PROMOTION_CODES.notApplicable,
};
const refused = (why: keyof typeof PROMOTION_MESSAGES) =>
  new AppError(STATUS[why], PROMOTION_MESSAGES[why], CODE[why]);

/** The promotion an order is placed with, and what it does to the order. */
export interface OrderPromotion {
  promotion: PromotionRecord;
  chosen: ChosenPromotion;
}

export interface PromotionDeps {
  promotions: PromotionRepository;
  uses: PromotionUses;
  codes: CartCodes;
  members: MemberDirectory;
  clock: Clock;
}

/**
 * Promotions (issue 30, item 3): the code a shopper keeps on the cart, the offer an order is
 * placed with (one per order, contracts' `choosePromotion`), its use claimed with the order and
 * given back when the order goes, and the admin's list, new promotion and pause.
 */
export function createPromotions(deps: PromotionDeps) {
  const { promotions, uses, codes, members, clock } = deps;

  async function standingOf(
    promotion: PromotionRecord,
    userId: string,
    isMember: boolean,
  ): Promise<PromotionStanding> {
    const [counts, customerUses] = await Promise.all([
      promotion.maxUses === null ? null : uses.counts([promotion.id]),
      promotion.maxUsesPerCustomer === null ? 0 : uses.customerUses(promotion.id, userId),
    ]);
    return { isMember, uses: counts?.get(promotion.id) ?? 0, customerUses };
  }

  /** Why this shopper cannot use it now, or null. */
  async function refusal(promotion: PromotionRecord, userId: string, isMember: boolean) {
    return refusalOf(promotion, await standingOf(promotion, userId, isMember), clock.now());
  }

  /** The automatic promotions this shopper may have now (started, open to them, not used up). */
  async function automaticFor(userId: string, isMember: boolean): Promise<PromotionRecord[]> {
    const open = await promotions.listAutomatic(clock.now());
    const checked = await Promise.all(
      open.map(async (promotion) =>
        (await refusal(promotion, userId, isMember)) ? null : promotion,
      ),
    );
    return checked.filter((promotion): promotion is PromotionRecord => promotion !== null);
  }

  const isMemberNow = async (userId: string, requestId?: string) =>
    (await members.findMember(userId, requestId))?.isDirectPlus === true;

  async function cartView(
    userId: string,
    isMember: boolean,
    code: string | null,
  ): Promise<CartPromotion> {
    const automatic = (await automaticFor(userId, isMember)).map(toOffer);
    if (!code) return { code: null, offer: null, problem: null, automatic };
    const promotion = await promotions.findByCode(code);
    const why = promotion ? await refusal(promotion, userId, isMember) : 'invalid';
    return {
      code,
      offer: promotion && !why ? toOffer(promotion) : null,
      problem: why ? PROMOTION_MESSAGES[why] : null,
      automatic,
    };
  }

  return {
    /** GET /api/cart/promotion. */
    async view(userId: string, requestId?: string): Promise<CartPromotion> {
      const [code, isMember] = await Promise.all([
        codes.get(userId),
        isMemberNow(userId, requestId),
      ]);
      return cartView(userId, isMember, code);
    },

    /** POST /api/cart/promotion: kept only when this shopper may use it now; else refused. */
    async apply(userId: string, code: string, requestId?: string): Promise<CartPromotion> {
      const isMember = await isMemberNow(userId, requestId);
      const promotion = await promotions.findByCode(code);
      if (!promotion) throw refused('invalid');
      const why = await refusal(promotion, userId, isMember);
      if (why) throw refused(why);
      await codes.set(userId, code);
      return cartView(userId, isMember, code);
    },

    /** DELETE /api/cart/promotion. */
    async remove(userId: string, requestId?: string): Promise<CartPromotion> {
      await codes.clear(userId);
      return cartView(userId, await isMemberNow(userId, requestId), null);
    },

    /**
     * At placement: the promotion the order gets, recomputed from the database now (never the
     * client's word). A kept code this shopper can no longer use refuses the order with its
     * message (the cart shows it too); a code the cart does not meet just does not apply.
     */
    async forOrder(
      userId: string,
      isMember: boolean,
      lines: readonly PromotionLine[],
      shippingMethod: ShippingMethod,
    ): Promise<OrderPromotion | null> {
      const code = await codes.get(userId);
      let codePromotion: PromotionRecord | null = null;
      if (code) {
        codePromotion = await promotions.findByCode(code);
        const why = codePromotion ? await refusal(codePromotion, userId, isMember) : 'invalid';
        if (why) throw refused(why);
      }
      const automatic = await automaticFor(userId, isMember);
      const saved = shippingMethod === 'standard' ? SHIPPING_METHODS.standard.priceCents : 0;
      const chosen = choosePromotion(
        lines,
        codePromotion && toOffer(codePromotion),
        automatic.map(toOffer),
        saved,
      );
      if (!chosen) return null;
      const promotion =
        codePromotion?.id === chosen.offer.id
          ? codePromotion
          : automatic.find((candidate) => candidate.id === chosen.offer.id);
      return promotion ? { promotion, chosen } : null;
    },

    /**
     * Claims the order's use (the caps hold across instances: promotion-repository.ts). A cap
     * reached since the cart was priced refuses the order with the contract's words.
     */
    async redeem(found: OrderPromotion, userId: string, orderId: string): Promise<void> {
      const outcome = await uses.redeem(found.promotion, userId, orderId);
      if (outcome === 'redeemed') return;
      if (found.promotion.code === null)
        throw new AppError(409, promotionEndedMessage(found.promotion.name), PROMOTION_CODES.ended);
      throw refused(outcome === 'already-used' ? 'alreadyUsed' : 'usedUp');
    },

    /** The order is gone (never placed, cancelled or expired): its use comes back. */
    release: (orderId: string) => uses.release(orderId),

    /** After an order: the code was spent on it and leaves the cart, as its lines did. */
    clearCode: (userId: string) => codes.clear(userId),

    /** GET /internal/staff/promotions: newest first, with the uses held now. */
    async list(): Promise<Promotion[]> {
      const all = await promotions.list(LIST_LIMIT);
      const counts = await uses.counts(all.map((promotion) => promotion.id));
      const at = clock.now();
      return all.map((promotion) => toPromotion(promotion, counts.get(promotion.id) ?? 0, at));
    },

    /** POST /internal/staff/promotions: 409 when another promotion has the code. */
    async create(input: NewPromotion, createdBy: string | null): Promise<Promotion> {
      const created = await promotions.create(recordOf(input), createdBy);
      if (created === 'code-taken')
        throw new AppError(409, PROMOTION_FIELD_MESSAGES.codeTaken, 'PROMOTION_CODE_TAKEN');
      return toPromotion(created, 0, clock.now());
    },

    /** PUT /internal/staff/promotions/{id}/status: pause or resume. */
    async setPaused(id: string, paused: boolean): Promise<Promotion> {
      const changed = await promotions.setPaused(id, paused);
      if (!changed) throw new AppError(404, PROMOTION_NOT_FOUND_MESSAGE, 'NOT_FOUND');
      const counts = await uses.counts([changed.id]);
      return toPromotion(changed, counts.get(changed.id) ?? 0, clock.now());
    },
  };
}
export type Promotions = ReturnType<typeof createPromotions>;
