import styled from 'styled-components';
import type { Role } from '@coffee/contracts';
import { errorMessage, useLogoutMutation, useSession, useToast } from '@coffee/platform';
import { Button, ButtonLink, Container, Muted, useLocation, useNavigate } from '@coffee/ui';
import { roleLabel } from '../../shared/account-label';

const Wrap = styled.section`
  text-align: center;
  padding: 4rem 0 5rem;
  max-width: 36rem;
  margin: 0 auto;
`;

const Title = styled.h1`
  font-size: clamp(1.6rem, 5vw, 2.25rem);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

function listOf(roles: readonly Role[]): string {
  const names = roles.map((role) => `${roleLabel(role).toLowerCase()}s`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

/**
 * A signed-in user who lacks the role a page needs. Said in place, at the page's own address:
 * sending them to the sign-in page would bounce straight back (it sends signed-in users on).
 */
export function NotAllowedPage({ roles }: { roles: readonly Role[] }) {
  const { user } = useSession();
  const [logout, { isLoading }] = useLogoutMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();

  async function switchAccount() {
    try {
      await logout().unwrap();
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Signed out', description: 'You have been signed out successfully' });
    navigate('/auth', { state: { from: location } });
  }

  return (
    <Container>
      <Wrap aria-labelledby="not-allowed-title" role="alert">
        <Title id="not-allowed-title">You don&apos;t have access to this page</Title>
        <Muted>
          This page is for {listOf(roles)} only.
          {user ? ` You are signed in as ${user.username} (${roleLabel(user.role)}).` : ''}
        </Muted>
        <Actions>
          <ButtonLink to="/" $size="lg">
            Return to Home
          </ButtonLink>
          <Button $variant="outline" $size="lg" onClick={switchAccount} disabled={isLoading}>
            Sign in with another account
          </Button>
        </Actions>
      </Wrap>
    </Container>
  );
}
