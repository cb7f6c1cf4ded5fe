import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { MAX_LINE_QUANTITY } from '@coffee/contracts';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  output {
    min-width: 2rem;
    text-align: center;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Step = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.15rem;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.6;
  }
`;

export interface QuantityStepperProps {
  name: string;
  quantity: number;
  /** A change is on its way: presses are ignored but focus stays where it is. */
  busy: boolean;
  onChange: (quantity: number) => void;
}

/** Minus is disabled at 1 (spec), plus at the most one line may hold. */
export function QuantityStepper({ name, quantity, busy, onChange }: QuantityStepperProps) {
  const step = (delta: number) => (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled rather than disabled while busy: a disabled button would drop keyboard focus.
    if (busy || event.currentTarget.disabled) return;
    onChange(quantity + delta);
  };
  return (
    <Group role="group" aria-label={`Quantity of ${name}`}>
      <Step
        type="button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={quantity <= 1}
        aria-disabled={busy || undefined}
        onClick={step(-1)}
      >
        −
      </Step>
      <output aria-label={`Quantity of ${name}`}>{quantity}</output>
      <Step
        type="button"
        aria-label={`Increase quantity of ${name}`}
        disabled={quantity >= MAX_LINE_QUANTITY}
        aria-disabled={busy || undefined}
        onClick={step(1)}
      >
        +
      </Step>
    </Group>
  );
}
