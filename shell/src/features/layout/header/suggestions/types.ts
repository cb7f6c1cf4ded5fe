/**
 * One choice of the header search's suggestion list, as the search box (always loaded) and the
 * list (loaded on first use) share it. Only types live here, so the box's first-load script
 * carries none of the list's code.
 */
export interface SuggestionOption {
  /** The option element's id: the input's aria-activedescendant points at it. */
  readonly domId: string;
  /** Where choosing it goes: a product page or a category listing. */
  readonly href: string;
  readonly kind: 'product' | 'category';
}

/** What the list tells the box whenever what it shows changes. */
export interface SuggestionListProps {
  /** What the box holds now (the list trims it, waits for a pause and asks when it is long enough). */
  query: string;
  /** The listbox's id (the input's aria-controls). */
  listId: string;
  /** The shopper wants the list (typing, ArrowDown): the live region speaks only then. */
  open: boolean;
  /** The list shows: wanted and with options (the input's aria-expanded). */
  expanded: boolean;
  /** The option under the keyboard or the pointer, -1 for none. */
  active: number;
  onOptions: (options: readonly SuggestionOption[]) => void;
  onHover: (index: number) => void;
  onPick: (option: SuggestionOption) => void;
}
