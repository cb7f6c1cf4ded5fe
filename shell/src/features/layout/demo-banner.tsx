import styled from 'styled-components';

// In the page's flow at its very top, never fixed: it covers nothing, and it comes with the
// first paint (in the server's HTML too), so nothing below it moves when it appears.
const Bar = styled.aside`
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.accent};
  padding: 0.3rem 1rem;
  text-align: center;
  font-size: 0.875rem;
  line-height: 1.25rem;
  p {
    margin: 0;
  }
`;

export const DEMO_BANNER_TEXT = 'Demo shop: no real payments';

/**
 * Every page of a shop running on the offline test provider (DEMO_PAYMENTS=true) says so: a card
 * "paid" here moves no money, so nobody may believe an order of theirs is paid for real.
 */
export function DemoBanner() {
  return (
    <Bar aria-label="Demo shop" data-demo-banner="">
      <p>
        <strong>Demo shop:</strong> no real payments
      </p>
    </Bar>
  );
}
