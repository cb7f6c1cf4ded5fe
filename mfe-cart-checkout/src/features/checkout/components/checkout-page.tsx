import { Button, ButtonLink, useSearchParams } from '@coffee/ui';
import { useCart } from '../../../shared/cart';
import { OrderPaymentPage } from './order-payment-page';
import { BagIcon, PageLoading, PageMessage, PageShell } from '../../../shared/ui/page';
import { usePlaceOrder } from '../model/use-place-order';
import { CheckoutFlow } from './checkout-flow';

/**
 * /checkout (the shell guards it for signed-in users): the three steps, then, once the order is
 * placed, its payment at /checkout?orderId= (also where 'Complete payment' and 'Try again' lead).
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  if (orderId) return <OrderPaymentPage orderId={orderId} />;
  return <CheckoutSteps />;
}

function CheckoutSteps() {
  const cart = useCart();
  const placement = usePlaceOrder();

  // The cart empties the moment the order exists: show the way on, not 'Your Cart is Empty'.
  if (placement.placedOrderId) return <PageLoading label="Opening your payment" />;
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
      isPlacing={placement.isPlacing}
      onPlaceOrder={(order) => void placement.submit(order)}
    />
  );
}
