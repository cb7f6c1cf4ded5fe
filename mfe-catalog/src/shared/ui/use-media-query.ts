import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, read during render so the first paint already has the right
 * layout (no flash of the wrong one, no layout shift).
 */
export function useMediaQuery(query: string): boolean {
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
    () => false,
  );
}
