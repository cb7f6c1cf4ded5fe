import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button, Spinner } from '@coffee/ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(20, 12, 6, 0.55);
`;

const Panel = styled.div`
  width: min(26rem, 100%);
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  p[role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 0.75rem;
`;

/**
 * 'Cancel this order?': the shopper confirms or keeps the order. Focus starts on 'Keep order'
 * (the safe answer) and stays in the dialog; Escape keeps the order.
 */
export function CancelOrderDialog({
  orderNumber,
  refundAmount,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  orderNumber: string;
  /** "$27.93" when the order is paid (it will be refunded), else null. */
  refundAmount: string | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    keep.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === keep.current ? confirm : keep).current?.focus();
    }
  };

  return createPortal(
    <Backdrop onKeyDown={onKeyDown}>
      <Panel
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <h2 id={`${id}-title`}>Cancel this order?</h2>
        <p id={`${id}-text`}>
          Order {orderNumber} will be cancelled
          {refundAmount ? ` and ${refundAmount} refunded to your payment method` : ''}. This cannot
          be undone.
        </p>
        {error ? <p role="alert">{error}</p> : null}
        <Actions>
          <Button
            ref={confirm}
            $variant="danger"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? <Spinner $size={18} label="Cancelling your order" /> : null}
            Yes, cancel order
          </Button>
          <Button ref={keep} $variant="outline" onClick={onClose} disabled={busy}>
            Keep order
          </Button>
        </Actions>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
