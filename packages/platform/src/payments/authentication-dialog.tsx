import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '@coffee/ui';

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
  padding: 1.75rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 0.75rem;
`;

/**
 * The extra authentication step of a card that asks for one (3-D Secure, as Stripe's test page
 * shows it): the shopper completes or fails it. Focus starts inside and stays there (Tab cycles
 * between the two answers); Escape fails it.
 */
export function AuthenticationDialog({
  amount,
  busy,
  onAnswer,
}: {
  amount: string | null;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  const id = useId();
  const complete = useRef<HTMLButtonElement>(null);
  const fail = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    complete.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onAnswer(false);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === complete.current ? fail : complete).current?.focus();
    }
  };

  return createPortal(
    <Backdrop onKeyDown={onKeyDown}>
      <Panel
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <h2 id={`${id}-title`}>Authenticate this payment</h2>
        <p id={`${id}-text`}>
          Your bank asks you to confirm this {amount ? `payment of $${amount}` : 'card'}. This is
          the test provider&apos;s stand-in for your bank&apos;s own page.
        </p>
        <Actions>
          <Button ref={complete} onClick={() => onAnswer(true)} disabled={busy}>
            Complete authentication
          </Button>
          <Button ref={fail} $variant="outline" onClick={() => onAnswer(false)} disabled={busy}>
            Fail authentication
          </Button>
        </Actions>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
