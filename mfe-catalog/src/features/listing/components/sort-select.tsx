import { useId } from 'react';
import styled from 'styled-components';
import { productSorts, type ProductSort } from '@coffee/contracts';
import { useHydrated } from '@coffee/platform';
import { media, Select } from '@coffee/ui';
import { WAITING_FOR_SCRIPTS } from '../../../shared/ui/until-hydrated';
import { SORT_LABELS } from '../model/listing-params';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  /* Phones have no room for the visible label; screen readers still get it. */
  label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  ${media.sm} {
    label {
      position: static;
      width: auto;
      height: auto;
      clip: auto;
      font-size: 0.9rem;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
  select {
    width: auto;
    padding: 0.45rem 0.6rem;
  }
`;

export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  const id = useId();
  // Disabled until the page is hydrated: on a server-rendered page a choice made before the
  // scripts have run would change nothing (the list is sorted by the URL the script sets).
  const hydrated = useHydrated();
  return (
    <Wrap>
      <label htmlFor={id}>Sort by</label>
      <Select
        id={id}
        value={value}
        disabled={!hydrated}
        // Says why it is grey until the scripts run (a tooltip, and "busy" to a screen reader).
        aria-busy={!hydrated}
        title={hydrated ? undefined : WAITING_FOR_SCRIPTS}
        onChange={(e) => {
          const next = productSorts.find((s) => s === e.target.value);
          if (next) onChange(next);
        }}
      >
        {productSorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}
