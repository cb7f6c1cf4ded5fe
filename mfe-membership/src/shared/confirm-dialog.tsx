import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button, media } from '@coffee/ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer + 5};
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(42, 29, 21, 0.55);
`;

const Panel = styled.div`
  width: 100%;
  max-width: 28rem;
  padding: 1.5rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.sm} {
    padding: 1.75rem;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.4rem;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
  > * {
    flex: 1 1 10rem;
  }
`;

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The label while the confirmed action runs. */
  busyLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A modal question before an action that is hard to undo. Focus starts on the safe choice,
 * stays inside while open (Tab cycles), Escape or the safe choice closes, and focus returns to
 * what opened it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  keepLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const keep = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    keep.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const buttons = [...panel.current.querySelectorAll<HTMLElement>('button:not(:disabled), a')];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <Backdrop onKeyDown={onKeyDown}>
      <Panel
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <div id={`${id}-text`}>{children}</div>
        <Actions>
          <Button ref={keep} $variant="outline" disabled={busy} onClick={onClose}>
            {keepLabel}
          </Button>
          <Button $variant="danger" disabled={busy} aria-busy={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
