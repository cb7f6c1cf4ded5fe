import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@coffee/ui';
import styled from 'styled-components';
import { SearchIcon } from '../icons';
import { searchPath } from './search-query';

const Form = styled.form`
  display: flex;
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  padding: 0.55rem 1rem;
  background: transparent;
  /* From md to lg the header's one row leaves the box little room: less padding, more text. */
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-inline: 0.75rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding-inline: 1rem;
  }
  color: ${({ theme }) => theme.colors.text};
  /* Firefox marks a refused (blank) query with a red glow; its message bubble says it already. */
  box-shadow: none;
  &:focus {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  padding: 0 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');

  // On the results page the box shows the query being displayed (also after back/forward).
  useEffect(() => {
    if (location.pathname === '/search')
      setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.pathname, location.search]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the box holds, read from the form: text typed before the page was hydrated (a
    // server-rendered page, a phone still loading its scripts) is in the field, not the state.
    const typed = new FormData(event.currentTarget).get('q');
    const path = searchPath(typeof typed === 'string' ? typed : query);
    if (path) navigate(path);
  }

  // action and method: submitted before the page's scripts have run, the form still searches
  // (the browser loads /search?q=..., which the search page reads, trimmed). required and
  // pattern (one character that is not a space) make the browser itself refuse a blank query,
  // with the title as its message, before and after the scripts: the spec searches only for a
  // non-empty trimmed query, and `submit` above holds to it for what the browser lets through.
  return (
    <Form role="search" action="/search" method="get" onSubmit={submit}>
      <Input
        type="search"
        name="q"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        // Short enough to be read whole in a phone's search box and at 768 px, where the
        // header's one row leaves it about 210 px ("Search coffee, equipment…" was cut there).
        placeholder="Search coffee & gear…"
        aria-label="Search products"
        autoComplete="off"
        enterKeyHint="search"
        required
        pattern=".*\S.*"
        title="Type what you are looking for (spaces alone do not search)."
      />
      <Submit type="submit" aria-label="Search">
        <SearchIcon />
      </Submit>
    </Form>
  );
}
