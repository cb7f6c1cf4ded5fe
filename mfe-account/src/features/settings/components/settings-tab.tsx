import { useRef, useState } from 'react';
import { useLeaveForHome } from '../../../shared/use-leave-for-home';
import styled from 'styled-components';
import { errorMessage, useAppDispatch, useToast } from '@coffee/platform';
import { Button, Card, Muted } from '@coffee/ui';
import { clearSession, useSignOutEverywhereMutation } from '../api/settings-api';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';

const Sections = styled.div`
  display: grid;
  gap: 1.25rem;
  h3 {
    font-size: 1.2rem;
    margin: 0 0 0.35rem;
  }
`;

const Danger = styled(Card)`
  border-color: ${({ theme }) => theme.colors.danger};
`;

/** Change password, sign out everywhere, delete the account. */
export function SettingsTab() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [signOutEverywhere, { isLoading: signingOut }] = useSignOutEverywhereMutation();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  // Home first; the session is cleared once this page has gone (see useLeaveForHome).
  const leaveForHome = useLeaveForHome();
  const leave = (title: string, description: string) =>
    leaveForHome(() => {
      clearSession(dispatch);
      toast({ title, description });
    });

  const everywhere = async () => {
    try {
      const { message } = await signOutEverywhere().unwrap();
      leave('Signed out', message);
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Sections>
      <Card as="section" aria-labelledby="settings-password">
        <h3 id="settings-password">Change password</h3>
        <Muted>Your other devices are signed out when the password changes.</Muted>
        <ChangePasswordForm />
      </Card>
      <Card as="section" aria-labelledby="settings-sessions">
        <h3 id="settings-sessions">Sign out everywhere</h3>
        <Muted>Lost a phone or used a shared computer? End every session, this one included.</Muted>
        <Button
          type="button"
          $variant="outline"
          onClick={() => void everywhere()}
          disabled={signingOut}
        >
          Sign Out Everywhere
        </Button>
      </Card>
      <Danger as="section" aria-labelledby="settings-delete">
        <h3 id="settings-delete">Delete account</h3>
        <Muted>
          Removes your profile and personal data for good. Orders are kept for our books, without
          anything that identifies you.
        </Muted>
        <Button
          ref={deleteButton}
          type="button"
          $variant="danger"
          onClick={() => setConfirming(true)}
        >
          Delete Account
        </Button>
      </Danger>
      {confirming ? (
        <DeleteAccountDialog
          onCancel={() => {
            setConfirming(false);
            deleteButton.current?.focus();
          }}
          onDeleted={(message) => leave('Account deleted', message)}
        />
      ) : null}
    </Sections>
  );
}
