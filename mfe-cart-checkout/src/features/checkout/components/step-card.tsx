import styled from 'styled-components';
import { cardSurface } from '@coffee/ui';

/** The white card that holds one step's content. */
export const StepCard = styled.section`
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: 1.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.75rem 2rem;
  }
  &:focus {
    outline: none;
  }
  > h2 {
    font-size: 1.45rem;
    margin-bottom: 1.25rem;
  }
`;

export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > * {
    flex: 1 1 12rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    > * {
      flex: 0 0 auto;
    }
    > :only-child {
      margin-left: auto;
    }
  }
`;

/** Back alone (the card form above has its own Continue): where Back always sits, on the left. */
export const BackOnly = styled(StepActions)`
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    > :only-child {
      margin-left: 0;
    }
  }
`;

export const Note = styled.p`
  margin: 0;
  padding: 0.8rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-size: 0.9rem;
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
