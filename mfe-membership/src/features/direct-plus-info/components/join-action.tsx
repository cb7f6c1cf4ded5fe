import styled from 'styled-components';
import { useSession } from '@coffee/platform';
import { ButtonLink, Skeleton, formatDate } from '@coffee/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem 1rem;
  p {
    margin: 0;
    flex-basis: 100%;
    text-align: center;
    font-size: 0.95rem;
  }
`;

/**
 * The page's call to action: 'Join Direct+' (to the plan choice) or, for a member, 'Manage
 * membership'. Until the session is known it shows a placeholder, never a button that may be
 * the wrong one.
 */
export function JoinAction({ placement }: { placement: 'hero' | 'footer' }) {
  const { user, isLoading, isDirectPlus } = useSession();
  const variant = placement === 'hero' ? 'secondary' : 'primary';

  if (isLoading) return <Skeleton $h="3.1rem" $w="12rem" aria-hidden="true" />;
  if (isDirectPlus) {
    return (
      <Row>
        <ButtonLink to="/direct-plus-benefits" $size="lg" $variant={variant}>
          Manage membership
        </ButtonLink>
        {user?.directPlusExpiry ? (
          <p>You are a Direct+ member until {formatDate(user.directPlusExpiry)}.</p>
        ) : null}
      </Row>
    );
  }
  return (
    <Row>
      <ButtonLink to="/membership" $size="lg" $variant={variant}>
        Join Direct+
      </ButtonLink>
    </Row>
  );
}
