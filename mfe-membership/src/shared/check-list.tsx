import styled from 'styled-components';
import { CheckIcon, bareList } from '@coffee/ui';

const List = styled.ul<{ $tone: 'light' | 'dark' }>`
  ${bareList}
  display: grid;
  gap: 0.8rem;
  li {
    display: grid;
    grid-template-columns: 1.5rem 1fr;
    gap: 0.6rem;
    align-items: start;
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.1rem;
    color: ${({ theme, $tone }) => ($tone === 'dark' ? '#f6e3cf' : theme.colors.success)};
  }
  strong {
    display: block;
  }
  span {
    font-size: 0.9rem;
    color: ${({ theme, $tone }) => ($tone === 'dark' ? '#e0cbb6' : theme.colors.muted)};
  }
`;

export interface CheckItem {
  title: string;
  text?: string;
}

/** A list of benefits with check marks (the marks are decoration, hidden from screen readers). */
export function CheckList({
  items,
  tone = 'light',
}: {
  items: readonly CheckItem[];
  tone?: 'light' | 'dark';
}) {
  return (
    <List $tone={tone}>
      {items.map((item) => (
        <li key={item.title}>
          <CheckIcon />
          <div>
            <strong>{item.title}</strong>
            {item.text ? <span>{item.text}</span> : null}
          </div>
        </li>
      ))}
    </List>
  );
}
