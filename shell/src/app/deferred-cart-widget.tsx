import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { emit, on } from '@coffee/events';
import { useAfterFirstContent, useSession } from '@coffee/platform';
import { CartButtonPlaceholder } from '../features/layout';
import { LoadedRemoteWidget } from './remotes/loaded-remote';
import { RemoteBoundary } from './remotes/remote-boundary';

/** Runs once the widget beside it has mounted (its effects, e.g. its `open-cart` listener, ran first). */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * cart_checkout's cart button and drawer in the header. Signed in, it is fetched after the page's
 * first view is on screen (its remote entry and widget are not on the first load's critical
 * path): the button shows the cart's count. Signed out there is no cart and no count (the drawer
 * only offers to sign in), so it is not fetched at all until the visitor reaches for it: a pointer
 * over the button or focus on it fetches it, a click (or an `open-cart`, an Add to Cart) fetches
 * it and opens the drawer when it arrives. That keeps its ~16 KB of script off an anonymous
 * visitor's first load (issue 26). Until then, and while it loads, a look-alike button holds its
 * place. A failure shows the inline fallback with Retry, as any remote widget.
 */
export function DeferredCartWidget() {
  const firstViewShown = useAfterFirstContent();
  const { isSignedIn } = useSession();
  const [asked, setAsked] = useState(false);
  const openOnArrival = useRef(false);
  const arrived = useRef(false);

  useEffect(
    () =>
      on('open-cart', () => {
        if (arrived.current) return;
        openOnArrival.current = true;
        setAsked(true);
      }),
    [],
  );

  const onArrival = useCallback(() => {
    arrived.current = true;
    if (!openOnArrival.current) return;
    openOnArrival.current = false;
    emit('open-cart');
  }, []);

  if (!asked && !(firstViewShown && isSignedIn)) {
    return (
      <CartButtonPlaceholder onClick={() => emit('open-cart')} onIntent={() => setAsked(true)} />
    );
  }
  return (
    <RemoteBoundary remote="cart_checkout" variant="inline">
      <Suspense fallback={<CartButtonPlaceholder onClick={() => emit('open-cart')} />}>
        <LoadedRemoteWidget remote="cart_checkout" module="CartWidget" />
        <Mounted onMount={onArrival} />
      </Suspense>
    </RemoteBoundary>
  );
}
