import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Spinner, media } from '@coffee/ui';

/** Every page of this remote: the shell's <main> around it, the shop's width and rhythm inside. */
export const PageShell = styled(Container)`
  padding-top: 1.5rem;
  padding-bottom: 4rem;
  ${media.md} {
    padding-top: 2.5rem;
  }
`;

/** A titled band of a page (an h2 and its content). */
export const PageSection = styled.section`
  margin-top: 3rem;
  > h2 {
    font-size: clamp(1.4rem, 3vw, 1.85rem);
    margin: 0 0 0.4rem;
  }
  > p {
    margin: 0 0 1.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 5rem 1rem;
  color: ${({ theme }) => theme.colors.accent};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }
`;

/** A spinner named `label` (read by screen readers), with an optional visible line under it. */
export function PageLoading({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Loading>
      <Spinner $size={36} label={label} />
      {children ? <p>{children}</p> : null}
    </Loading>
  );
}

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  max-width: 34rem;
  margin: 2.5rem auto;
  padding: 2.25rem 1.25rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.sm} {
    padding: 2.5rem 2rem;
  }
  h1,
  h2 {
    margin: 0;
    font-size: 1.6rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 0.75rem;
`;

export interface PageMessageProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Failures are announced ('alert'); waiting and empty states are not. */
  role?: 'alert' | 'status';
  /** h1 when the message is the whole page, h2 inside a page that has its own title. */
  headingLevel?: 1 | 2;
}

/** The centred card of a failed, waiting or empty page. */
export function PageMessage({
  title,
  children,
  actions,
  role,
  headingLevel = 1,
}: PageMessageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Centered role={role}>
      <Heading>{title}</Heading>
      {children ? <p>{children}</p> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Centered>
  );
}
