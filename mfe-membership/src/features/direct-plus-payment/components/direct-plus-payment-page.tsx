import { lazy, Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useSession, useToast } from '@coffee/platform';
import { OfflineCardForm, useOpenAtTop } from '@coffee/platform/payments';
import {
  Button,
  ButtonLink,
  Card,
  media,
  Link,
  Navigate,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@coffee/ui';
import {
  ACCOUNT_MEMBERSHIP_PATH,
  owesInitialPayment,
  useDirectPlusBillingPeriod,
  useGetMembershipQuery,
  type FromLocation,
} from '../../../shared/membership';
import { PageLoading, PageMessage, PageShell } from '../../../shared/page';
import { CARD_SAVED_PATH, PAYMENT_TEXTS, RETURN_PATH } from '../model/payment-texts';
import {
  useAuthenticateOfflinePaymentMutation,
  useConfirmOfflinePaymentMutation,
} from '../../../shared/payments';
import { usePaymentSetup } from '../model/use-payment-setup';
import { ContinueStandardButton, ContinueStandardOffer } from './continue-standard-offer';
import { MembershipSummary } from './membership-summary';

// The shop's one Payment Element wrapper (shared with the checkout), loaded only for Stripe.
const StripePaymentForm = lazy(() => import('@coffee/platform/payments/stripe'));

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  margin-top: 1.5rem;
  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    /* The summary comes first on a phone (the price before the card), beside the form here. */
    > [data-summary] {
      grid-column: 2;
      grid-row: 1;
    }
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 0.5rem;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.6rem, 4vw, 2.25rem);
  /* Focused by the page on opening (for screen readers), not by the shopper: no ring. */
  &:focus {
    outline: none;
  }
`;

const Lead = styled.p`
  margin: 0.4rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Aside = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/**
 * /direct-plus-payment (spec, sections 2, 4 and 8): signed-out visitors to /auth, paying members
 * told 'Already a Direct+ member' and sent to their account page; otherwise loading, then the
 * card form of the provider in use (Stripe's Payment Element, or the offline test provider's
 * form), or the 'Payment Error' card. A trial member may pay to keep Direct+. With ?update=card a
 * paying member saves a new card for renewals (no charge).
 */
