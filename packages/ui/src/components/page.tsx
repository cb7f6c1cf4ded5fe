import { Button } from './button';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Spinner, cardSurface } from './layout';
import { media } from '../theme';

/** Every page of a remote: the shell's <main> around it, the shop's width and rhythm inside. */
export const PageShell = styled(Container)`
  padding-top: 1.5rem;
  padding-bottom: 4rem;
  ${media.md} {
    padding-top: 2.5rem;
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
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.sm} {
    padding: 2.5rem 2rem;
  }
  h1,
  h2 {
    margin: 0.25rem 0 0;
    font-size: 1.6rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  > svg {
    width: 3.5rem;
    height: 3.5rem;
    color: ${({ theme }) => theme.colors.accent};
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
  /** A decorative icon above the title (the heading says it). */
  icon?: ReactNode;
  actions?: ReactNode;
  /** Failures are announced ('alert'); waiting and empty states are not. */
  role?: 'alert' | 'status';
  /** h1 when the message is the whole page, h2 or h3 inside a page or a tab with its own title. */
  headingLevel?: 1 | 2 | 3;
}

/** The centred card of a failed, waiting, empty or not-found page. */
export function PageMessage({
  title,
  children,
  icon,
  actions,
  role,
  headingLevel = 1,
}: PageMessageProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Centered role={role}>
      {icon}
      <Heading>{title}</Heading>
      {children ? <p>{children}</p> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Centered>
  );
}

/**
 * A section that could not load: what failed, the shop's error text, and 'Try again' (disabled
 * while the retry is on its way). Every list, tab and widget says it this one way.
 */
export function LoadFailed({
  title,
  message,
  onRetry,
  retrying = false,
  headingLevel = 2,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  headingLevel?: 1 | 2 | 3;
}) {
  return (
    <PageMessage
      role="alert"
      title={title}
      headingLevel={headingLevel}
      actions={
        <Button type="button" $variant="outline" disabled={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </PageMessage>
  );
}
