import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { OrderStatus } from '@coffee/contracts';

/**
 * Brings a status the shopper just caused into view, and focus to it, once the page shows it.
 * 'Cancel order' sits at the bottom of the order's page (on a phone, a screen or two below the
 * status), goes away with the order's cancellability, and focus fell to the page's body: the
 * shopper saw neither the new status nor the timeline's new step. `frame` is what scrolls to the
 * top (its scroll-margin clears the sticky header), `target` what takes focus (a screen reader
 * reads it out).
 *
 * Waits for the page to show the status (the cancel's answer updates the order, or the refetch
 * does), so it works whichever comes first.
 */
export function useRevealStatus(
  status: OrderStatus,
  frame: RefObject<HTMLElement | null>,
  target: RefObject<HTMLElement | null>,
) {
  const [expected, setExpected] = useState<OrderStatus | null>(null);
  const revealed = useRef(false);
  useEffect(() => {
    if (expected === null || status !== expected || revealed.current) return;
    revealed.current = true;
    frame.current?.scrollIntoView({ block: 'start' });
    target.current?.focus({ preventScroll: true });
  }, [expected, status, frame, target]);
  return useCallback((next: OrderStatus) => {
    revealed.current = false;
    setExpected(next);
  }, []);
}