export function DirectPlusPaymentPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const mode = params.get('update') === 'card' ? 'card' : 'payment';
  const session = useSession();
  // A Direct+ sign-up who owes the first payment may continue with a free Standard account
  // instead (issue 25), and then lands where the guard sent them from.
  const mayContinueStandard = mode === 'payment' && owesInitialPayment(session.user);
  const from = ((location.state as { from?: FromLocation } | null)?.from ??
    null) as FromLocation | null;
  const [billingPeriod] = useDirectPlusBillingPeriod();
  const membership = useGetMembershipQuery(undefined, { skip: !session.isSignedIn });
  const paying = membership.data?.state === 'active' || membership.data?.state === 'cancelling';
  const known = session.isSignedIn && membership.data !== undefined;
  // A paying member has nothing to pay here (except a new card); everyone else may.
  const mayPay = known && (mode === 'card' ? paying : !paying);
  const setup = usePaymentSetup(mode, billingPeriod, mayPay);
  const [confirmOffline] = useConfirmOfflinePaymentMutation();
  const [authenticateOffline] = useAuthenticateOfflinePaymentMutation();

  // Said once, even if the page renders again before the navigation lands.
  const told = useRef(false);
  const sendAway =
    known && ((mode === 'payment' && paying) || (setup.status === 'error' && setup.alreadyMember));
  useEffect(() => {
    if (!sendAway || told.current) return;
    told.current = true;
    toast({ title: PAYMENT_TEXTS.alreadyMember, description: 'Your membership is active.' });
    navigate(ACCOUNT_MEMBERSHIP_PATH, { replace: true });
  }, [sendAway, toast, navigate]);

  const failedSetup = setup.status === 'error' && !setup.alreadyMember ? setup.message : null;
  const toldFailure = useRef(false);
  useEffect(() => {
    if (!failedSetup || toldFailure.current) return;
    toldFailure.current = true;
    toast({ title: 'Payment setup failed', description: failedSetup, variant: 'destructive' });
  }, [failedSetup, toast]);

  // Where the money is taken: the page opens at its top with its heading focused (issue 25), also
  // when the guard sends an unpaid sign-up here from another page.
  const heading = useRef<HTMLHeadingElement>(null);
  useOpenAtTop(heading, setup.status === 'ready' && !sendAway && !failedSetup);

  const paymentFailed = (message: string) =>
    toast({ title: 'Payment failed', description: message, variant: 'destructive' });

  if (!session.isLoading && !session.isSignedIn) {
    return <Navigate to="/auth" replace state={{ from: location }} />;
  }
  if (known && mode === 'card' && !paying) return <Navigate to="/membership" replace />;
  if (failedSetup) {
    return (
      <PageShell>
        <PageMessage
          title="Payment Error"
          role="alert"
          actions={
            <>
              <ButtonLink to="/membership">Return to Membership Page</ButtonLink>
              {mayContinueStandard ? <ContinueStandardButton from={from} /> : null}
            </>
          }
        >
          {failedSetup}
        </PageMessage>
      </PageShell>
    );
  }
  if (membership.error && !membership.isFetching) {
    return (
      <PageShell>
        <PageMessage
          title="Payment Error"
          role="alert"
          actions={<Button onClick={() => void membership.refetch()}>Try again</Button>}
        >
          {PAYMENT_TEXTS.setupFailed}
        </PageMessage>
      </PageShell>
    );
  }
  if (setup.status !== 'ready' || sendAway) {
    return <PageLoading label="Setting up your payment" />;
  }

  const amount = 'amount' in setup.setup ? setup.setup.amount : null;
  const period = 'billingPeriod' in setup.setup ? setup.setup.billingPeriod : billingPeriod;
  const submitLabel = mode === 'card' ? 'Save card' : `Pay $${amount} and join Direct+`;
  const onSucceeded = () => {
    // Leaving on our own: the membership now reads active, and while the next page's code loads
    // (the navigation is a transition, this page stays mounted) that must not send the new
    // member away as 'Already a Direct+ member'.
    told.current = true;
    if (mode === 'card') {
      toast({ title: 'Card updated', description: 'Renewals will be charged to your new card.' });
      navigate(CARD_SAVED_PATH);
    } else {
      navigate(`${RETURN_PATH}?redirect_status=succeeded`);
    }
  };

  return (
    <PageShell>
      <Back to="/membership-page">← Back</Back>
      <Title ref={heading} tabIndex={-1}>
        {mode === 'card' ? 'Update your card' : 'Complete your Direct+ membership'}
      </Title>
      <Lead>
        {mode === 'card'
          ? 'Your next renewal will be charged to this card. Nothing is charged now.'
          : 'Enter your card to start your membership. You can cancel anytime.'}
      </Lead>
      <Layout>
        {mode === 'payment' ? (
          <Aside data-summary>
            <MembershipSummary amount={amount} billingPeriod={period} />
            {/* Beside the price, so a phone shows the way out before the card form too. */}
            {mayContinueStandard ? <ContinueStandardOffer from={from} /> : null}
          </Aside>
        ) : null}
        <Card as="section" aria-label="Payment">
          {setup.setup.provider === 'stripe' && setup.setup.publishableKey ? (
            <Suspense fallback={<PageLoading label="Loading the payment form" />}>
              <StripePaymentForm
                publishableKey={setup.setup.publishableKey}
                clientSecret={setup.setup.clientSecret}
                mode={mode}
                returnPath={mode === 'card' ? CARD_SAVED_PATH : RETURN_PATH}
                submitLabel={submitLabel}
                onFailed={paymentFailed}
              />
            </Suspense>
          ) : (
            <OfflineCardForm
              clientSecret={setup.setup.clientSecret}
              confirm={(body) => confirmOffline(body).unwrap()}
              authenticate={(body) => authenticateOffline(body).unwrap()}
              amount={amount}
              submitLabel={submitLabel}
              onSucceeded={onSucceeded}
              onFailed={paymentFailed}
            />
          )}
        </Card>
      </Layout>
    </PageShell>
  );
}
