import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML (the server's value, so the
 * markup matches), true on every other render. For output that depends on the browser (its
 * time zone, say): render the server's version first, then the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
