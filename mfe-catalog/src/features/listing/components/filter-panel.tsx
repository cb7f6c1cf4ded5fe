import styled from 'styled-components';
import { productFilters, type ProductFilter } from '@coffee/contracts';
import { useHydrated } from '@coffee/platform';
import { CheckboxRow } from '@coffee/ui';
import { WAITING_FOR_SCRIPTS } from '../../../shared/ui/until-hydrated';
import { FILTER_LABELS } from '../model/listing-params';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.2rem;
  legend {
    padding: 0;
    margin-bottom: 0.6rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.1rem;
    font-weight: 700;
  }
`;

// Shown on the legend's line while the boxes wait for the scripts (the fieldset is busy meanwhile).
const Waiting = styled.span`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.85rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const Row = styled(CheckboxRow)`
  padding: 0.45rem 0.5rem;
  margin: 0 -0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 0.95rem;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export interface FilterPanelProps {
  active: ProductFilter[];
  onToggle: (filter: ProductFilter) => void;
}

/** The five AND-combined flags (spec, section 5); "Clear all" is the facet panel's, below. */
export function FilterPanel({ active, onToggle }: FilterPanelProps) {
  // Disabled until the page is hydrated: on a server-rendered page a box ticked before the
  // scripts have run would show ticked with the list unfiltered.
  const hydrated = useHydrated();
  return (
    <Fieldset aria-busy={!hydrated}>
      {/* The note sits on the legend's own line: nothing moves when it goes. */}
      <legend>
        Filters{hydrated ? null : <Waiting aria-hidden="true"> {WAITING_FOR_SCRIPTS}</Waiting>}
      </legend>
      {productFilters.map((filter) => (
        <Row key={filter}>
          <input
            type="checkbox"
            name={filter}
            checked={active.includes(filter)}
            disabled={!hydrated}
            onChange={() => onToggle(filter)}
          />
          {FILTER_LABELS[filter]}
        </Row>
      ))}
    </Fieldset>
  );
}
