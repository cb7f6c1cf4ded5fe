import styled from 'styled-components';

// The page frame, spinner and message card are @coffee/ui's, shared with every remote.
export { PageLoading, PageMessage, PageShell, type PageMessageProps } from '@coffee/ui';

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
