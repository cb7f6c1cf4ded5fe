import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { emit, on } from '@coffee/events';
import { useAfterFirstContent } from '@coffee/platform';
import { CartButtonPlaceholder } from '../features/layout';
import { LoadedRemoteWidget } from './remotes/loaded-remote';
import { RemoteBoundary } from './remotes/remote-boundary';

/** Runs once the widget beside it has mounted (its effects, e.g. its `open-cart` listener, ran first). */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * cart_checkout's cart button and drawer in the header, fetched after the page's first view is
 * on screen (its remote entry and widget are not on the first load's critical path). Until then,
 * and while it loads, a look-alike button holds its place. A click on it, or an `open-cart` (an
 * Add to Cart), before the widget is there loads it at once and opens the drawer when it arrives.
 * A failure shows the inline fallback with Retry, as any remote widget.
 */
export function DeferredCartWidget() {
  const firstViewShown = useAfterFirstContent();
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

  if (!firstViewShown && !asked) {
    return <CartButtonPlaceholder onClick={() => emit('open-cart')} />;
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
