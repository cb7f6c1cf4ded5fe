import { lazy, Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { PAYMENT_METHODS } from '@coffee/contracts';
import { useSession } from '@coffee/platform';
import { OfflineCardForm } from '@coffee/platform/payments';
import { Button, ButtonLink, Card, Navigate, useNavigate } from '@coffee/ui';
import {
  confirmationPath,
  useAuthenticateOrderPaymentMutation,
  useConfirmOrderCardMutation,
} from '../../../shared/orders';
import {
  PageHeading,
  PageLoading,
  PageMessage,
  PageShell,
  ReceiptIcon,
} from '../../../shared/ui/page';
import { useOrderPaymentSetup } from '../model/use-order-payment-setup';
import { PayPalApproval } from './paypal-approval';

// The shop's one Payment Element wrapper, loaded only when the setup says Stripe.
const StripePaymentForm = lazy(() => import('@coffee/platform/payments/stripe'));

const Wrap = styled(PageShell)`
  max-width: 36rem;
`;

const Amount = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0 0 1.25rem;
  padding-bottom: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    font-size: 1.4rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Failure = styled.div`
  display: grid;
  gap: 1rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/**
 * The payment of a placed order (/checkout?orderId=): what the shopper reaches right after
 * 'Place Order', from 'Complete payment' on an unpaid order, and from 'Try again' after a
 * refusal. It always pays the same order; the amount shown is the setup's, which is what the
 * provider charges.
 */
export function OrderPaymentPage({ orderId }: { orderId: string }) {
  const session = useSession();
  // Wait for the session: an unanswered GET /api/user is not a signed-out shopper.
  if (session.isLoading) return <PageLoading label="Loading your payment" />;
  if (!session.isSignedIn) {
    return (
      <PageShell>
        <PageMessage
          title="Sign in to pay for your order"
          icon={<ReceiptIcon />}
          actions={<ButtonLink to="/auth">Sign In</ButtonLink>}
        >
          Your orders are kept with your account.
        </PageMessage>
      </PageShell>
    );
  }
  return <OrderPayment key={orderId} orderId={orderId} />;
}

function OrderPayment({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const { state, retry, fail } = useOrderPaymentSetup(orderId);
  const [confirmCard] = useConfirmOrderCardMutation();
  const [authenticate] = useAuthenticateOrderPaymentMutation();
  const submitted = () => navigate(confirmationPath(orderId, true));

  // Focus the failure so a screen reader hears it where the form was.
  useEffect(() => {
    if (state.status === 'failed') document.getElementById('payment-failure')?.focus();
  }, [state.status]);

  if (state.status === 'loading') return <PageLoading label="Preparing your payment" />;
  if (state.status === 'closed' && state.reason === 'paid') {
    return <Navigate to={confirmationPath(orderId)} replace />;
  }
  if (state.status === 'closed') {
    const expired = state.reason === 'expired';
    return (
      <PageShell>
        <PageMessage
          title={expired ? 'Order expired' : 'This order cannot be paid'}
          icon={<ReceiptIcon />}
          actions={
            <>
              <ButtonLink to="/category/all">Shop again</ButtonLink>
              <ButtonLink to={`/orders/${encodeURIComponent(orderId)}`} $variant="outline">
                View Order
              </ButtonLink>
            </>
          }
        >
          {state.message}
        </PageMessage>
      </PageShell>
    );
  }
  if (state.status === 'error') {
    return (
      <PageShell>
        <PageMessage
          role="alert"
          title="Payment unavailable"
          actions={
            <Button $variant="outline" onClick={retry}>
              Try again
            </Button>
          }
        >
          {state.message}
        </PageMessage>
      </PageShell>
    );
  }

  if (state.status === 'failed') {
    return (
      <Wrap>
        <PageHeading>Complete your payment</PageHeading>
        <Card as="section" aria-label="Payment">
          <Failure>
            <p id="payment-failure" role="alert" tabIndex={-1}>
              Payment failed: {state.message}
            </p>
            <Button onClick={retry}>Try again</Button>
            <ButtonLink to={`/orders/${encodeURIComponent(orderId)}`} $variant="outline">
              View Order
            </ButtonLink>
          </Failure>
        </Card>
      </Wrap>
    );
  }

  const { setup } = state;
  let form;
  if (setup.provider === 'stripe' && setup.publishableKey) {
    // Stripe's Payment Element offers the card and PayPal alike where the account has it.
    form = (
      <Suspense fallback={<PageLoading label="Loading the payment form" />}>
        <StripePaymentForm
          publishableKey={setup.publishableKey}
          clientSecret={setup.clientSecret}
          mode="payment"
          returnPath={confirmationPath(orderId, true)}
          submitLabel={`Pay $${setup.amount}`}
          onFailed={fail}
        />
      </Suspense>
    );
  } else if (setup.paymentMethod === 'paypal') {
    form = (
      <PayPalApproval
        orderId={orderId}
        clientSecret={setup.clientSecret}
        amount={setup.amount}
        onSucceeded={submitted}
        onFailed={fail}
      />
    );
  } else {
    form = (
      <OfflineCardForm
        clientSecret={setup.clientSecret}
        confirm={(body) => confirmCard({ orderId, body }).unwrap()}
        authenticate={(body) => authenticate({ orderId, body }).unwrap()}
        amount={setup.amount}
        submitLabel={`Pay $${setup.amount}`}
        onSucceeded={submitted}
        onFailed={fail}
      />
    );
  }

  return (
    <Wrap>
      <PageHeading>Complete your payment</PageHeading>
      <Card as="section" aria-label="Payment">
        <Amount>
          <span>{PAYMENT_METHODS[setup.paymentMethod].label}: amount to pay</span>
          <strong data-testid="payment-amount">${setup.amount}</strong>
        </Amount>
        {form}
      </Card>
    </Wrap>
  );
}
