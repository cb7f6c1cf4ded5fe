import { useEffect, useState, type RefObject } from 'react';
import { theme } from '@coffee/ui';
import { launcherAvoidBoxes, launcherLift } from './launcher-placement';

export interface LauncherPlacement {
  /** Pixels risen from its corner. */
  lift: number;
  /** Stepped aside: no clear place in its column. */
  hidden: boolean;
}

const HOME: LauncherPlacement = { lift: 0, hidden: false };
/** From md up the launcher floats (below it is a bar after the footer, in the page's flow). */
const FLOATING = `(min-width: ${theme.breakpoints.md})`;

const same = (a: LauncherPlacement, b: LauncherPlacement) =>
  a.hidden === b.hidden && a.lift === b.lift;

/**
 * Keeps the floating launcher clear of the page's primary actions (launcher-placement.ts):
 * placed when it appears, then again on scroll, resize, a move of focus and a change of the
 * page (a checkout step, a product loading), at most once a frame. While `enabled` is false (the
 * chat panel is open above it) it stays in its corner.
 */
export function useLauncherPlacement(
  launcher: RefObject<HTMLElement | null>,
  enabled: boolean,
): LauncherPlacement {
  const [placement, setPlacement] = useState<LauncherPlacement>(HOME);

  useEffect(() => {
    const floating = window.matchMedia(FLOATING);
    let frame = 0;
    const place = () => {
      frame = 0;
      const own = launcher.current;
      const next = (() => {
        if (!enabled || !floating.matches || !own) return HOME;
        const doc = own.ownerDocument;
        const r = own.getBoundingClientRect();
        if (r.width === 0) return HOME;
        // The lift on the page now (its data-lift, as rendered), so its corner is its box
        // lowered by that much, whether or not React has rendered the last placement yet.
        const lifted = Number(own.dataset.lift) || 0;
        const rem = parseFloat(getComputedStyle(doc.documentElement).fontSize) || 16;
        const lift = launcherLift({
          home: { left: r.left, right: r.right, top: r.top + lifted, bottom: r.bottom + lifted },
          avoid: launcherAvoidBoxes(doc, own),
          gap: 0.5 * rem,
          ceiling: 0.75 * rem,
        });
        return lift === null ? { lift: 0, hidden: true } : { lift, hidden: false };
      })();
      setPlacement((current) => (same(current, next) ? current : next));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    const observer = new MutationObserver((records) => {
      // Its own moves (its style) are no reason to move again.
      if (records.some((r) => !launcher.current?.contains(r.target))) schedule();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['hidden', 'disabled', 'style', 'class', 'open', 'data-primary-action'],
    });
    const events = ['scroll', 'focusin', 'focusout', 'transitionend', 'animationend'] as const;
    for (const event of events) document.addEventListener(event, schedule, true);
    window.addEventListener('resize', schedule);
    floating.addEventListener('change', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      for (const event of events) document.removeEventListener(event, schedule, true);
      window.removeEventListener('resize', schedule);
      floating.removeEventListener('change', schedule);
    };
  }, [launcher, enabled]);

  return placement;
}
