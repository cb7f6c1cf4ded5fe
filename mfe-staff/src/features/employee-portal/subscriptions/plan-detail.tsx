import styled from 'styled-components';
import { PLAN_KIND_LABELS, type SubscriptionPlan } from '@coffee/contracts';
import { Button, Dialog, DialogActions, formatPrice, media } from '@coffee/ui';
import { boxText, updatedText, type PlanRow } from './plan-text';
import { dayText } from './subscription-text';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  font-size: 0.92rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${media.sm} {
    grid-template-columns: max-content 1fr max-content 1fr;
  }
`;

const Heading = styled.h3`
  margin: 1rem 0 0.4rem;
  font-size: 1rem;
`;

const Coffees = styled.ol`
  margin: 0;
  padding-left: 1.4rem;
  font-size: 0.92rem;
  li + li {
    margin-top: 0.25rem;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** What a plan is: its kind, box, prices, the coffee a delivery made today sends, who saved it. */
export function PlanFacts({ plan }: { plan: SubscriptionPlan }) {
  return (
    <Facts aria-label="Plan">
      <dt>Kind</dt>
      <dd>{PLAN_KIND_LABELS[plan.kind]}</dd>
      <dt>Box</dt>
      <dd>{boxText(plan)}</dd>
      <dt>Price a box</dt>
      <dd>
        {formatPrice(plan.price)} (members {formatPrice(plan.memberPrice)})
      </dd>
      <dt>Next coffee</dt>
      <dd>{plan.nextCoffee?.productName ?? '—'}</dd>
      <dt>Updated</dt>
      <dd>{updatedText(plan)}</dd>
    </Facts>
  );
}

/** Roaster's Choice: each pick from its day on; Explorer: the origins in the order they go out. */
export function PlanCoffees({ plan }: { plan: SubscriptionPlan }) {
  if (plan.kind === 'roasters-choice')
    return (
      <section aria-label="Picks">
        <Heading>Picks</Heading>
        <Coffees>
          {plan.picks.map((pick) => (
            <li key={pick.from}>
              {pick.productName} <small>from {dayText(pick.from)}</small>
            </li>
          ))}
        </Coffees>
      </section>
    );
  return (
    <section aria-label="Origins">
      <Heading>Origins, in order</Heading>
      <Coffees>
        {plan.origins.map((origin) => (
          <li key={origin.productId}>{origin.productName}</li>
        ))}
      </Coffees>
    </section>
  );
}

/** A plan read-only: what staff without 'subscriptions:manage' see. */
export function PlanDetailDialog({
  row,
  plan,
  onClose,
}: {
  row: PlanRow;
  plan: SubscriptionPlan;
  onClose: () => void;
}) {
  return (
    <Dialog wide title={`Plan: ${row.productName}`} onClose={onClose}>
      <PlanFacts plan={plan} />
      <PlanCoffees plan={plan} />
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
