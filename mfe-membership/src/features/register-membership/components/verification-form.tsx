import { membershipVerificationSchema, type MembershipVerification } from '@coffee/contracts';
import { Button, Spinner } from '@coffee/ui';
import { useSchemaForm } from '@coffee/platform';
import { TextField } from './text-field';

const EMPTY = { membershipNumber: '', firstName: '', lastName: '' };

const FIELDS = [
  { name: 'membershipNumber', label: 'Membership Number', inputMode: 'numeric' },
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
] as const;

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
      {FIELDS.map(({ name, ...field }) => (
        <TextField
          key={name}
          {...field}
          value={values[name]}
          error={errors[name]}
          onChange={change(name)}
        />
      ))}
      <Button type="submit" $block disabled={busy} aria-busy={busy}>
        {busy ? <Spinner $size={18} label="Verifying your membership" /> : null}
        {busy ? 'Verifying…' : 'Verify Membership'}
      </Button>
    </form>
  );
}
