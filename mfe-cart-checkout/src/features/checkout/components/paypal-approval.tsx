import { useState } from 'react';
import styled from 'styled-components';
import {
  ORDER_SHOP_NAME,
  PAYPAL_NOT_APPROVED_MESSAGE,
  type OfflinePaymentResult,
} from '@coffee/contracts';
import { toApiError, type FetchBaseQueryError } from '@coffee/platform';
import { PAYMENT_FORM_TEXTS } from '@coffee/platform/payments';
import { Button, Spinner } from '@coffee/ui';
import { useApproveOrderPayPalMutation } from '../../../shared/orders';

const Box = styled.div`
  display: grid;
  gap: 1rem;
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 0.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const TestNote = styled.p`
  padding: 0.75rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.9rem;
`;

/**
 * The offline provider's stand-in for PayPal's own approval page: the shopper approves the
 * payment of the amount shown, or cancels it (a refusal the shopper may try again).
 */
export function PayPalApproval({
  orderId,
  clientSecret,
  amount,
  onSucceeded,
  onFailed,
}: {
  orderId: string;
  clientSecret: string;
  amount: string;
  onSucceeded: () => void;
  onFailed: (message: string) => void;
}) {
  const [approve] = useApproveOrderPayPalMutation();
  const [busy, setBusy] = useState<'approve' | 'cancel' | null>(null);

  const answer = async (approved: boolean) => {
    if (busy) return;
    setBusy(approved ? 'approve' : 'cancel');
    let result: OfflinePaymentResult;
    try {
      result = await approve({ orderId, body: { clientSecret, approve: approved } }).unwrap();
    } catch (error) {
      setBusy(null);
      onFailed(
        toApiError(error as FetchBaseQueryError).serverMessage ??
          PAYMENT_FORM_TEXTS.processingError,
      );
      return;
    }
    setBusy(null);
    if (result.status === 'succeeded') onSucceeded();
    else onFailed(result.message ?? PAYPAL_NOT_APPROVED_MESSAGE);
  };

  return (
    <Box role="group" aria-label="PayPal approval">
      <TestNote>Test mode: no real PayPal account is charged.</TestNote>
      <p>
        Approve the PayPal payment of <strong>${amount}</strong> to {ORDER_SHOP_NAME}.
      </p>
      <Actions>
        <Button
          onClick={() => void answer(true)}
          disabled={busy !== null}
          aria-busy={busy === 'approve'}
        >
          {busy === 'approve' ? <Spinner $size={18} label="Processing your payment" /> : null}
          Approve payment
        </Button>
        <Button $variant="outline" onClick={() => void answer(false)} disabled={busy !== null}>
          Cancel
        </Button>
      </Actions>
    </Box>
  );
}
