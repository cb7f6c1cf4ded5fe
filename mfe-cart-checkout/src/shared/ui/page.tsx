import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Spinner } from '@coffee/ui';

/** Every page of this remote: the shell's <main> around it, the shop's width and rhythm inside. */
export const PageShell = styled(Container)`
  padding-top: 1.5rem;
  padding-bottom: 4rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-top: 2.25rem;
  }
`;

export const PageHeading = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.4rem);
  margin: 0 0 1.5rem;
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  max-width: 32rem;
  margin: 2.5rem auto;
  padding: 2.5rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
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
  icon?: ReactNode;
  actions?: ReactNode;
  /** Failures are announced; empty states are not. */
  role?: 'alert' | 'status';
  /** h1 when the message is the whole page, h2 inside a page that has its own title. */
  headingLevel?: 1 | 2;
}

/** The centered card of an empty, not-found or failed page. */
export function PageMessage({
  title,
  children,
  icon,
  actions,
  role,
  headingLevel = 1,
}: PageMessageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Centered role={role}>
      {icon}
      <Heading>{title}</Heading>
      {children ? <p>{children}</p> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Centered>
  );
}

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 5rem 0;
  color: ${({ theme }) => theme.colors.accent};
`;

export function PageLoading({ label }: { label: string }) {
  return (
    <Loading>
      <Spinner $size={36} label={label} />
    </Loading>
  );
}

/** Icons of the page messages (decorative: the heading says it). */
export function BagIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </svg>
  );
}

export function ReceiptIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h4" />
    </svg>
  );
}
