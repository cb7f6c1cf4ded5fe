import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, read during render so the first paint already has the right
 * layout (no flash of the wrong one, no layout shift).
 *
 * Null where there is no window to ask: in a server render, and while the browser hydrates that
 * render's HTML (React then uses the server's value, so the markup matches), after which the
 * real answer follows. A caller given null renders every variant and lets CSS media queries
 * pick, so the server's HTML is already right at any width and nothing moves when it is known.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}
