import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const Chip = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: 0.35rem 0.85rem;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:hover:not([aria-pressed='true']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/** A row of toggle buttons: the one pressed is the list's filter. */
export function FilterGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Chip
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Chip>
      ))}
    </Group>
  );
}
