import { useCallback } from 'react';
import { useSession } from '@coffee/platform';
import { useGetCartQuery } from '../api/get-cart';
import { itemCount, subtotalCents, type CartLine } from '../model/cart';

const NO_LINES: CartLine[] = [];

/** The signed-in user's cart; signed out there is no cart and no call. */
export function useCart() {
  const session = useSession();
  const skip = !session.isSignedIn;
  const query = useGetCartQuery(undefined, { skip });
  const lines = skip ? NO_LINES : (query.data ?? NO_LINES);
  const { refetch: refetchQuery } = query;
  // Stable, so listeners subscribed with it are not re-added on every render.
  const refetch = useCallback(() => {
    if (!skip) void refetchQuery();
  }, [skip, refetchQuery]);
  return {
    isSignedIn: session.isSignedIn,
    isDirectPlus: session.isDirectPlus,
    lines,
    count: itemCount(lines),
    subtotalCents: subtotalCents(lines),
    isLoading: !skip && (query.isLoading || (query.isFetching && query.isError)),
    isError: !skip && query.isError && !query.isFetching,
    refetch,
  };
}
