import { errorMessage, useLogoutMutation, useToast } from '@coffee/platform';

/**
 * The one sign-out flow of the shopper header and the staff header: end the session, then the
 * spec's 'Signed out' toast (or why it failed). The route guards move the person on.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const toast = useToast();
  async function signOut() {
    try {
      await logout().unwrap();
      toast({ title: 'Signed out', description: 'You have been signed out successfully' });
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
    }
  }
  return { signOut, signingOut: isLoading };
}
