import styled from 'styled-components';
import { Card, media } from '@coffee/ui';

/** The frame of /register-account: one column, or form and Direct+ panel side by side. */
export const Layout = styled.div<{ $withPanel: boolean }>`
  display: grid;
  gap: 1.5rem;
  padding: 1.5rem 0 3rem;
  max-width: ${({ $withPanel }) => ($withPanel ? '72rem' : '40rem')};
  margin: 0 auto;
  ${media.md} {
    padding: 3rem 0 4rem;
    ${({ $withPanel }) => ($withPanel ? 'grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); align-items: start; gap: 2rem;' : '')}
  }
`;

export const FormCard = styled(Card)`
  padding: 1.75rem 1.25rem;
  ${media.md} {
    padding: 2.25rem 2.25rem;
  }
`;

export const SignIn = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration-color: ${({ theme }) => theme.colors.accent};
    text-underline-offset: 3px;
  }
`;

export const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: #5c2f08;
  a {
    color: inherit;
    font-weight: 700;
  }
`;

export const StepLabel = styled.p`
  margin: -0.5rem 0 1.25rem;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Redirecting = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 2rem 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.primary};
  p {
    margin: 0;
  }
`;
