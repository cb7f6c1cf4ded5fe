import styled from 'styled-components';

/**
 * A small label on the espresso colour. The design system's accent Badge puts white on caramel
 * (4.3:1), below AA for text this small; this keeps the look with readable contrast.
 */
export const Pill = styled.span`
  display: inline-block;
  padding: 0.25rem 0.7rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;
