import styled from 'styled-components';
import { bareList } from '@coffee/ui';

/**
 * The pieces every list of order lines shares (the cart, the checkout's summary, a placed
 * order): the bare list, the name and muted facts beside the picture, a problem in red, and the
 * line's amount in figures that line up.
 */
export const LineList = styled.ul`
  ${bareList}
`;

export const LineDetails = styled.div`
  min-width: 0;
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.98rem;
    font-weight: 600;
    margin: 0 0 0.15rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const LineProblem = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

export const LineAmount = styled.p`
  margin: 0;
  font-weight: 700;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
