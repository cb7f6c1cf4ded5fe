import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { media } from '../theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.dialog};
  display: grid;
  place-items: center;
  padding: 0.75rem;
  background: rgba(42, 29, 21, 0.55);
`;

const Panel = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '46rem' : '30rem')};
  /* Long forms scroll inside the panel on a phone instead of running off the screen. */
  max-height: calc(100vh - 1.5rem);
  max-height: calc(100dvh - 1.5rem);
  overflow-y: auto;
  padding: 1.25rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* Focused only as a last resort (nothing in it to focus yet): no ring around the whole panel. */
  &:focus {
    outline: none;
  }
  ${media.sm} {
    padding: 1.5rem 1.75rem;
  }
`;

const Title = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.35rem;
`;

const Description = styled.div`
  p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The dialog's buttons, right-aligned. `$fill`: the buttons share the row and stack on a phone
 * (a question's two answers, each easy to hit).
 */
export const DialogActions = styled.div<{ $fill?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.6rem;
  margin-top: 1rem;
  ${({ $fill }) =>
    $fill &&
    css`
      > * {
        flex: 1 1 10rem;
      }
    `}
`;

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select, textarea';

/** The dialogs open now, the innermost last: Escape outside every panel closes only that one. */
const openDialogs: symbol[] = [];

export interface DialogProps {
  /** The heading, and the dialog's accessible name. */
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Text under the title that says what is at stake (the dialog's accessible description). */
  description?: ReactNode;
  wide?: boolean;
  /** A question before an action that is hard to undo (alertdialog) rather than a form or a view. */
  alert?: boolean;
  /** What takes focus on opening (the safe answer of a question); else the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** While the action runs, Escape does not close: the answer is already on its way. */
  busy?: boolean;
}

/**
 * A modal panel: focus moves in, Tab stays inside, Escape closes, and focus returns to what
 * opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  description,
  wide = false,
  alert = false,
  initialFocus,
  busy = false,
}: DialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, busy });
  latest.current = { onClose, busy };

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    // The panel itself when nothing in it takes focus yet (a dialog still loading its content).
    (
      initialFocus?.current ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current
    )?.focus();
    return () => opener?.focus();
    // Only on opening: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Escape while the focus is outside the panel: on the page's body after a click on the
  // dialog's text or after the focused button went away, or still on the opener. (Inside, the
  // backdrop's handler below answers first and stops the key there.)
  useEffect(() => {
    const me = Symbol('dialog');
    openDialogs.push(me);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (openDialogs[openDialogs.length - 1] !== me) return;
      event.preventDefault();
      if (!latest.current.busy) latest.current.onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(me), 1);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
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
        tabIndex={-1}
        $wide={wide}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-text` : undefined}
      >
        <Title id={`${id}-title`}>{title}</Title>
        {description ? <Description id={`${id}-text`}>{description}</Description> : null}
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
