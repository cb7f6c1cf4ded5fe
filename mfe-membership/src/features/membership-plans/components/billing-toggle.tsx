import styled from 'styled-components';
import type { BillingPeriod } from '@coffee/contracts';
import { VisuallyHidden } from '@coffee/ui';
import { ANNUAL_SAVINGS_LABEL } from '../../../shared/direct-plus';

const Group = styled.fieldset`
  display: inline-flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0.3rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Option = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.55rem 1.1rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    transition:
      background 0.15s ease,
      color 0.15s ease;
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Saving = styled.em`
  font-style: normal;
  font-size: 0.75rem;
  padding: 0.1rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: #7a3f0b;
`;

const OPTIONS: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/** Monthly or annual billing: native radios, so arrow keys and screen readers work as expected. */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
}) {
  return (
    <Group>
      <VisuallyHidden as="legend">Billing period</VisuallyHidden>
      {OPTIONS.map((option) => (
        <Option key={option.value}>
          <input
            type="radio"
            name="billing-period"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>
            {option.label}
            {option.value === 'annual' ? <Saving>{ANNUAL_SAVINGS_LABEL}</Saving> : null}
          </span>
        </Option>
      ))}
    </Group>
  );
}
