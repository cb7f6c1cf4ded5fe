import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML (the server's value, so the
 * markup matches), true on every other render. For output that depends on the browser (its
 * time zone, say): render the server's version first, then the browser's. And for a control of a
 * server-rendered page that only works with its script (a button, a select, a checkbox): disabled
 * until then, rather than ignoring a tap.
 *
 * React re-renders the components that use it synchronously, in one task, as hydration ends:
 * use it in small components (a button), not around a large tree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
