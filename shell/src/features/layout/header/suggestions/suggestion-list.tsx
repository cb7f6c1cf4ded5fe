import { useEffect, useMemo, type MouseEvent } from 'react';
import { ProductThumb, VisuallyHidden } from '@coffee/ui';
import { suggestionPrice, toOptions, type ListOption } from './suggestion-options';
import { Aside, CategoryMark, GroupLabel, Name, Option, Popup, Price } from './suggestion-styles';
import type { SuggestionListProps } from './types';
import { useSuggestions } from './use-suggestions';

const CategoryIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </svg>
);

const count = (n: number) =>
  n === 0 ? 'No suggestions' : n === 1 ? '1 suggestion' : `${n} suggestions`;

// A plain press opens the option in place; with a modifier (new tab, new window) or another
// button the browser follows the link itself.
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The header search's suggestion popup (WAI-ARIA 1.2 combobox: a listbox the input controls):
 * the products matching what is typed, each with its picture and price, then the matching
 * categories, and a polite live region saying how many there are once the answer for what the
 * box holds has come. Focus never leaves the input: the active option is the input's
 * aria-activedescendant, and a press on the list does not take focus (so it does not close
 * the list by blurring the input before the click lands). Loaded when the box is first used.
 */
export function SuggestionList({
  query,
  listId,
  open,
  expanded,
  active,
  onOptions,
  onHover,
  onPick,
}: SuggestionListProps) {
  const { data, settled } = useSuggestions(query);
  const options = useMemo(() => toOptions(listId, data), [listId, data]);
  useEffect(() => onOptions(options), [options, onOptions]);

  const activeId = options[active]?.domId;
  useEffect(() => {
    // Keep the active option in sight when the list scrolls (a short phone screen).
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const products = options.filter((o) => o.kind === 'product');
  const categories = options.filter((o) => o.kind === 'category');

  const renderOption = (option: ListOption) => {
    const index = options.indexOf(option);
    return (
      <Option
        key={option.domId}
        id={option.domId}
        href={option.href}
        role="option"
        aria-selected={index === active}
        tabIndex={-1}
        onMouseMove={() => index !== active && onHover(index)}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onPick(option);
        }}
      >
        {option.kind === 'product' ? (
          <>
            <ProductThumb src={option.product.imageUrl} size="2.5rem" />
            <Name>{option.product.name}</Name>
            <Price>{suggestionPrice(option.product)}</Price>
          </>
        ) : (
          <>
            <CategoryMark>
              <CategoryIcon />
            </CategoryMark>
            <Name>{option.category.title}</Name>
            <Aside>Category</Aside>
          </>
        )}
      </Option>
    );
  };

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {open && settled ? count(options.length) : ''}
      </VisuallyHidden>
      <Popup
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
      >
        {products.length > 0 ? (
          <div role="group" aria-labelledby={`${listId}-products`}>
            <GroupLabel id={`${listId}-products`} role="presentation">
              Products
            </GroupLabel>
            {products.map(renderOption)}
          </div>
        ) : null}
        {categories.length > 0 ? (
          <div role="group" aria-labelledby={`${listId}-categories`}>
            <GroupLabel id={`${listId}-categories`} role="presentation">
              Categories
            </GroupLabel>
            {categories.map(renderOption)}
          </div>
        ) : null}
      </Popup>
    </>
  );
}
