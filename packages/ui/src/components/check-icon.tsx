import { LineIcon } from './line-icon';

/** The check mark of benefit lists: decoration, hidden from screen readers; sized by its list. */
export function CheckIcon() {
  return (
    <LineIcon viewBox="0 0 20 20" strokeWidth="2.2" strokeLinejoin="round">
      <path d="M4 10.5l4 4 8-9" />
    </LineIcon>
  );
}
