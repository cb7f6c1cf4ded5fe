import styled from 'styled-components';

const List = styled.ul<{ $tone: 'light' | 'dark' }>`
  list-style: none;
  margin: 0;
  padding: 0;
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
          <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
            <path
              d="M4 10.5l4 4 8-9"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <div>
            <strong>{item.title}</strong>
            {item.text ? <span>{item.text}</span> : null}
          </div>
        </li>
      ))}
    </List>
  );
}
