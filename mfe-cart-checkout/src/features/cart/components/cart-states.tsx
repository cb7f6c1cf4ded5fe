import styled from 'styled-components';
import { Button, Spinner } from '@coffee/ui';
import { ButtonLink } from './button-link';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 0.5rem;
  text-align: center;
  h3 { margin: 0.5rem 0 0; font-size: 1.2rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  svg { width: 4rem; height: 4rem; color: ${({ theme }) => theme.colors.border}; }
`;

function EmptyBag() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </svg>
  );
}

export function CartLoading() {
  return (
    <Centered>
      <Spinner $size={28} label="Loading your cart" />
    </Centered>
  );
}

export function CartError({ onRetry }: { onRetry: () => void }) {
  return (
    <Centered role="alert">
      <h3>Failed to fetch cart items</h3>
      <p>Please try again in a moment.</p>
      <Button $variant="outline" $size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Centered>
  );
}

export function CartEmpty({ isSignedIn, onClose }: { isSignedIn: boolean; onClose: () => void }) {
  return (
    <Centered>
      <EmptyBag />
      <h3>Your cart is empty</h3>
      <p>{isSignedIn ? 'Find a coffee you love and add it to your cart.' : 'Sign in to see your cart and add items to it.'}</p>
      {isSignedIn ? null : (
        <ButtonLink to="/auth" onClick={onClose}>
          Sign In
        </ButtonLink>
      )}
      <Button $variant="outline" onClick={onClose}>
        Continue Shopping
      </Button>
    </Centered>
  );
}
