import type { Ref } from 'react';
import styled from 'styled-components';
import { Input, VisuallyHidden, LineIcon } from '@coffee/ui';

const Form = styled.form`
  position: relative;
  max-width: 40rem;
  margin: 1.25rem 0 0.5rem;
  svg {
    position: absolute;
    left: 0.85rem;
    top: 50%;
    width: 1.15rem;
    height: 1.15rem;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }
  input {
    padding: 0.85rem 1rem 0.85rem 2.6rem;
    font-size: 1.05rem;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

interface Props {
  query: string;
  onQueryChange: (query: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Filters as you type; Enter does nothing more than that. */
export function HelpSearch({ query, onQueryChange, inputRef }: Props) {
  return (
    <Form role="search" onSubmit={(e) => e.preventDefault()}>
      <label>
        <VisuallyHidden>Search help articles</VisuallyHidden>
        <LineIcon>
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </LineIcon>
        <Input
          ref={inputRef}
          type="search"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          placeholder="Search help articles"
          autoComplete="off"
          maxLength={200}
        />
      </label>
    </Form>
  );
}
