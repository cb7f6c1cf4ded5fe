import styled from 'styled-components';

/** "Direct+ price" beside a member price: the catalog's pill, in the same colours. */
export const MemberTag = styled.span`
  display: inline-block;
  padding: 0.05rem 0.45rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.72rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.35;
  white-space: nowrap;
`;

/** A member price and its pill, wrapping under each other on a narrow line. */
export const MemberPriceLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.2rem 0.45rem;
  && {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

/**
 * "Regular $18.00" under a member price: said in words, not only by a strike-through, so a screen
 * reader reads which price is which.
 */
export function RegularPrice({ amount }: { amount: string }) {
  return <p>Regular {amount}</p>;
}
