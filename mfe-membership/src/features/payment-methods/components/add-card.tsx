import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ADD_PAYMENT_METHOD_LABEL } from '@coffee/contracts';
import { useSession } from '@coffee/platform';
import { OfflineCardForm } from '@coffee/platform/payments';
import { Button, Card } from '@coffee/ui';
import {
  useAuthenticateOfflinePaymentMutation,
  useConfirmOfflinePaymentMutation,
} from '../../../shared/payments';
import { CARD_SAVED_RETURN_PATH } from '../model/card-labels';
import type { useAddCard } from '../model/use-add-card';

// The shop's one Payment Element wrapper, loaded only when Stripe takes the card.
const StripePaymentForm = lazy(() => import('@coffee/platform/payments/stripe'));

const Panel = styled(Card)`
  margin-top: 1rem;
`;

const Heading = styled.h3`
  margin: 0 0 0.25rem;
  font-size: 1.1rem;
`;

const Lead = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Close = styled.div`
  margin-top: 0.75rem;
`;

type AddCardState = ReturnType<typeof useAddCard>;

/**
 * 'Add a payment method', for any signed-in user, member or not: asks for a card setup (nothing
 * charged). Nothing until the session says someone is signed in, nor while the form is open.
 */
export function AddCardButton({ add }: { add: AddCardState }) {
  const { isLoading, isSignedIn } = useSession();
  if (isLoading || !isSignedIn || add.setup) return null;
  return (
    <Button
      $variant="outline"
      disabled={add.starting}
      aria-busy={add.starting}
      onClick={() => void add.open()}
    >
      {ADD_PAYMENT_METHOD_LABEL}
    </Button>
  );
}

/**
 * The card form of the provider in use, as the member's card update shows it (Stripe's Payment
 * Element, returning to this tab; or the offline test provider's form). Once the card is saved
 * the list refreshes (the confirmation invalidates it) and the form closes.
 */
export function AddCardForm({ add }: { add: AddCardState }) {
  const [confirmOffline] = useConfirmOfflinePaymentMutation();
  const [authenticateOffline] = useAuthenticateOfflinePaymentMutation();
  const { setup } = add;
  if (!setup) return null;

  return (
    <Panel as="section" aria-labelledby="add-card-heading">
      <Heading id="add-card-heading">{ADD_PAYMENT_METHOD_LABEL}</Heading>
      <Lead>Nothing is charged now. The card is saved for your subscriptions and renewals.</Lead>
      {setup.provider === 'stripe' && setup.publishableKey ? (
        <Suspense fallback={<p role="status">Loading the card form…</p>}>
          <StripePaymentForm
            publishableKey={setup.publishableKey}
            clientSecret={setup.clientSecret}
            mode="card"
            returnPath={CARD_SAVED_RETURN_PATH}
            submitLabel="Save card"
            onFailed={add.failed}
          />
        </Suspense>
      ) : (
        <OfflineCardForm
          clientSecret={setup.clientSecret}
          confirm={(body) => confirmOffline(body).unwrap()}
          authenticate={(body) => authenticateOffline(body).unwrap()}
          amount={null}
          submitLabel="Save card"
          onSucceeded={add.saved}
          onFailed={add.failed}
        />
      )}
      <Close>
        <Button $variant="ghost" $size="sm" onClick={add.close}>
          Cancel
        </Button>
      </Close>
    </Panel>
  );
}
