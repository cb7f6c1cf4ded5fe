import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { on } from '@coffee/events';
import { useCart } from '../../../shared/cart';
import { useDialogBehaviour } from '../model/use-dialog-behaviour';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';
import { CartLines } from './cart-lines';
import { CartEmpty, CartError, CartLoading, CartSignedOut } from './cart-states';
import { CartSummary } from './cart-summary';

const AUTOFOCUS = '[data-autofocus]';

/** The header's cart button and the drawer it opens (also opened by the `open-cart` event). */
export function CartWidget() {
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const drawerId = `cart-drawer-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { refetch, lines } = cart;

  const close = useCallback(() => {
    setOpen(false);
    // Back to where the visitor was, unless they already moved on (e.g. clicked a link).
    if (
      !document.activeElement ||
      document.activeElement === document.body ||
      panel.current?.contains(document.activeElement)
    ) {
      trigger.current?.focus();
    }
  }, []);
  // A link inside the drawer was followed: close without pulling focus back to the header.
  const leave = useCallback(() => setOpen(false), []);

  useDialogBehaviour(open, close, panel, trigger);

  // Opened by the header button, by any Add to Cart (signed in or not), by anything on the page.
  useEffect(() => on('open-cart', () => setOpen(true)), []);
  // Another part of the page changed the cart outside this store's knowledge: ask again.
  useEffect(() => on('cart-changed', () => refetch()), [refetch]);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>(AUTOFOCUS)?.focus();
  }, [open]);

  // A removed line takes its focused Remove button with it: keep focus inside the dialog.
  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    if (!active || active === document.body)
      panel.current?.querySelector<HTMLElement>(AUTOFOCUS)?.focus();
  }, [open, lines]);

  let body;
  if (!cart.isSignedIn)
    body = cart.isSessionLoading ? (
      <CartLoading />
    ) : (
      <CartSignedOut onClose={close} onNavigate={leave} />
    );
  else if (cart.isLoading) body = <CartLoading />;
  else if (cart.isError) body = <CartError onRetry={refetch} />;
  else if (lines.length === 0) body = <CartEmpty onClose={close} />;
  else body = <CartLines lines={lines} pricing={cart.pricing} busy={cart.isFetching} />;

  const hasItems = cart.isSignedIn && !cart.isLoading && !cart.isError && lines.length > 0;

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
              <CartSummary pricing={cart.pricing} onNavigate={leave} onContinue={close} />
            ) : null
          }
        >
          {body}
        </CartDrawer>
      ) : null}
    </>
  );
}
