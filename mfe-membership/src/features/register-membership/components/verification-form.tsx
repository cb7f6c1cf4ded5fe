import { useState, type FormEvent } from 'react';
import {
  fieldErrors,
  membershipVerificationSchema,
  type MembershipVerification,
} from '@coffee/contracts';
import { Button, Spinner } from '@coffee/ui';
import { TextField } from './text-field';

type Values = { membershipNumber: string; firstName: string; lastName: string };
const EMPTY: Values = { membershipNumber: '', firstName: '', lastName: '' };

/** Step one: the membership number and the name on it (spec, section 5's messages by each field). */
export function VerificationForm({
  busy,
  onVerify,
}: {
  busy: boolean;
  onVerify: (details: MembershipVerification) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: Values) => {
    const parsed = membershipVerificationSchema.safeParse(next);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    return parsed;
  };
  const change = (key: keyof Values) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) check(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = check(values);
    if (parsed.success && !busy) onVerify(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Verify your membership">
      <TextField
        label="Membership Number"
        value={values.membershipNumber}
        error={errors.membershipNumber}
        onChange={change('membershipNumber')}
        inputMode="numeric"
      />
      <TextField
        label="First Name"
        value={values.firstName}
        error={errors.firstName}
        onChange={change('firstName')}
        autoComplete="given-name"
      />
      <TextField
        label="Last Name"
        value={values.lastName}
        error={errors.lastName}
        onChange={change('lastName')}
        autoComplete="family-name"
      />
      <Button type="submit" $block disabled={busy} aria-busy={busy}>
        {busy ? <Spinner $size={18} label="Verifying your membership" /> : null}
        {busy ? 'Verifying…' : 'Verify Membership'}
      </Button>
    </form>
  );
}
