import { useState } from 'react';
import styled from 'styled-components';
import { MAX_LINE_QUANTITY } from '@coffee/contracts';
import { useHydrated } from '@coffee/platform';
import { WAITING_FOR_SCRIPTS } from '../../../shared/ui/until-hydrated';

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  button {
    width: 2.75rem;
    border: 0;
    background: transparent;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
    &:disabled {
      color: ${({ theme }) => theme.colors.border};
      cursor: not-allowed;
    }
  }
  input {
    width: 3rem;
    border: 0;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
    font-weight: 600;
    background: transparent;
    color: inherit;
  }
`;

const clamp = (n: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, n));

/** Quantity from 1 (where it starts) to the most one cart line may hold; typing is allowed too. */
export function QuantityStepper({
  value,
  onChange,
}: {
  value: number;
  onChange: (quantity: number) => void;
}) {
  // What is being typed, until it is a usable number (an empty box mid-edit is not one).
  const [draft, setDraft] = useState<string | null>(null);
  // Disabled until the page is hydrated: before the scripts run a tap would change nothing.
  const hydrated = useHydrated();
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft);
    onChange(draft === '' || !Number.isFinite(n) ? 1 : clamp(n));
    setDraft(null);
  };
  return (
    <Group
      role="group"
      aria-label="Quantity"
      aria-busy={!hydrated}
      title={hydrated ? undefined : WAITING_FOR_SCRIPTS}
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={!hydrated || value <= 1}
        aria-busy={!hydrated}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        aria-label="Quantity"
        inputMode="numeric"
        autoComplete="off"
        disabled={!hydrated}
        value={draft ?? String(value)}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, 3);
          const n = Number(digits);
          if (digits !== '' && n >= 1 && n <= MAX_LINE_QUANTITY) {
            onChange(n);
            setDraft(null);
          } else {
            setDraft(digits);
          }
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={!hydrated || value >= MAX_LINE_QUANTITY}
        aria-busy={!hydrated}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </Group>
  );
}
