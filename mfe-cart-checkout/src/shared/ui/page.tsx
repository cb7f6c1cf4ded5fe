import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LineIcon } from '@coffee/ui';

// The page frame, spinner and message card are @coffee/ui's, shared with every remote.
export { PageLoading, PageMessage, PageShell, type PageMessageProps } from '@coffee/ui';

export const PageHeading = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.4rem);
  margin: 0 0 1.5rem;
`;

/** A page message's line icon (decorative: the heading says it); its children are its paths. */
const PageIcon = ({ children }: { children: ReactNode }) => (
  <LineIcon strokeWidth="1.4" strokeLinejoin="round">
    {children}
  </LineIcon>
);

export function BagIcon() {
  return (
    <PageIcon>
      <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </PageIcon>
  );
}

export function ReceiptIcon() {
  return (
    <PageIcon>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h4" />
    </PageIcon>
  );
}
