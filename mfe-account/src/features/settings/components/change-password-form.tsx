import {
  changePasswordSchema,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  type ChangePasswordInput,
} from '@coffee/contracts';
import { useSchemaForm, useToast, serverVerdict } from '@coffee/platform';
import { Button, Field, Input, Spinner } from '@coffee/ui';
import { useChangePasswordMutation } from '../api/settings-api';

type Values = Required<ChangePasswordInput>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  { key: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** Change password: the current one proves it is you; other devices are signed out. */
export function ChangePasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const toast = useToast();
  const { values, errors, change, submit, setErrors, reset } = useSchemaForm(
    changePasswordSchema,
    EMPTY,
    (input) => void persist(input),
  );

  const persist = async (input: ChangePasswordInput) => {
    if (isLoading) return;
    try {
      const { message } = await changePassword(input).unwrap();
      reset();
      toast({
        title: 'Password changed',
        description: message,
        variant: 'success',
      });
    } catch (error) {
      const verdict = serverVerdict(error);
      if (verdict.serverMessage === CURRENT_PASSWORD_INCORRECT_MESSAGE) {
        setErrors({ currentPassword: CURRENT_PASSWORD_INCORRECT_MESSAGE });
      } else if (Object.keys(verdict.fields).length > 0) {
        setErrors(verdict.fields);
      } else {
        toast({
          title: 'Password not changed',
          description: verdict.message,
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Change password">
      {FIELDS.map((field) => (
        <Field
          key={field.key}
          label={field.label}
          error={errors[field.key]}
          hint={field.key === 'newPassword' ? 'At least 8 characters' : undefined}
        >
          {(ids) => (
            <Input
              {...ids}
              name={field.key}
              type="password"
              autoComplete={field.autoComplete}
              $invalid={Boolean(errors[field.key])}
              value={values[field.key]}
              onChange={(e) => change(field.key)(e.target.value)}
            />
          )}
        </Field>
      ))}
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? (
          <>
            <Spinner $size={16} label="Changing password" /> Changing…
          </>
        ) : (
          'Change Password'
        )}
      </Button>
    </form>
  );
}
