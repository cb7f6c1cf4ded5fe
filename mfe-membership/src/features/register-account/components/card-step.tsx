import { lazy, Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { BillingPeriod } from '@coffee/contracts';
import { OfflineCardForm } from '@coffee/platform/payments';
import { Button, LoadFailed, Spinner } from '@coffee/ui';
import { formatCents } from '../../../shared/direct-plus';
import {
  useAuthenticateOfflinePaymentMutation,
  useConfirmOfflinePaymentMutation,
  useGetMembershipPaymentConfigQuery,
} from '../../../shared/payments';
import type { DirectPlusSignUp } from '../model/use-direct-plus-sign-up';

// Stripe's Payment Element, loaded only when Stripe takes the payments.
const StripeSignUpForm = lazy(() => import('./stripe-sign-up-form'));

const SUBMIT_LABEL = 'Subscribe to Direct+';
/** The offline form confirms the payment 'Subscribe to Direct+' makes; none exists before. */
const NOT_YET_MADE = 'made-on-subscribe';

const Legend = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 0.5rem;
  &:focus {
    outline: none;
  }
`;

const Charge = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  padding: 2rem 0;
  color: ${({ theme }) => theme.colors.primary};
`;

const Back = styled.div`
  margin-top: 0.75rem;
  display: grid;
`;

const PERIOD_WORDS: Record<BillingPeriod, { span: string; renews: string }> = {
  annual: { span: 'a year', renews: 'annually' },
  monthly: { span: 'a month', renews: 'monthly' },
};

/**
 * The Direct+ sign-up's card step (spec: after the account details, 'Subscribe to Direct+' and
 * 'Back to Account Details'): the real payment form, where the card is taken once (issue 25).
 * The offline test provider's own card form, or Stripe's Payment Element in deferred-intent
 * mode; which one the membership service says, asked before there is an account.
 */
export function CardStep({
  billingPeriod,
  signUp,
  onBack,
}: {
  billingPeriod: BillingPeriod;
  signUp: DirectPlusSignUp;
  onBack: () => void;
}) {
  const config = useGetMembershipPaymentConfigQuery();
  const [confirmOffline] = useConfirmOfflinePaymentMutation();
  const [authenticateOffline] = useAuthenticateOfflinePaymentMutation();
  const secret = useRef<string | null>(null);
  // A failure the sign-up has already said: the form's own failure path stays quiet then.
  const said = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The step replaces the form the visitor was in: focus goes to its heading.
  useEffect(() => heading.current?.focus(), []);

  const backButton = (disabled: boolean) => (
    <Button $variant="outline" $size="lg" onClick={onBack} disabled={disabled}>
      Back to Account Details
    </Button>
  );

  let form: React.ReactNode;
  if (config.isError) {
    form = (
      <>
        <LoadFailed
          title="The payment form could not be loaded"
          message="Please check your connection and try again."
          onRetry={() => void config.refetch()}
          retrying={config.isFetching}
          headingLevel={3}
        />
        <Back>{backButton(false)}</Back>
      </>
    );
  } else if (!config.data) {
    form = (
      <Loading>
        <Spinner $size={32} label="Loading the payment form" />
      </Loading>
    );
  } else {
    const amountCents = config.data.amountCents[billingPeriod];
    form =
      config.data.provider === 'stripe' && config.data.publishableKey ? (
        <Suspense
          fallback={
            <Loading>
              <Spinner $size={32} label="Loading the payment form" />
            </Loading>
          }
        >
          <StripeSignUpForm
            publishableKey={config.data.publishableKey}
            amountCents={amountCents}
            currency={config.data.currency}
            submitLabel={SUBMIT_LABEL}
            openPayment={signUp.openPayment}
            onFailed={signUp.paymentFailed}
            returnPath={signUp.returnPath}
            backButton={backButton}
          />
        </Suspense>
      ) : (
        <>
          <OfflineCardForm
            clientSecret={NOT_YET_MADE}
            confirm={async ({ card }) => {
              const clientSecret = await signUp.openPayment();
              if (!clientSecret) {
                said.current = true;
                throw new Error('The sign-up has said why');
              }
              secret.current = clientSecret;
              return confirmOffline({ clientSecret, card }).unwrap();
            }}
            authenticate={({ approve }) =>
              authenticateOffline({ clientSecret: secret.current ?? '', approve }).unwrap()
            }
            amount={(amountCents / 100).toFixed(2)}
            submitLabel={SUBMIT_LABEL}
            onSucceeded={signUp.paid}
            onFailed={(message) => {
              if (said.current) said.current = false;
              else signUp.paymentFailed(message);
            }}
          />
          <Back>{backButton(signUp.working)}</Back>
        </>
      );
  }

  const words = PERIOD_WORDS[billingPeriod];
  const amount = config.data ? formatCents(config.data.amountCents[billingPeriod]) : null;
  return (
    <section aria-labelledby="card-step-title">
      <Legend id="card-step-title" ref={heading} tabIndex={-1}>
        Payment details
      </Legend>
      {amount ? (
        <Charge>
          Subscribing creates your account and charges <strong>{amount}</strong> for {words.span} of
          Direct+. It renews {words.renews}; cancel anytime.
        </Charge>
      ) : null}
      {form}
    </section>
  );
}
