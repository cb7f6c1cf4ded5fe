import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container, Muted, media } from '@coffee/ui';

const Narrow = styled.div`
  max-width: 30rem;
  margin: 0 auto;
  padding: 1.5rem 0 3rem;
  ${media.md} {
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
  form {
    margin-top: 1.5rem;
  }
`;

/** The sign-in page's card, alone and narrower: the forgot and reset password pages. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container>
      <Narrow>
        <FormCard>
          <h1>{title}</h1>
          <Muted>{intro}</Muted>
          {children}
        </FormCard>
      </Narrow>
    </Container>
  );
}

/** A line under the form: "Back to sign in", "Ask for a new link". */
export const FormFooter = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  font-size: 0.95rem;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** The answer or failure shown above the fields, announced to screen readers. */
export const Notice = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 1.25rem 0 0;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;
`;
