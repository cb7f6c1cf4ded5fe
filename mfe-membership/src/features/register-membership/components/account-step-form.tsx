import { membershipAccountFormSchema, type MembershipAccountForm } from '@coffee/contracts';
import { Button, Spinner } from '@coffee/ui';
import { useSchemaForm } from '@coffee/platform';
import { TextField } from './text-field';

const EMPTY: MembershipAccountForm = { email: '', username: '', password: '', confirmPassword: '' };

const FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

/** Step two: the online account (spec, section 5: the membership account form's messages). */
export function AccountStepForm({
  busy,
  onCreate,
}: {
  busy: boolean;
  onCreate: (account: MembershipAccountForm) => void;
}) {
  const { values, errors, change, submit } = useSchemaForm(
    membershipAccountFormSchema,
    EMPTY,
    (account) => {
      if (!busy) onCreate(account);
    },
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Create your online account">
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={change(field.name)}
        />
      ))}
      <Button type="submit" $block disabled={busy} aria-busy={busy}>
        {busy ? <Spinner $size={18} label="Creating your account" /> : null}
        {busy ? 'Creating your account…' : 'Create Account'}
      </Button>
    </form>
  );
}
