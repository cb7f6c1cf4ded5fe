import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a media query matches; null until the browser has answered.
 *
 * Null in a server render and in the browser's first render (hydrating that render's HTML, or
 * mounting): a caller given null renders every variant and lets CSS media queries pick, so the
 * server's HTML is right at any width and nothing moves when the answer comes. The answer follows
 * in a transition just after, and again on every change.
 *
 * Not useSyncExternalStore with a null server snapshot, the usual idiom: React re-renders every
 * component whose snapshot differs from the server's synchronously, in the same task as the
 * hydration's effects. A listing's whole grid was re-rendered that way, 20–30 ms on a desktop and
 * four times that on a phone with taps held meanwhile; in a transition it is done in slices.
 */
export function useMediaQuery(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    const list = window.matchMedia(query);
    const read = () => startTransition(() => setMatches(list.matches));
    read();
    list.addEventListener('change', read);
    return () => list.removeEventListener('change', read);
  }, [query]);
  return matches;
}
