import styled from 'styled-components';
import { PASSWORD_RESET_DONE_MESSAGE } from '@coffee/contracts';
import { useSession } from '@coffee/platform';
import {
  BRAND_NAME,
  ButtonLink,
  Card,
  Container,
  Muted,
  Spinner,
  media,
  Navigate,
  useLocation,
  useNavigate,
} from '@coffee/ui';
import { redirectTarget } from '../model/redirect-target';
import { SignInBenefits } from './sign-in-benefits';
import { SignInForm } from './sign-in-form';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  padding: 1.5rem 0 3rem;
  ${media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    align-items: stretch;
    gap: 2rem;
    padding: 3rem 0 4rem;
  }
`;

const FormCard = styled(Card)`
  padding: 1.75rem 1.25rem;
  ${media.md} {
    padding: 2.5rem 2.25rem;
  }
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.25rem);
    margin-bottom: 0.35rem;
  }
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1.75rem 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 0.75rem;
  a {
    text-align: center;
  }
`;

// After /reset-password: the new password works now, and every device was signed out.
const Success = styled.p`
  margin: 1.25rem 0;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
  line-height: 1.5;
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
  color: ${({ theme }) => theme.colors.primary};
`;

/** /auth: sign in, or find the way to an account. Signed-in visitors are sent on. */
export function SignInPage() {
  const { isLoading, isSignedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state, location.search);
  const resetDone = new URLSearchParams(location.search).get('reset') === 'done';

  if (isLoading) {
    return (
      <Centered>
        <Spinner $size={36} label="Checking your session" />
      </Centered>
    );
  }
  if (isSignedIn) return <Navigate to={target} replace />;

  return (
    <Container>
      <Layout>
        <FormCard>
          <h1>Sign In</h1>
          <Muted>Welcome back to {BRAND_NAME}. Sign in to your account to continue.</Muted>
          {resetDone ? <Success role="status">{PASSWORD_RESET_DONE_MESSAGE}</Success> : null}
          <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
          <Divider>New to {BRAND_NAME}?</Divider>
          <Actions>
            <ButtonLink to="/register-membership" $variant="outline" $block>
              Register Existing Membership
            </ButtonLink>
            <ButtonLink to="/membership" $variant="outline" $block>
              Create an Account
            </ButtonLink>
          </Actions>
        </FormCard>
        <SignInBenefits />
      </Layout>
    </Container>
  );
}
