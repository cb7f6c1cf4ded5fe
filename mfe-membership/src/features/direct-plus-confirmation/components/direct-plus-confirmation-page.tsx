import styled from 'styled-components';
import { Button, ButtonLink, Spinner, Navigate, useLocation } from '@coffee/ui';
import { PageLoading, PageMessage, PageShell } from '../../../shared/page';
import { usePaymentConfirmation } from '../model/use-payment-confirmation';
import { Welcome } from './welcome';

const Waiting = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 4rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.accent};
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.1rem);
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const toPayment = <ButtonLink to="/direct-plus-payment">Return to Payment</ButtonLink>;

/**
 * /payment-confirmation/direct-plus, the payment's return address: 'Confirming your payment…'
 * until GET /api/membership shows the paid membership (the webhook grants it, never this page),
 * then 'Welcome to Direct+'; a failed payment or one not confirmed in time says so, with the
 * way back to the payment page.
 */
export function DirectPlusConfirmationPage() {
  const location = useLocation();
  const confirmation = usePaymentConfirmation();

  switch (confirmation.status) {
    case 'loading':
      return <PageLoading label="Loading your membership" />;
    case 'signedOut':
      // Standalone there is no shell guard: the page asks for sign-in itself.
      return <Navigate to="/auth" replace state={{ from: location }} />;
    case 'confirmed':
      return <Welcome membership={confirmation.membership} />;
    case 'waiting':
      return (
        <PageShell>
          <Waiting>
            <Spinner $size={40} label="Confirming your payment" />
            <h1>Confirming your payment…</h1>
            <p>This usually takes a few seconds. Please keep this page open.</p>
          </Waiting>
        </PageShell>
      );
    case 'failed':
      return (
        <PageShell>
          <PageMessage
            title="Payment not completed"
            role="alert"
            actions={
              <>
                {toPayment}
                <ButtonLink to="/membership" $variant="outline">
                  View Membership Plans
                </ButtonLink>
              </>
            }
          >
            Your payment did not go through and you have not been charged. Please try again, or use
            another card.
          </PageMessage>
        </PageShell>
      );
    case 'timedOut':
      return (
        <PageShell>
          <PageMessage
            title="We could not confirm your payment yet"
            role="alert"
            actions={
              <>
                <Button onClick={confirmation.retry}>Check again</Button>
                {toPayment}
              </>
            }
          >
            Your payment may still be processing. If it went through, your membership appears here
            in a moment and you will not be charged twice.
            {confirmation.error ? ` (${confirmation.error})` : null}
          </PageMessage>
        </PageShell>
      );
    case 'nothingToConfirm':
      return (
        <PageShell>
          <PageMessage
            title="No Direct+ payment to confirm"
            actions={
              <ButtonLink to="/membership" $variant="outline">
                View Membership Plans
              </ButtonLink>
            }
          >
            This page confirms a Direct+ payment once it is made. You do not have an active paid
            membership yet.
          </PageMessage>
        </PageShell>
      );
  }
}
