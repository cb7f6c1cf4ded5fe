import styled from 'styled-components';

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  flex: none;
  border-radius: 999px;
  border: none;
  cursor: pointer;
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 0.2rem;
    left: ${({ $on }) => ($on ? '1.45rem' : '0.2rem')};
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: #fff;
    transition: left 0.15s;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface SwitchProps {
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** An on/off toggle with `role="switch"` semantics. */
export function Switch({ checked, onChange, disabled, ...aria }: SwitchProps) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={checked}
      $on={checked}
      disabled={disabled}
      onClick={() => onChange?.(!checked)}
      {...aria}
    />
  );
}
