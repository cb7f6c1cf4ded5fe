import { useRef, useState, type FormEvent } from 'react';
import {
  DELETE_PASSWORD_INCORRECT_MESSAGE,
  deleteAccountSchema,
  fieldErrors,
} from '@coffee/contracts';
import { serverVerdict } from '@coffee/platform';
import { Button, Dialog, DialogActions, Field, FieldError, Input, Spinner } from '@coffee/ui';
import { useDeleteAccountMutation } from '../api/settings-api';

interface Props {
  onCancel: () => void;
  onDeleted: (message: string) => void;
}

/** Asks for the password before the account goes; nothing is deleted unless it is right. */
export function DeleteAccountDialog({ onCancel, onDeleted }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(undefined);
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error.issues).password);
      return;
    }
    setError(undefined);
    try {
      const { message } = await deleteAccount(parsed.data).unwrap();
      onDeleted(message);
    } catch (caught) {
      const verdict = serverVerdict(caught);
      if (verdict.serverMessage === DELETE_PASSWORD_INCORRECT_MESSAGE || verdict.fields.password) {
        setError(verdict.fields.password ?? DELETE_PASSWORD_INCORRECT_MESSAGE);
        inputRef.current?.focus();
      } else {
        // e.g. 503: another part of the shop could not forget the account; nothing was removed.
        setFailure(verdict.serverMessage ?? verdict.message);
      }
    }
  };

  return (
    <Dialog
      title="Delete your account?"
      description={
        <p>
          Your profile, saved cards, favorites and reviews are removed and every device is signed
          out. Orders stay in our books without your name or address. This cannot be undone.
        </p>
      }
      initialFocus={inputRef}
      busy={isLoading}
      onClose={onCancel}
    >
      <form noValidate onSubmit={onSubmit} aria-label="Confirm account deletion">
        <Field label="Password" error={error}>
          {(ids) => (
            <Input
              {...ids}
              ref={inputRef}
              name="password"
              type="password"
              autoComplete="current-password"
              $invalid={Boolean(error)}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        {failure ? <FieldError role="alert">{failure}</FieldError> : null}
        <DialogActions>
          <Button type="button" $variant="outline" onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" $variant="danger" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? (
              <>
                <Spinner $size={16} label="Deleting" /> Deleting…
              </>
            ) : (
              'Delete My Account'
            )}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
