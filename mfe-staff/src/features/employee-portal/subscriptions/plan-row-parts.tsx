import { useId, useRef, type ComponentProps, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { bareList, Button, FieldError, Select } from '@coffee/ui';

/** The coffees a plan can send, by category; a coffee on the plan but off sale in a group of its own. */
export interface CoffeeGroup {
  label: string;
  coffees: readonly { id: string; name: string }[];
}

const ListFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  min-width: 0;
  legend {
    padding: 0;
    font-weight: 700;
    font-size: 1rem;
    margin-bottom: 0.2rem;
  }
  > p {
    margin: 0 0 0.6rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.88rem;
  }
`;

const Rows = styled.ol`
  ${bareList}
  display: grid;
  gap: 0.5rem;
  margin-bottom: 0.6rem;
`;

/**
 * A plan's list of coffees (picks or origins): its legend, a line on how it works, its rows, the
 * list's own message and the button that adds a row (off once the list is full).
 */
export function RowsFieldset({
  legend,
  hint,
  listRef,
  error,
  addLabel,
  full,
  onAdd,
  children,
}: {
  legend: string;
  hint: ReactNode;
  listRef: Ref<HTMLOListElement>;
  error: string | undefined;
  addLabel: string;
  full: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <ListFieldset>
      <legend>{legend}</legend>
      <p>{hint}</p>
      <Rows ref={listRef} aria-label={legend}>
        {children}
      </Rows>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <Button type="button" $variant="outline" $size="sm" disabled={full} onClick={onAdd}>
        {addLabel}
      </Button>
    </ListFieldset>
  );
}

/** One row: its areas placed by the caller, stacked on a phone and side by side from sm up. */
export const RowItem = styled.li`
  display: grid;
  gap: 0.5rem 0.75rem;
  align-items: end;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/**
 * The list's element, and a way to focus a control in it once React has drawn the change: the
 * first of the selectors that finds an element.
 */
export function useRowFocus() {
  const list = useRef<HTMLOListElement>(null);
  const focusLater = (...selectors: string[]) =>
    requestAnimationFrame(() => {
      const found = selectors.map((s) => list.current?.querySelector<HTMLElement>(s)).find(Boolean);
      found?.focus();
    });
  return { list, focusLater };
}

const RowButtons = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  justify-content: flex-end;
`;

/** A row's own action (move, remove): small and quiet, and never a submit. */
export function RowButton(props: ComponentProps<typeof Button>) {
  return <Button type="button" $variant="ghost" $size="sm" {...props} />;
}

/** A row's buttons: its own (if any), then Remove, named with the row ("Remove pick 2"). */
export function RowActions({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string;
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <RowButtons>
      {children}
      <RowButton aria-label={removeLabel} onClick={onRemove}>
        Remove
      </RowButton>
    </RowButtons>
  );
}

const Control = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  label {
    display: block;
    font-size: 0.8rem;
    font-weight: 600;
    margin-bottom: 0.2rem;
  }
`;

/** One control of a row with its label (when shown) and its message, tied for screen readers. */
export function RowControl({
  area,
  label,
  error,
  children,
}: {
  area: string;
  label?: string;
  error: string | undefined;
  children: (ids: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = useId();
  return (
    <Control $area={area}>
      {label ? <label htmlFor={id}>{label}</label> : null}
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(error ? { 'aria-describedby': `${id}-error` } : {}),
      })}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Control>
  );
}

/** A coffee chosen from the catalog's coffees, grouped by category. */
export function CoffeeSelect({
  groups,
  value,
  name,
  ids,
  onChange,
}: {
  groups: readonly CoffeeGroup[];
  value: string;
  /** The accessible name, with the row's position ("Origin 2"). */
  name: string;
  ids: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };
  onChange: (productId: string) => void;
}) {
  return (
    <Select
      {...ids}
      aria-label={name}
      value={value}
      $invalid={ids['aria-invalid']}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">Choose a coffee</option>
      {groups.map((group) =>
        group.coffees.length > 0 ? (
          <optgroup key={group.label} label={group.label}>
            {group.coffees.map((coffee) => (
              <option key={coffee.id} value={coffee.id}>
                {coffee.name}
              </option>
            ))}
          </optgroup>
        ) : null,
      )}
    </Select>
  );
}
