import type { ReactNode } from 'react';
import styled from 'styled-components';

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  summary {
    cursor: pointer;
    list-style: none;
    padding: 1rem 0;
    font-weight: 600;
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    font-size: 1.25rem;
    line-height: 1;
  }
  &[open] summary::after {
    content: '−';
  }
  > div {
    padding: 0 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** Native <details> accordion: keyboard and screen-reader friendly with no script. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  return (
    <div>
      {items.map((item) => (
        <Item key={item.id} id={item.id}>
          <summary>{item.title}</summary>
          <div>{item.content}</div>
        </Item>
      ))}
    </div>
  );
}
