import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.div`
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1rem;
`;

export interface PortalSectionProps {
  title: string;
  description: string;
  /** Live figures between the heading and the toolbar. */
  summary?: ReactNode;
  /** Filters, search and actions above the content. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** One tab of a staff portal: heading, live figures, toolbar, and content. */
export function PortalSection({
  title,
  description,
  summary,
  toolbar,
  children,
}: PortalSectionProps) {
  return (
    <section>
      <Head>
        <h2>{title}</h2>
        <p>{description}</p>
      </Head>
      {summary}
      {toolbar ? <Toolbar>{toolbar}</Toolbar> : null}
      {children}
    </section>
  );
}
