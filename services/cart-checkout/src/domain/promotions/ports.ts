import type { PromotionRecord } from './promotion';

export interface PromotionRepository {
  /** 'code-taken' when another promotion has the code. */
  create(
    promotion: Omit<PromotionRecord, 'id' | 'createdAt' | 'paused'>,
    createdBy: string | null,
  ): Promise<PromotionRecord | 'code-taken'>;
  /** Null when there is no such promotion. */
  setPaused(id: string, paused: boolean): Promise<PromotionRecord | null>;
  findById(id: string): Promise<PromotionRecord | null>;
  findByCode(code: string): Promise<PromotionRecord | null>;
  /** Every promotion, newest first (the admin's list; at most `limit`). */
  list(limit: number): Promise<PromotionRecord[]>;
  /** Automatic promotions not paused and not ended at `at` (started or not). */
  listAutomatic(at: Date): Promise<PromotionRecord[]>;
}

export type Redemption = 'redeemed' | 'used-up' | 'already-used';

/** The uses orders hold (promotion_uses): claimed at placement, given back when an order goes. */
export interface PromotionUses {
  /** Claims one use of `promotion` for the order: its cap and the customer's both hold. */
  redeem(promotion: PromotionRecord, userId: string, orderId: string): Promise<Redemption>;
  /** Gives back whatever the order holds (idempotent). */
  release(orderId: string): Promise<void>;
  /** Uses held now, by promotion id. */
  counts(promotionIds: string[]): Promise<Map<string, number>>;
  /** The customer's own uses of the promotion held now. */
  customerUses(promotionId: string, userId: string): Promise<number>;
}

/** The code a shopper keeps on their cart. */
export interface CartCodes {
  get(userId: string): Promise<string | null>;
  set(userId: string, code: string): Promise<void>;
  clear(userId: string): Promise<void>;
}
