import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { on } from '@coffee/events';
import { useCart } from '../hooks/use-cart';
import { useDialogBehaviour } from '../hooks/use-dialog-behaviour';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';
import { CartLines } from './cart-lines';
import { CartEmpty, CartError, CartLoading } from './cart-states';
import { CartSummary } from './cart-summary';

/** The header's cart button and the drawer it opens (also opened by the `open-cart` event). */
export function CartWidget() {
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const drawerId = `cart-drawer-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { refetch } = cart;

  const close = useCallback(() => {
    setOpen(false);
    // Back to where the visitor was, unless they already moved on (e.g. clicked a link).
    if (!document.activeElement || document.activeElement === document.body || panel.current?.contains(document.activeElement)) {
      trigger.current?.focus();
    }
  }, []);

  useDialogBehaviour(open, close, panel, trigger);

  useEffect(() => on('open-cart', () => setOpen(true)), []);
  // Another part of the page changed the cart outside this store's knowledge: ask again.
  useEffect(() => on('cart-changed', () => refetch()), [refetch]);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open]);

  let body;
  if (cart.isLoading) body = <CartLoading />;
  else if (cart.isError) body = <CartError onRetry={refetch} />;
  else if (cart.lines.length === 0) body = <CartEmpty isSignedIn={cart.isSignedIn} onClose={close} />;
  else body = <CartLines lines={cart.lines} />;

  const hasItems = !cart.isLoading && !cart.isError && cart.lines.length > 0;

  return (
    <>
      <CartButton
        ref={trigger}
        count={cart.isSignedIn && !cart.isError ? cart.count : null}
        expanded={open}
        controls={drawerId}
        onClick={() => setOpen((o) => !o)}
      />
      {open ? (
        <CartDrawer
          ref={panel}
          id={drawerId}
          subtitle={hasItems ? `${cart.count} ${cart.count === 1 ? 'item' : 'items'}` : null}
          onClose={close}
          footer={
            hasItems ? (
              <CartSummary
                subtotalCents={cart.subtotalCents}
                showPromo={!cart.isDirectPlus}
                onNavigate={() => setOpen(false)}
                onContinue={close}
              />
            ) : null
          }
        >
          {body}
        </CartDrawer>
      ) : null}
    </>
  );
}
