import { useMemo } from 'react';
import type { ShippingMethod } from '@coffee/contracts';
import { useSession } from '@coffee/platform';
import { useGetCartPromotionQuery } from '../api/cart-promotion-api';
import { promotionPricing, type CartPricing, type PromotionPricing } from './cart-pricing';

/**
 * The cart's promotion priced for a shipping method (the cart drawer uses the shopper's default
 * one, the checkout the one chosen). Asked only where a total shows, not by every page's cart
 * badge. `isLoading` until the first answer: an order placed meanwhile could read a different
 * total than the one on screen, so the checkout waits for it.
 */
export function useCartPromotion(
  pricing: CartPricing,
  shippingMethod: ShippingMethod,
): PromotionPricing & { isLoading: boolean; isError: boolean } {
  const session = useSession();
  const skip = !session.isSignedIn;
  const query = useGetCartPromotionQuery(undefined, { skip });
  const data = skip ? undefined : query.data;
  const priced = useMemo(
    () => promotionPricing(pricing, data, shippingMethod),
    [pricing, data, shippingMethod],
  );
  return {
    ...priced,
    isLoading: !skip && query.isLoading,
    isError: !skip && query.isError && !query.isFetching,
  };
}
