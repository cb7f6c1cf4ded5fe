import styled from 'styled-components';
import { NO_PAYMENT_METHODS_MESSAGE } from '@coffee/contracts';
import { toApiError } from '@coffee/platform';
import { LoadFailed, PageMessage, Skeleton, bareList } from '@coffee/ui';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useGetPaymentMethodsQuery } from '../api/payment-methods-api';
import { cardName, expiryLabel } from '../model/card-labels';
import { useAddCard } from '../model/use-add-card';
import { useCardActions } from '../model/use-card-actions';
import { AddCardButton, AddCardForm } from './add-card';
import { CardRow } from './card-row';

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 0.75rem;
`;

const Footer = styled.div`
  margin-top: 1rem;
`;

/**
 * The account page's Payment Methods tab: the saved cards (the Direct+ payment's, a member's card
 * update's, and those added here by anyone signed in), the default one marked; add one, make
 * another the default, or remove one after a confirmation.
 */
export function PaymentMethods() {
  const { data, error, isLoading, isFetching, refetch } = useGetPaymentMethodsQuery();
  const actions = useCardActions();
  const add = useAddCard();

  if (isLoading)
    return (
      <List aria-busy="true" aria-label="Loading your payment methods">
        {[0, 1].map((i) => (
          <li key={i}>
            <Skeleton $h="4.5rem" />
          </li>
        ))}
      </List>
    );
  if (error && !data)
    return (
      <LoadFailed
        headingLevel={3}
        title="We couldn't load your payment methods"
        message={toApiError(error).message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );

  const cards = data ?? [];
  if (cards.length === 0)
    return (
      <section aria-label="Payment methods">
        <PageMessage
          headingLevel={2}
          title={NO_PAYMENT_METHODS_MESSAGE}
          actions={<AddCardButton add={add} />}
        >
          Save a card for your subscriptions; cards you pay for Direct+ with are saved here too.
        </PageMessage>
        <AddCardForm add={add} />
      </section>
    );

  const confirming = actions.confirming;
  return (
    <section aria-label="Payment methods">
      <List aria-label="Saved payment methods">
        {cards.map((card) => (
          <CardRow
            key={card.id}
            card={card}
            busy={actions.busy}
            onMakeDefault={() => void actions.makeDefault(card)}
            onRemove={() => actions.askRemove(card)}
          />
        ))}
      </List>
      <Footer>
        <AddCardButton add={add} />
      </Footer>
      <AddCardForm add={add} />
      {confirming ? (
        <ConfirmDialog
          title="Remove this card?"
          confirmLabel="Remove card"
          busyLabel="Removing..."
          keepLabel="Keep card"
          busy={actions.removing}
          onConfirm={() => void actions.confirmRemove()}
          onClose={actions.cancelRemove}
        >
          <p>
            {cardName(confirming)} (expires {expiryLabel(confirming)}) will be removed.
            {confirming.isDefault
              ? ' It is your default card: add or choose another one so your Direct+ renewal can be charged.'
              : ''}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
