import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A payment page opens at its top, and once its content shows, with focus on its heading (a
 * screen reader starts there too): where the money is taken, the shopper first reads what they
 * pay for. The shell scrolls to the top when the PATH changes; /checkout -> /checkout?orderId=
 * keeps the path, so the order's payment page used to open where the review step's Place Order
 * had been scrolled to: on a phone, at the footer. Used by both payment pages (an order's and
 * Direct+'s).
 */
export function useOpenAtTop(heading: RefObject<HTMLElement | null>, contentShown: boolean) {
  // Before the first paint: the loading state already shows from the top.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const focused = useRef(false);
  useEffect(() => {
    if (!contentShown || focused.current || !heading.current) return;
    focused.current = true;
    window.scrollTo(0, 0);
    heading.current.focus({ preventScroll: true });
  }, [contentShown, heading]);
}
