import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  margin-top: 1.75rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  > p {
    margin: 0 0 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/** A part of Edit Product saved on its own (Variants, Coffee): its heading, a line, its form. */
export function EditorSection({
  labelledBy,
  title,
  intro,
  children,
}: {
  labelledBy: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={labelledBy}>
      <h3 id={labelledBy}>{title}</h3>
      <p>{intro}</p>
      {children}
    </Section>
  );
}
