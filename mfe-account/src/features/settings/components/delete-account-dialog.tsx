import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DELETE_PASSWORD_INCORRECT_MESSAGE,
  deleteAccountSchema,
  fieldErrors,
} from '@coffee/contracts';
import { Button, Field, FieldError, Input, Spinner } from '@coffee/ui';
import { serverVerdict } from '../../../shared/server-errors';
import { useDeleteAccountMutation } from '../api/settings-api';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(42, 29, 21, 0.55);
`;

const Box = styled.div`
  width: 100%;
  max-width: 28rem;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h2 {
    font-size: 1.35rem;
    margin: 0 0 0.5rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1rem;
`;

interface Props {
  onCancel: () => void;
  onDeleted: (message: string) => void;
}

/** Asks for the password before the account goes; nothing is deleted unless it is right. */
export function DeleteAccountDialog({ onCancel, onDeleted }: Props) {
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isLoading) onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel, isLoading]);

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
    <Backdrop>
      <Box role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>Delete your account?</h2>
        <p>
          Your profile, saved cards, favorites and reviews are removed and every device is signed
          out. Orders stay in our books without your name or address. This cannot be undone.
        </p>
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
          <Actions>
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
          </Actions>
        </form>
      </Box>
    </Backdrop>
  );
}
