import { membershipVerificationSchema, type MembershipVerification } from '@coffee/contracts';
import { Button, Spinner } from '@coffee/ui';
import { useSchemaForm } from '../model/use-schema-form';
import { TextField } from './text-field';

const EMPTY = { membershipNumber: '', firstName: '', lastName: '' };

/** Step one: the membership number and the name on it (spec, section 5's messages by each field). */
export function VerificationForm({
  busy,
  onVerify,
}: {
  busy: boolean;
  onVerify: (details: MembershipVerification) => void;
}) {
  const { values, errors, change, submit } = useSchemaForm(
    membershipVerificationSchema,
    EMPTY,
    (details) => {
      if (!busy) onVerify(details);
    },
  );
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
