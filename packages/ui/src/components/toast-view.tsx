import styled, { css, keyframes } from 'styled-components';

export type ToastViewVariant = 'default' | 'success' | 'destructive';

export interface ToastViewItem {
  id: number | string;
  title: string;
  description?: string | undefined;
  variant?: ToastViewVariant;
}

export interface ToastViewProps {
  toasts: readonly ToastViewItem[];
  onDismiss: (id: ToastViewItem['id']) => void;
}

const slideIn = keyframes`from { transform: translateY(0.75rem); opacity: 0; } to { transform: none; opacity: 1; }`;

// The live region stays in the DOM while empty, so screen readers announce toasts added later.
// On a phone toasts drop in below the top 4.75rem, where the cart drawer keeps its title and
// close button (the drawer opens with 'Item added to cart'); from md they sit bottom right.
const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.z.toast};
  top: 4.75rem;
  left: 0.75rem;
  right: 0.75rem;
  pointer-events: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    top: auto;
    left: auto;
    bottom: 1.25rem;
    right: 1.25rem;
    width: 24rem;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.success};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const Item = styled.li<{ $variant: ToastViewVariant }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} 0.2s ease-out;
  ${({ $variant }) => variants[$variant]}
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
  margin: 0.2rem 0 0;
  font-size: 0.9rem;
  opacity: 0.92;
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.75;
  &:hover {
    opacity: 1;
    background: rgba(0, 0, 0, 0.08);
  }
`;

/** The list of toasts (title, description, variant) in a polite live region; destructive ones are alerts. */
export function ToastView({ toasts, onDismiss }: ToastViewProps) {
  return (
    <Region aria-label="Notifications" aria-live="polite" aria-relevant="additions text">
      <List>
        {toasts.map((toast) => {
          const variant = toast.variant ?? 'default';
          return (
            <Item
              key={toast.id}
              $variant={variant}
              role={variant === 'destructive' ? 'alert' : undefined}
              data-variant={variant}
            >
              <Body>
                <Title>{toast.title}</Title>
                {toast.description ? <Description>{toast.description}</Description> : null}
              </Body>
              <Close
                type="button"
                aria-label="Close notification"
                onClick={() => onDismiss(toast.id)}
              >
                <svg
                  width="16"
                  height="16"
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M3.5 3.5l9 9m0-9l-9 9"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </Close>
            </Item>
          );
        })}
      </List>
    </Region>
  );
}
