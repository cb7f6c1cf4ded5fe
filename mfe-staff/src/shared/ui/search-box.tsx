import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Input, VisuallyHidden } from '@coffee/ui';

/** How long typing pauses before a search is sent: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

const Wrap = styled.div`
  flex: 1 1 16rem;
  max-width: 28rem;
`;

/** A labelled search box that reports its trimmed text once typing pauses. */
export function SearchBox({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const mounted = useRef(false);

  useEffect(() => {
    // The first render has nothing to report: the list already asked without a search.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Wrap>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </Wrap>
  );
}
