import styled from 'styled-components';
import type { BillingPeriod, MembershipStatus } from '@coffee/contracts';
import { Button } from '@coffee/ui';
import { PERIOD_LABEL, endDate, otherPeriod, periodPrice } from '../model/membership-labels';

const Lines = styled.div`
  display: grid;
  gap: 0.35rem;
  p {
    margin: 0;
  }
`;

const Hint = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  margin-top: 0.5rem;
`;

/**
 * The billing period: what is paid now, what the next renewal charges, and the switch. A switch
 * takes effect at renewal (the server charges the new period from then), which the page says.
 */
export function BillingRow({
  membership,
  switching,
  busy,
  onSwitch,
}: {
  membership: MembershipStatus;
  switching: boolean;
  busy: boolean;
  onSwitch: (period: BillingPeriod) => void;
}) {
  const { state, billingPeriod, renewsAs } = membership;
  const date = endDate(membership);
  if (state === 'trial') {
    return (
      <Lines>
        <p>Free trial: no payment yet.</p>
        <Hint>Choose monthly or annual billing when you set up payment.</Hint>
      </Lines>
    );
  }
  if (!billingPeriod) {
    // Active with nothing paid online: a membership the account holds (bought in store).
    return (
      <Lines>
        <p>Not billed online: your membership runs until {date}.</p>
        <Hint>Renew it in store, or join Direct+ online when it ends.</Hint>
      </Lines>
    );
  }
  if (state === 'cancelling') {
    return (
      <Lines>
        <p>
          {PERIOD_LABEL[billingPeriod]}, {periodPrice(billingPeriod)}
        </p>
        <Hint>Not renewing: no further charge after {date}.</Hint>
      </Lines>
    );
  }
  const next = renewsAs ?? billingPeriod;
  const switched = next !== billingPeriod;
  const target = switched ? billingPeriod : otherPeriod(billingPeriod);
  const targetName = PERIOD_LABEL[target].toLowerCase();
  let label = switched ? `Keep ${targetName} billing` : `Switch to ${targetName} billing`;
  if (switching) label = 'Saving…';
  return (
    <Lines>
      <p>
        {PERIOD_LABEL[billingPeriod]}, {periodPrice(billingPeriod)}
      </p>
      <p>
        <strong>
          Renews as {PERIOD_LABEL[next]} on {date}
        </strong>
        {switched ? ` (${periodPrice(next)})` : null}
      </p>
      <Hint>
        {switched
          ? `Your switch to ${PERIOD_LABEL[next].toLowerCase()} billing takes effect at renewal; until then you keep your ${PERIOD_LABEL[billingPeriod].toLowerCase()} period.`
          : 'A change of billing period takes effect at your next renewal; the current period is not changed.'}
      </Hint>
      <Actions>
        <Button
          $variant="outline"
          $size="sm"
          disabled={busy}
          aria-busy={switching}
          onClick={() => onSwitch(target)}
        >
          {label}
        </Button>
      </Actions>
    </Lines>
  );
}
