import type { ReactNode } from 'react';
import styled from 'styled-components';

// The page frame, spinner and message card are @coffee/ui's, shared with every remote.
export { PageLoading, PageMessage, PageShell, type PageMessageProps } from '@coffee/ui';

export const PageHeading = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.4rem);
  margin: 0 0 1.5rem;
`;

/** A page message's line icon (decorative: the heading says it); its children are its paths. */
function LineIcon({ children }: { children: ReactNode }) {
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
      {children}
    </svg>
  );
}

export function BagIcon() {
  return (
    <LineIcon>
      <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </LineIcon>
  );
}

export function ReceiptIcon() {
  return (
    <LineIcon>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h4" />
    </LineIcon>
  );
}
