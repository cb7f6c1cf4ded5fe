import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
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

export function SectionHeader({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Head>
      <div>
        <h2 id={id}>{title}</h2>
        {description ? <p>{description}</p> : null}
      </div>
      {children}
    </Head>
  );
}

/** Marks the static sample figures the spec asks for, so nobody reads them as live data. */
export const SampleNote = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1rem;
`;
