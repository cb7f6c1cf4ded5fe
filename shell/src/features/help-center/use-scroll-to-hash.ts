import { useEffect } from 'react';
import { useLocation } from '@coffee/ui';

/**
 * Client-side navigation to `#id` does not scroll by itself: bring the target into view and move
 * focus to it (when it is focusable), also when the same card is chosen twice.
 */
export function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (target.tabIndex >= 0 || target.hasAttribute('tabindex'))
      target.focus({ preventScroll: true });
  }, [hash, key, ready]);
}
