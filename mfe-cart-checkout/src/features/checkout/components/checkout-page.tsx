import { useState } from 'react';
import type { PlaceOrderInput } from '@coffee/contracts';
import { Button, ButtonLink, useSearchParams } from '@coffee/ui';
import { useCart } from '../../../shared/cart';
import { CartRestore } from './cart-restore';
import { OrderPaymentPage } from './order-payment-page';
import { BagIcon, PageLoading, PageMessage, PageShell } from '../../../shared/ui/page';
import type { CheckoutPayment } from '../model/card-payment';
import { usePlaceOrder } from '../model/use-place-order';
import { CheckoutFlow } from './checkout-flow';
import { UnpaidLimit } from './unpaid-limit';

/**
 * /checkout (the shell guards it for signed-in users): the three steps, then, once the order is
 * placed, its payment at /checkout?orderId= (also where 'Complete payment' and 'Try again' lead).
 * /checkout?restore= is the abandoned-cart mail's link: the cart comes back, then the steps.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  const restore = params.get('restore')?.trim();
  if (orderId) return <OrderPaymentPage orderId={orderId} />;
  if (restore) return <CartRestore key={restore} token={restore} />;
  return <CheckoutSteps />;
}

function CheckoutSteps() {
  const live = useCart();
  const placement = usePlaceOrder();
  // From 'Place Order' until the page moves on, the steps stay as they were: the cart empties the
  // moment the order exists, and Stripe's Payment Element must stay mounted for its confirmation.
  const [placingCart, setPlacingCart] = useState(live);
  const cart = placement.phase === null ? live : placingCart;
  const onPlaceOrder = (order: PlaceOrderInput, payment: CheckoutPayment) => {
    setPlacingCart(live);
    return placement.submit(order, payment);
  };

  if (cart.isSessionLoading || cart.isLoading) return <PageLoading label="Loading your cart" />;

  if (!cart.isSignedIn) {
    return (
      <PageShell>
        <PageMessage
          title="Sign in to check out"
          icon={<BagIcon />}
          actions={<ButtonLink to="/auth">Sign In</ButtonLink>}
        >
          Your cart is kept with your account.
        </PageMessage>
      </PageShell>
    );
  }
  if (cart.isError) {
    return (
      <PageShell>
        <PageMessage
          role="alert"
          title="Failed to fetch cart items"
          actions={
            <Button $variant="outline" onClick={cart.refetch}>
              Try again
            </Button>
          }
        >
          Please try again in a moment.
        </PageMessage>
      </PageShell>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <PageShell>
        <PageMessage
          title="Your Cart is Empty"
          icon={<BagIcon />}
          actions={<ButtonLink to="/">Continue Shopping</ButtonLink>}
        >
          Add a coffee you love, then come back to check out.
        </PageMessage>
      </PageShell>
    );
  }
  return (
    <CheckoutFlow
      cart={cart}
      placing={placement.phase}
      onPlaceOrder={onPlaceOrder}
      refusal={placement.unpaidLimit ? <UnpaidLimit message={placement.unpaidLimit} /> : null}
    />
  );
}
