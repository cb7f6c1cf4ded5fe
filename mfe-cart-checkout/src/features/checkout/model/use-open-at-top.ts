import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The page opens at its top, and once its content shows, with focus on its heading (a screen
 * reader starts there too). The shell scrolls to the top when the PATH changes; /checkout ->
 * /checkout?orderId= keeps the path, so the payment page used to open where the review step's
 * Place Order had been scrolled to: on a phone, at the footer.
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
