import { useCallback, useMemo } from 'react';
import type { CartItem } from '@coffee/contracts';
import { useGetCartQuery, useSession } from '@coffee/platform';
import { itemCount } from './cart-model';
import { cartPricing } from './cart-pricing';

const NO_LINES: CartItem[] = [];

/**
 * The signed-in user's cart; signed out there is no cart and no call. Sign-in and every cart
 * change invalidate the platform's 'Cart' tag, so this refreshes by itself after either.
 */
export function useCart() {
  const session = useSession();
  const skip = !session.isSignedIn;
  const query = useGetCartQuery(undefined, { skip });
  const lines = skip ? NO_LINES : (query.data ?? NO_LINES);
  // The platform's one rule: false while unanswered, and from the moment a membership ends.
  const { isDirectPlus } = session;
  const pricing = useMemo(() => cartPricing(lines, isDirectPlus), [lines, isDirectPlus]);
  const { refetch: refetchQuery } = query;
  // Stable, so listeners subscribed with it are not re-added on every render.
  const refetch = useCallback(() => {
    if (!skip) void refetchQuery();
  }, [skip, refetchQuery]);
  return {
    user: session.user,
    isSessionLoading: session.isLoading,
    isSignedIn: session.isSignedIn,
    /** An active Direct+ member now (false while the session is unanswered): member prices. */
    isDirectPlus,
    lines,
    count: itemCount(lines),
    /** The lines priced for this shopper, as the service will charge them. */
    pricing,
    /** First load, or a retry after a failure (nothing trustworthy to show meanwhile). */
    isLoading: !skip && (query.isLoading || (query.isFetching && query.isError)),
    /** Any request in flight, including the refresh after a change. */
    isFetching: !skip && query.isFetching,
    isError: !skip && query.isError && !query.isFetching,
    refetch,
  };
}

export type CartState = ReturnType<typeof useCart>;
