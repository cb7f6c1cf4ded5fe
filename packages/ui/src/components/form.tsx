import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 0.6rem 0.75rem;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;
export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${control} min-height: 7rem;
  resize: vertical;
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: 0.9rem;
  margin-bottom: 0.3rem;
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
  margin: 0.3rem 0 0;
`;

export const FieldHint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  margin: 0.3rem 0 0;
`;

const FieldWrap = styled.div`
  margin-bottom: 1rem;
`;

export interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled form control with its hint and error message wired for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && !error ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldWrap>
  );
}

export const CheckboxRow = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  cursor: pointer;
  input {
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
