import { useEffect } from 'react';
import { useLocation } from '@coffee/ui';

/**
 * Client-side navigation to `#id` does not scroll by itself: bring the target into view and
 * move focus to it (sections are focusable), also when the same link is chosen twice.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  }, [hash, key]);
}
