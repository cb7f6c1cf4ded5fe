import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { bareList, FieldError, Select } from '@coffee/ui';

/** The coffees a plan can send, by category; a coffee on the plan but off sale in a group of its own. */
export interface CoffeeGroup {
  label: string;
  coffees: readonly { id: string; name: string }[];
}

/** A plan's list of coffees (picks or origins): its legend, a line on how it works, its rows. */
export const ListFieldset = styled.fieldset`
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

export const Rows = styled.ol`
  ${bareList}
  display: grid;
  gap: 0.5rem;
  margin-bottom: 0.6rem;
`;

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

export const RowButtons = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  justify-content: flex-end;
`;

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
