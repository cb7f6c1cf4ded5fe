import type { ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  padding: 0.9rem 1rem;
  border: 1.5px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.bg : theme.colors.surface)};
  box-shadow: ${({ theme, $checked }) => ($checked ? theme.shadows.sm : 'none')};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 1.15rem;
    height: 1.15rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: none;
  }
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.1rem;
  strong {
    font-weight: 600;
  }
  span {
    font-size: 0.87rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Aside = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

export interface OptionCardProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: string;
  detail?: ReactNode;
  aside?: ReactNode;
}

/** A radio button drawn as a card: the whole card is its label. */
export function OptionCard({
  name,
  value,
  checked,
  onSelect,
  title,
  detail,
  aside,
}: OptionCardProps) {
  return (
    <Label $checked={checked}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} />
      <Text>
        <strong>{title}</strong>
        {detail ? <span>{detail}</span> : null}
      </Text>
      {aside ? <Aside>{aside}</Aside> : null}
    </Label>
  );
}

export const OptionGroup = styled.fieldset`
  border: 0;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.65rem;
  legend {
    padding: 0;
    margin-bottom: 0.75rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.2rem;
    font-weight: 700;
  }
`;
