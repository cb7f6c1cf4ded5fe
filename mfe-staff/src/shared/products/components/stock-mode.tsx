import styled from 'styled-components';
import { CheckboxRow } from '@coffee/ui';

export type StockMode = 'adjust' | 'set';

const Modes = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  legend {
    font-weight: 600;
    font-size: 0.9rem;
    margin-bottom: 0.3rem;
  }
`;

/** 'Adjust by' (add or take away) or 'Set to' (a counted figure; only with inventory:correct). */
export function StockModeChoice({
  value,
  onChange,
  canSet,
}: {
  value: StockMode;
  onChange: (mode: StockMode) => void;
  canSet: boolean;
}) {
  return (
    <Modes>
      <legend>Change</legend>
      <CheckboxRow>
        <input
          type="radio"
          name="stock-mode"
          checked={value === 'adjust'}
          onChange={() => onChange('adjust')}
        />
        Adjust by
      </CheckboxRow>
      {canSet ? (
        <CheckboxRow>
          <input
            type="radio"
            name="stock-mode"
            checked={value === 'set'}
            onChange={() => onChange('set')}
          />
          Set to
        </CheckboxRow>
      ) : null}
    </Modes>
  );
}

/** A typed quantity as the schema reads it: an empty or broken one fails its whole-number rule. */
export const quantityOf = (text: string): number =>
  /^[-+]?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
