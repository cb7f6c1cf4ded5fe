import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from '@coffee/ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer + 5};
  display: grid;
  place-items: center;
  padding: 0.75rem;
  background: rgba(42, 29, 21, 0.55);
`;

const Panel = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '46rem' : '30rem')};
  max-height: calc(100vh - 1.5rem);
  overflow-y: auto;
  padding: 1.25rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.sm} {
    padding: 1.5rem 1.75rem;
  }
  > h2 {
    margin: 0 0 0.75rem;
    font-size: 1.35rem;
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.6rem;
  margin-top: 1rem;
`;

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select, textarea';

/**
 * A modal panel: focus moves in (first field or button), Tab stays inside, Escape closes, and
 * focus returns to what opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  wide = false,
  alert = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** A confirmation question (alertdialog) rather than a form or a view. */
  alert?: boolean;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
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
        $wide={wide}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
