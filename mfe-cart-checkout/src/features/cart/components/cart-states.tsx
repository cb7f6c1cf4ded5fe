import styled from 'styled-components';
import { Button, ButtonLink, Spinner, useLocation } from '@coffee/ui';
import { BagIcon } from '../../../shared/ui/page';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 0.5rem;
  text-align: center;
  h3 {
    margin: 0.5rem 0 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  > svg {
    width: 4rem;
    height: 4rem;
    color: ${({ theme }) => theme.colors.border};
  }
`;

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

export function CartEmpty({ onClose }: { onClose: () => void }) {
  return (
    <Centered>
      <BagIcon />
      <h3>Your cart is empty</h3>
      <p>Find a coffee you love and add it to your cart.</p>
      <Button $variant="outline" onClick={onClose}>
        Continue Shopping
      </Button>
    </Centered>
  );
}

/** Signed out: the cart needs an account (spec, section 5), so the drawer asks to sign in. */
export function CartSignedOut({
  onClose,
  onNavigate,
}: {
  onClose: () => void;
  onNavigate: () => void;
}) {
  const location = useLocation();
  return (
    <Centered>
      <BagIcon />
      <h3>Sign in to use your cart</h3>
      <p>Please sign in to add items to your cart.</p>
      {/* `from` brings the visitor back to this page after signing in (the sign-in page reads it). */}
      <ButtonLink to="/auth" state={{ from: location }} onClick={onNavigate}>
        Sign In
      </ButtonLink>
      <Button $variant="outline" onClick={onClose}>
        Continue Shopping
      </Button>
    </Centered>
  );
}
