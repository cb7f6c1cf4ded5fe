import { useState, type FormEvent } from 'react';
import {
  fieldErrors,
  membershipAccountFormSchema,
  type MembershipAccountForm,
} from '@coffee/contracts';
import { Button, Spinner } from '@coffee/ui';
import { TextField } from './text-field';

const EMPTY: MembershipAccountForm = { email: '', username: '', password: '', confirmPassword: '' };

/** Step two: the online account (spec, section 5: the membership account form's messages). */
export function AccountStepForm({
  busy,
  onCreate,
}: {
  busy: boolean;
  onCreate: (account: MembershipAccountForm) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: MembershipAccountForm) => {
    const parsed = membershipAccountFormSchema.safeParse(next);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    return parsed;
  };
  const change = (key: keyof MembershipAccountForm) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) check(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = check(values);
    if (parsed.success && !busy) onCreate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Create your online account">
      <TextField
        label="Email"
        type="email"
        value={values.email}
        error={errors.email}
        onChange={change('email')}
        autoComplete="email"
      />
      <TextField
        label="Username"
        value={values.username}
        error={errors.username}
        onChange={change('username')}
        autoComplete="username"
      />
      <TextField
        label="Password"
        type="password"
        value={values.password}
        error={errors.password}
        onChange={change('password')}
        autoComplete="new-password"
      />
      <TextField
        label="Confirm Password"
        type="password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={change('confirmPassword')}
        autoComplete="new-password"
      />
      <Button type="submit" $block disabled={busy} aria-busy={busy}>
        {busy ? <Spinner $size={18} label="Creating your account" /> : null}
        {busy ? 'Creating your account…' : 'Create Account'}
      </Button>
    </form>
  );
}
