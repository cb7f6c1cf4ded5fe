import styled from 'styled-components';
import type { SubscriptionPlan } from '@coffee/contracts';

const Facts = styled.div`
  display: grid;
  gap: 0.3rem;
  margin: 0 0 1rem;
  padding: 0.8rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * What a plan sends, as far as it is known today: Roaster's Choice's current pick, the
 * Explorer's origins in the order they are sent.
 */
export function PlanSummary({ plan }: { plan: SubscriptionPlan }) {
  const next = plan.kind === 'roasters-choice' ? plan.nextCoffee : null;
  const origins = plan.kind === 'origin-explorer' ? plan.origins : [];
  if (!next && origins.length === 0) return null;
  return (
    <Facts>
      {next ? (
        <p>
          <strong>Next up:</strong> {next.productName}
        </p>
      ) : null}
      {origins.length > 0 ? (
        <p>
          <strong>Origins in rotation:</strong> {origins.map((o) => o.productName).join(', ')}
        </p>
      ) : null}
    </Facts>
  );
}
