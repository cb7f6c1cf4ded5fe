import styled from 'styled-components';
import { Button, Card, Spinner } from '@coffee/ui';
import {
  CONTINUE_STANDARD_LABEL,
  useContinueStandard,
  type FromLocation,
} from '../../../shared/membership';

const Offer = styled(Card)`
  display: grid;
  gap: 0.6rem;
  justify-items: start;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The button alone (the Payment Error card's second action). */
export function ContinueStandardButton({ from }: { from: FromLocation | null }) {
  const { continueStandard, pending } = useContinueStandard(from);
  return (
    <Button
      $variant="outline"
      // The way out of an unpaid sign-up: a toast (a declined card's) never covers it.
      data-keep-clear=""
      disabled={pending}
      aria-busy={pending}
      onClick={() => void continueStandard()}
    >
      {pending ? <Spinner $size={16} label="Changing your account" /> : null}
      {CONTINUE_STANDARD_LABEL}
    </Button>
  );
}

/**
 * The way out for a Direct+ sign-up who does not pay (a declined card, a change of mind): a free
 * Standard account, which owes no payment, so checkout and the account page open again.
 */
export function ContinueStandardOffer({ from }: { from: FromLocation | null }) {
  return (
    <Offer as="section" aria-labelledby="continue-standard-title">
      <h2 id="continue-standard-title">Not ready to pay?</h2>
      <p>
        Shop and check out with a free Standard account now. You can join Direct+ anytime from the
        Membership page.
      </p>
      <ContinueStandardButton from={from} />
    </Offer>
  );
}
