import { useId } from 'react';
import styled from 'styled-components';
import { GRIND_LABELS, type BagSize, type Grind, type ProductVariant } from '@coffee/contracts';
import { useHydrated } from '@coffee/platform';
import { VisuallyHidden } from '@coffee/ui';
import { isAvailable, optionValues, variantAfter, type OptionChange } from '../model/variants';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

// Each option is a real radio (arrow keys move within the group, as native radios do), drawn as
// a chip: the input is hidden visually but keeps the focus, which the chip shows.
const Chip = styled.label<{ $unavailable: boolean }>`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  min-width: 4.5rem;
  padding: 0.45rem 0.85rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font-size: 0.95rem;
  color: ${({ theme, $unavailable }) => ($unavailable ? theme.colors.muted : theme.colors.text)};
  border-style: ${({ $unavailable }) => ($unavailable ? 'dashed' : 'solid')};
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: inherit;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: default;
  }
  small {
    font-size: 0.75rem;
  }
`;

interface GroupProps<V extends string> {
  legend: string;
  values: V[];
  checked: V | null;
  label: (value: V) => string;
  change: (value: V) => OptionChange;
  variants: ProductVariant[];
  variant: ProductVariant;
  onChoose: (variant: ProductVariant) => void;
  hydrated: boolean;
}

function OptionGroup<V extends string>({
  legend,
  values,
  checked,
  label,
  change,
  variants,
  variant,
  onChoose,
  hydrated,
}: GroupProps<V>) {
  const name = useId();
  return (
    <Group aria-busy={!hydrated}>
      <legend>{legend}</legend>
      <Options>
        {values.map((value) => {
          const available = isAvailable(variants, variant, change(value));
          return (
            <Chip key={value} $unavailable={!available}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={checked === value}
                // Until the scripts run a pick would change nothing else on the page.
                disabled={!hydrated}
                onChange={() => {
                  const next = variantAfter(variants, variant, change(value));
                  if (next) onChoose(next);
                }}
              />
              {label(value)}
              {available ? null : (
                <small>
                  <VisuallyHidden>, </VisuallyHidden>Sold out
                </small>
              )}
            </Chip>
          );
        })}
      </Options>
    </Group>
  );
}

/** Bag size and grind as two radio groups; nothing for a product sold one way only. */
export function VariantPicker({
  variants,
  variant,
  onChoose,
}: {
  variants: ProductVariant[];
  variant: ProductVariant;
  onChoose: (variant: ProductVariant) => void;
}) {
  const hydrated = useHydrated();
  const { sizes, grinds } = optionValues(variants);
  const shared = { variants, variant, onChoose, hydrated };
  return (
    <>
      {sizes.length > 1 ? (
        <OptionGroup<BagSize>
          legend="Bag size"
          values={sizes}
          checked={variant.size}
          label={(size) => size}
          change={(size) => ({ size })}
          {...shared}
        />
      ) : null}
      {grinds.length > 1 ? (
        <OptionGroup<Grind>
          legend="Grind"
          values={grinds}
          checked={variant.grind}
          label={(grind) => GRIND_LABELS[grind]}
          change={(grind) => ({ grind })}
          {...shared}
        />
      ) : null}
    </>
  );
}
