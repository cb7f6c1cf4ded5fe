import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PAYMENT_METHODS } from '@coffee/contracts';
import { toApiError, useSession, type FetchBaseQueryError } from '@coffee/platform';
import {
  AuthenticationDialog,
  OfflineCardForm,
  PAYMENT_FORM_TEXTS,
  useOpenAtTop,
} from '@coffee/platform/payments';
import { Button, ButtonLink, Card, Navigate, useLocation, useNavigate } from '@coffee/ui';
import {
  confirmationPath,
  timeLeftToPay,
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
import { paymentPageState, paymentTerms, type PaymentTerms } from '../model/card-payment';
import { useOrderPaymentSetup } from '../model/use-order-payment-setup';
import { PayPalApproval } from './paypal-approval';

// The shop's one Payment Element wrapper, loaded only when the setup says Stripe.
const StripePaymentForm = lazy(() => import('@coffee/platform/payments/stripe'));

const Wrap = styled(PageShell)`
  max-width: 36rem;
`;

// Focused when the page opens (where a screen reader starts), not a control: no focus ring.
const Heading = styled(PageHeading)`
  &:focus {
    outline: none;
  }
`;

const Lead = styled.p`
  margin: -0.75rem 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
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

/** How long the order still holds its items (the payment's start extended the hold). */
function HoldLeft({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeftToPay(expiresAt, now);
  return left ? <> Your items are held for you: {left}.</> : null;
}

/** What this payment charges, by which method: the same line before a try and after a refusal. */
function AmountDue({ terms }: { terms: PaymentTerms }) {
  return (
    <Amount>
      <span>{PAYMENT_METHODS[terms.paymentMethod].label}: amount to pay</span>
      <strong data-testid="payment-amount">${terms.amount}</strong>
    </Amount>
  );
}

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
  const location = useLocation();
  // What the checkout said on the way here (the card it took was refused, or asks for the
  // authentication step): read once, then dropped, so a reload starts afresh.
  const [arrival] = useState(() => paymentPageState(location.state));
  useEffect(() => {
    if (location.state) navigate(`${location.pathname}${location.search}`, { replace: true });
  }, [location, navigate]);
  const { state, retry, fail } = useOrderPaymentSetup(
    orderId,
    arrival.failure ? { message: arrival.failure, terms: arrival.terms } : undefined,
  );
  const [confirmCard] = useConfirmOrderCardMutation();
  const [authenticate] = useAuthenticateOrderPaymentMutation();
  const [authenticating, setAuthenticating] = useState(arrival.authenticate === true);
  const [answering, setAnswering] = useState(false);
  const submitted = () => navigate(confirmationPath(orderId, true));
  const heading = useRef<HTMLHeadingElement>(null);
  const headed = state.status === 'ready' || state.status === 'failed';
  useOpenAtTop(heading, headed);

  // A failure after the page opened is focused, so a screen reader hears it where the form was;
  // after 'Try again' (its button is gone with the failure) the heading of the new form is.
  const opened = useRef(state.status);
  useEffect(() => {
    if (state.status === 'failed' && opened.current !== 'failed')
      document.getElementById('payment-failure')?.focus();
    if (state.status === 'ready' && opened.current === 'failed')
      heading.current?.focus({ preventScroll: true });
    if (state.status !== 'loading') opened.current = state.status;
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

  // Known once the payment started, and after a refusal (the checkout's, or this page's).
  const terms = state.status === 'ready' ? paymentTerms(state.setup) : state.terms;
  const top = (
    <>
      <Heading ref={heading} tabIndex={-1}>
        Complete your payment
      </Heading>
      <Lead>
        Complete your payment to place the order.
        {terms?.expiresAt ? <HoldLeft expiresAt={terms.expiresAt} /> : null}
      </Lead>
    </>
  );

  if (state.status === 'failed') {
    return (
      <Wrap>
        {top}
        <Card as="section" aria-label="Payment">
          {terms ? <AmountDue terms={terms} /> : null}
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
  // The card given at checkout asks for its authentication step: answered here, on this order.
  const answer = async (approve: boolean) => {
    setAnswering(true);
    try {
      const result = await authenticate({
        orderId,
        body: { clientSecret: setup.clientSecret, approve },
      }).unwrap();
      if (result.status === 'succeeded') submitted();
      else fail(result.message ?? PAYMENT_FORM_TEXTS.paymentFailed);
    } catch (error) {
      fail(
        toApiError(error as FetchBaseQueryError).serverMessage ??
          PAYMENT_FORM_TEXTS.processingError,
      );
    } finally {
      setAnswering(false);
      setAuthenticating(false);
    }
  };

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
      {top}
      <Card as="section" aria-label="Payment">
        <AmountDue terms={paymentTerms(setup)} />
        {form}
      </Card>
      {authenticating && setup.provider === 'offline' && setup.paymentMethod === 'credit-card' ? (
        <AuthenticationDialog
          amount={setup.amount}
          busy={answering}
          onAnswer={(approve) => void answer(approve)}
        />
      ) : null}
    </Wrap>
  );
}
