import styled from 'styled-components';
import { useSession } from '@coffee/platform';
import { Card, Link } from '@coffee/ui';
import { PageHeading, PageShell } from '../../../shared/ui/page';
import { useTrackOrderMutation } from '../api/track-order';
import { NOT_FOUND_HINT, trackingProblem } from '../model/tracking-display';
import { TrackOrderForm } from './track-order-form';
import { TrackingResult } from './tracking-result';

const Wrap = styled(PageShell)`
  max-width: 40rem;
`;

const Intro = styled.p`
  margin: -0.75rem 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Answer = styled.div`
  margin-top: 1.25rem;
  &:empty {
    display: none;
  }
`;

const Problem = styled(Card)`
  border-color: ${({ theme }) => theme.colors.danger};
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.35rem;
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.35rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Aside = styled.p`
  margin: 1.5rem 0 0;
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

/**
 * /track-order, for guests too: an order's status and tracking number by its number and the
 * email or ZIP code it was placed with. A wrong number and a wrong contact read the same.
 */
export function TrackOrderPage() {
  const { isSignedIn, isLoading: sessionLoading } = useSession();
  const [trackOrder, { data, error, isLoading, reset }] = useTrackOrderMutation();
  const problem = error ? trackingProblem(error) : null;

  return (
    <Wrap>
      <PageHeading>Track Your Order</PageHeading>
      <Intro>
        Enter your order number and the email address or ZIP code you used at checkout to see where
        your order is.
      </Intro>
      <Card>
        <TrackOrderForm
          busy={isLoading}
          onTrack={(request) => {
            reset();
            void trackOrder(request);
          }}
        />
      </Card>
      <Answer aria-live="polite">
        {data && !isLoading ? <TrackingResult tracking={data} /> : null}
        {problem && !isLoading ? (
          <Problem role="alert">
            <h2>
              {problem.kind === 'not-found'
                ? 'Order not found'
                : problem.kind === 'throttled'
                  ? 'Too many attempts'
                  : 'Something went wrong'}
            </h2>
            <p>{problem.message}</p>
            {problem.kind === 'not-found' ? <p>{NOT_FOUND_HINT}</p> : null}
          </Problem>
        ) : null}
      </Answer>
      {/* Until the session answers, neither link: a signed-in shopper is never offered 'Sign in'. */}
      <Aside aria-busy={sessionLoading}>
        {sessionLoading ? null : isSignedIn ? (
          <>
            Looking for another order? <Link to="/orders">See all your orders</Link>
          </>
        ) : (
          <>
            Have an account? <Link to="/auth">Sign in</Link> to see all your orders.
          </>
        )}
      </Aside>
    </Wrap>
  );
}
