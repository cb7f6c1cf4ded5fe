import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, CheckboxRow, Field, FieldError, Input, Spinner, media, Link } from '@coffee/ui';

export interface AccountFormValues {
  fullName: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

export const EMPTY_ACCOUNT_FORM: AccountFormValues = {
  fullName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

type TextKey = Exclude<keyof AccountFormValues, 'termsAccepted'>;

const TEXT_FIELDS: {
  key: TextKey;
  label: string;
  type?: string;
  autoComplete: string;
  hint?: string;
}[] = [
  { key: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'username', label: 'Username', autoComplete: 'username' },
  {
    key: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters',
  },
  {
    key: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

const Grid = styled.div`
  ${media.sm} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    column-gap: 1rem;
    > :nth-child(-n + 3) {
      grid-column: 1 / -1;
    }
  }
`;

const Terms = styled.div`
  margin: 0.25rem 0 1.5rem;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration-color: ${({ theme }) => theme.colors.accent};
    text-underline-offset: 3px;
  }
  label {
    align-items: flex-start;
  }
  input {
    margin-top: 0.2rem;
    flex: none;
  }
`;

export interface AccountFormProps {
  values: AccountFormValues;
  errors: Record<string, string>;
  onChange: <K extends keyof AccountFormValues>(key: K, value: AccountFormValues[K]) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pending: boolean;
  /** Shown above the submit button, e.g. the no-plan hint. */
  notice?: ReactNode;
}

export function AccountForm({
  values,
  errors,
  onChange,
  onSubmit,
  submitLabel,
  pending,
  notice,
}: AccountFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Account details">
      <Grid>
        {TEXT_FIELDS.map((field) => (
          <Field key={field.key} label={field.label} error={errors[field.key]} hint={field.hint}>
            {(ids) => (
              <Input
                {...ids}
                name={field.key}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                {...(field.key === 'username' ? { autoCapitalize: 'none', spellCheck: false } : {})}
                $invalid={Boolean(errors[field.key])}
                value={values[field.key]}
                onChange={(e) => onChange(field.key, e.target.value)}
              />
            )}
          </Field>
        ))}
      </Grid>
      <Terms>
        <CheckboxRow>
          <input
            type="checkbox"
            name="termsAccepted"
            checked={values.termsAccepted}
            aria-invalid={Boolean(errors.termsAccepted)}
            aria-describedby={errors.termsAccepted ? 'terms-error' : undefined}
            onChange={(e) => onChange('termsAccepted', e.target.checked)}
          />
          <span>
            I agree to the <Link to="/terms-of-service">Terms of Service</Link> and{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>
          </span>
        </CheckboxRow>
        {errors.termsAccepted ? (
          <FieldError id="terms-error" role="alert">
            {errors.termsAccepted}
          </FieldError>
        ) : null}
      </Terms>
      {notice}
      <Button type="submit" $size="lg" $block disabled={pending} aria-busy={pending}>
        {pending ? (
          <>
            <Spinner $size={18} label="Creating your account" /> Creating your account…
          </>
        ) : (
          submitLabel
        )}
      </Button>
    </form>
  );
}
