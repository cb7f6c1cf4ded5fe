import { Button, ButtonLink } from '@coffee/ui';
import { PageMessage, PageShell, ReceiptIcon } from '../../ui/page';

/** Unknown, malformed or another shopper's order id: the service answers 404 to all three alike. */
export function OrderNotFound() {
  return (
    <PageShell>
      <PageMessage
        title="Order not found"
        icon={<ReceiptIcon />}
        actions={
          <>
            <ButtonLink to="/orders">View Your Orders</ButtonLink>
            <ButtonLink to="/" $variant="outline">
              Continue Shopping
            </ButtonLink>
          </>
        }
      >
        We couldn&apos;t find that order in your account. Check the link, or look it up in your
        orders.
      </PageMessage>
    </PageShell>
  );
}

export function OrdersLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageShell>
      <PageMessage
        role="alert"
        title="We couldn't load your orders"
        actions={
          <Button $variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {message}
      </PageMessage>
    </PageShell>
  );
}

/** A shopper with no orders: where to start shopping is the caller's (the account tab's or the page's). */
export function NoOrdersYet({ shopAt }: { shopAt: string }) {
  return (
    <PageMessage
      headingLevel={2}
      title="No orders yet"
      icon={<ReceiptIcon />}
      actions={<ButtonLink to={shopAt}>Start Shopping</ButtonLink>}
    >
      When you place an order, it will appear here.
    </PageMessage>
  );
}
