import { forwardRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { CrossIcon } from '@coffee/ui';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  background: rgba(42, 29, 21, 0.45);
  animation: ${fadeIn} 0.2s ease-out;
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.drawer + 1};
  /* A strip of page stays visible on phones: tapping it closes the drawer. */
  width: min(calc(100vw - 3rem), 26rem);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} 0.25s ease-out;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  span {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
    font-family: ${({ theme }) => theme.fonts.body};
    font-weight: 400;
  }
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 1.25rem;
  overscroll-behavior: contain;
`;

const Foot = styled.footer`
  padding: 1rem 1.25rem 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
`;

export interface CartDrawerProps {
  id: string;
  subtitle: string | null;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}

/** The sliding panel, rendered at the end of <body> so no header stacking context clips it. */
export const CartDrawer = forwardRef<HTMLDivElement, CartDrawerProps>(function CartDrawer(
  { id, subtitle, onClose, children, footer },
  ref,
) {
  return createPortal(
    <>
      <Backdrop aria-hidden="true" data-testid="cart-backdrop" />
      <Panel ref={ref} id={id} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <Head>
          <h2 id={`${id}-title`}>Your Cart {subtitle ? <span>({subtitle})</span> : null}</h2>
          <Close type="button" aria-label="Close cart" onClick={onClose} data-autofocus>
            <CrossIcon size={18} />
          </Close>
        </Head>
        <Body>{children}</Body>
        {footer ? <Foot>{footer}</Foot> : null}
      </Panel>
    </>,
    document.body,
  );
});
