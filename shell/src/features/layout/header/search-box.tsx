import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from '@coffee/ui';
import styled from 'styled-components';
import { SearchIcon } from '../icons';
import { searchPath } from './search-query';
import type { SuggestionOption } from './suggestions/types';

// The list, its request and its styles come when the box is first
// focused or typed in, never with the page: most visits never search.
const SuggestionList = lazy(() =>
  import('./suggestions/suggestion-list').then((m) => ({ default: m.SuggestionList })),
);

// The form is the positioning box of the suggestion list, which hangs below it; the pill's
// corners are drawn by its parts rather than clipped (overflow would hide the list).
const Form = styled.form`
  position: relative;
  display: flex;
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
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
  border-radius: 0 ${({ theme }) => theme.radii.pill} ${({ theme }) => theme.radii.pill} 0;
  padding: 0 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** Where the arrows move from `active` among `count` options: round, with -1 for none. */
export function nextActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/**
 * The header's search: a form that searches (/search?q=) with or without scripts, and once the
 * page runs, an ARIA 1.2 combobox whose listbox (./suggestions) suggests products and categories
 * as the shopper types. The keyboard stays in the input: ArrowDown/ArrowUp walk the options
 * (round), Enter opens the active one or, with none, searches; Escape closes the list, a second
 * one clears the box; leaving the box (Tab, a press elsewhere) closes it.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  // The list's code was asked for (first focus or typing); it stays mounted from then on.
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What the list shows; null until it has loaded (until then the input controls nothing).
  const [options, setOptions] = useState<readonly SuggestionOption[] | null>(null);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const expanded = open && options !== null && options.length > 0;

  const onOptions = useCallback((next: readonly SuggestionOption[]) => {
    setOptions(next);
    setActive(-1);
  }, []);

  const pick = useCallback(
    (option: SuggestionOption) => {
      setOpen(false);
      setActive(-1);
      navigate(option.href);
    },
    [navigate],
  );

  // On the results page the box shows the query being displayed (also after back/forward).
  useEffect(() => {
    if (location.pathname === '/search')
      setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.pathname, location.search]);

  // A new page closes the list (a suggestion chosen, a link followed, back/forward).
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.pathname, location.search]);

  // Text typed before the page was hydrated is in the field, not in the state: take it, so the
  // list and Escape work on what the shopper sees.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setQuery((current) => current || typed);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpen(false);
    // What the box holds, read from the form: text typed before the page was hydrated (a
    // server-rendered page, a phone still loading its scripts) is in the field, not the state.
    const typed = new FormData(event.currentTarget).get('q');
    const path = searchPath(typeof typed === 'string' ? typed : query);
    if (path) navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm an input method's composition (Japanese, Chinese...) are not ours.
    if (event.nativeEvent.isComposing) return;
    const count = options?.length ?? 0;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setWanted(true);
        if (!open) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? Math.min(0, count - 1) : count - 1);
        } else setActive((current) => nextActive(current, count, event.key as 'ArrowDown'));
        return;
      case 'Enter': {
        const chosen = expanded ? options[active] : undefined;
        if (!chosen) return; // none active: the form searches
        event.preventDefault();
        pick(chosen);
        return;
      }
      case 'Escape':
        // Also keeps the browser from clearing a search field on the first press.
        event.preventDefault();
        if (open) {
          setOpen(false);
          setActive(-1);
        } else setQuery('');
        return;
      default:
    }
  }

  // action and method: submitted before the page's scripts have run, the form still searches
  // (the browser loads /search?q=..., which the search page reads, trimmed). required and
  // pattern (one character that is not a space) make the browser itself refuse a blank query,
  // with the title as its message, before and after the scripts: the spec searches only for a
  // non-empty trimmed query, and `submit` above holds to it for what the browser lets through.
  return (
    <Form role="search" action="/search" method="get" onSubmit={submit}>
      <Input
        ref={input}
        type="search"
        name="q"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setWanted(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setWanted(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={options ? listId : undefined}
        aria-activedescendant={expanded ? options[active]?.domId : undefined}
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
      {wanted ? (
        <Suspense fallback={null}>
          <SuggestionList
            query={query}
            listId={listId}
            open={open}
            expanded={expanded}
            active={expanded ? active : -1}
            onOptions={onOptions}
            onHover={setActive}
            onPick={pick}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
