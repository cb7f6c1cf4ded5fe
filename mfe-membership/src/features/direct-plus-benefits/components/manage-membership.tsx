import { useState } from 'react';
import styled from 'styled-components';
import type { MembershipStatus } from '@coffee/contracts';
import { Button, ButtonLink, media, cardSurface, formatDate } from '@coffee/ui';
import { formatCents } from '../../../shared/direct-plus';
import { UPDATE_CARD_PATH } from '../../../shared/membership';
import { cardLabel, endDate } from '../model/membership-labels';
import type { useManageMembership } from '../model/use-manage-membership';
import { BillingRow } from './billing-row';
import { CancelDialog } from './cancel-dialog';
import { RefundDialog } from './refund-dialog';

const Panel = styled.dl`
  margin: 0;
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Row = styled.div`
  display: grid;
  gap: 0.4rem;
  padding: 1.1rem 1.25rem;
  &:not(:last-child) {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${media.md} {
    grid-template-columns: 14rem minmax(0, 1fr);
    gap: 1.5rem;
    padding: 1.25rem 1.5rem;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dd > p {
    margin: 0 0 0.5rem;
  }
`;

/** The money-back guarantee under the cancel choice: a second, separate way out. */
const MoneyBack = styled.div`
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
  p {
    margin: 0 0 0.5rem;
  }
`;

const Number = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 1.05rem;
  letter-spacing: 0.06em;
`;

type Actions = ReturnType<typeof useManageMembership>;

/**
 * The manage buttons (spec, section 2, wired for real): membership number, billing period,
 * card, and cancel or resume; within 30 days of the first payment, the money-back guarantee.
 */
export function ManageMembership({
  membership,
  actions,
}: {
  membership: MembershipStatus;
  actions: Actions;
}) {
  const [confirming, setConfirming] = useState<'cancel' | 'refund' | null>(null);
  const { state, membershipNumber, paymentMethod, moneyBack } = membership;
  const date = endDate(membership);
  // Paid online: a card renews it. A trial or a membership bought in store has none to update.
  const billedOnline = state !== 'trial' && membership.billingPeriod !== null;

  const confirmCancel = async () => {
    await actions.cancel();
    setConfirming(null);
  };
  const confirmRefund = async (amountCents: number) => {
    await actions.refund(amountCents);
    setConfirming(null);
  };

  return (
    <>
      <Panel>
        <Row>
          <dt>Membership number</dt>
          <dd>
            {membershipNumber ? (
              <Number>{membershipNumber}</Number>
            ) : (
              'Issued with your first payment.'
            )}
          </dd>
        </Row>
        <Row>
          <dt>Billing</dt>
          <dd>
            <BillingRow
              membership={membership}
              switching={actions.switching}
              busy={actions.busy}
              onSwitch={(period) => void actions.switchPeriod(period)}
            />
          </dd>
        </Row>
        <Row>
          <dt>Payment card</dt>
          <dd>
            <p>{paymentMethod ? cardLabel(paymentMethod) : 'No card on file.'}</p>
            {billedOnline ? (
              <ButtonLink to={UPDATE_CARD_PATH} $variant="outline" $size="sm">
                Update card
              </ButtonLink>
            ) : null}
          </dd>
        </Row>
        <Row>
          <dt>Membership</dt>
          <dd>
            {state === 'cancelling' ? (
              // Resuming is offered in the notice at the top of the page.
              <p>Cancelled: ends on {date}, with no further charge.</p>
            ) : (
              <>
                <p>
                  {state === 'trial'
                    ? 'Cancelling a free trial ends it at once.'
                    : billedOnline
                      ? `Cancel anytime: you keep Direct+ until ${date} and are not charged again.`
                      : 'Cancelling a membership not billed online ends it at once.'}
                </p>
                <Button
                  $variant="outline"
                  $size="sm"
                  disabled={actions.busy}
                  onClick={() => setConfirming('cancel')}
                >
                  {state === 'trial' ? 'Cancel free trial' : 'Cancel membership'}
                </Button>
              </>
            )}
            {moneyBack ? (
              <MoneyBack>
                <p>
                  30-day money-back guarantee: until {formatDate(moneyBack.until)} you can end
                  Direct+ now and get {formatCents(moneyBack.amountCents)} back in full.
                </p>
                <Button
                  $variant="outline"
                  $size="sm"
                  disabled={actions.busy}
                  onClick={() => setConfirming('refund')}
                >
                  Get a full refund
                </Button>
              </MoneyBack>
            ) : null}
          </dd>
        </Row>
      </Panel>
      {confirming === 'cancel' ? (
        <CancelDialog
          membership={membership}
          busy={actions.cancelling}
          onConfirm={() => void confirmCancel()}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {confirming === 'refund' && moneyBack ? (
        <RefundDialog
          moneyBack={moneyBack}
          paymentMethod={paymentMethod}
          busy={actions.refunding}
          onConfirm={() => void confirmRefund(moneyBack.amountCents)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
