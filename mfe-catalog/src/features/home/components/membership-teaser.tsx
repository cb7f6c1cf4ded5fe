import styled from 'styled-components';
import { ButtonLink, Container, spreadRow } from '@coffee/ui';

const Band = styled.section`
  padding: 3rem 0;
`;

const Box = styled.div`
  ${spreadRow()}
  gap: 1.25rem;
  padding: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSoft};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 0.35rem;
    font-size: clamp(1.4rem, 3vw, 1.75rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    max-width: 38rem;
  }
`;

/**
 * Stands in for membership's plan comparison where no shell composes it (this remote's
 * standalone page): the same offer in one line, and the way to the full comparison.
 */
export function MembershipTeaser() {
  return (
    <Band aria-labelledby="home-membership-title">
      <Container>
        <Box>
          <div>
            <h2 id="home-membership-title">Direct+ Membership</h2>
            <p>
              $5.99/month after a 30-day free trial: free delivery on orders over $25, 15% off
              coffee bean subscriptions and early access to new releases. Cancel anytime.
            </p>
          </div>
          <ButtonLink to="/direct-plus" $variant="primary">
            Compare plans
          </ButtonLink>
        </Box>
      </Container>
    </Band>
  );
}
