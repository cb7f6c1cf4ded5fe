import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage, useLogoutMutation, useSession, useToast } from '@coffee/platform';
import {
  Muted,
  PageLoading,
  PageShell,
  PageTitle,
  Navigate,
  useLocation,
  useSearchParams,
} from '@coffee/ui';
import { tabFromSearch, tabLabel, type AccountTabId } from '../model/account-tabs';
import { useLeaveForHome } from '../../../shared/use-leave-for-home';
import { AccountNav } from './account-nav';

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-top: 1.5rem;
  @media (min-width: 641px) {
    grid-template-columns: 14rem minmax(0, 1fr);
    gap: 2rem;
    align-items: start;
  }
`;

const Panel = styled.section`
  min-width: 0;
  > h2 {
    font-size: 1.5rem;
    margin: 0 0 1rem;
  }
`;

interface Props {
  /** The open tab's content; the layout gives it its heading. */
  renderTab: (tab: AccountTabId) => ReactNode;
}

/**
 * /account-page: the tabs and Log out around the open tab, which lives in `?tab=` so it
 * survives a reload and can be linked. The shell's guard sends visitors to /auth; the check
 * here covers the page running alone.
 */
export function AccountLayout({ renderTab }: Props) {
  const { user, isLoading } = useSession();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const leaveForHome = useLeaveForHome();
  const toast = useToast();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const tab = tabFromSearch(search);

  if (isLoading) return <PageLoading label="Checking your session" />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;

  // Spec: Log out leads to /. The call is made once the page has gone, so the session turning
  // null cannot send the visitor to /auth on the way (see useLeaveForHome).
  const logOut = () =>
    leaveForHome(() => {
      logout()
        .unwrap()
        .then(
          () =>
            toast({ title: 'Signed out', description: 'You have been signed out successfully' }),
          (error: unknown) =>
            toast({
              title: 'Logout failed',
              description: errorMessage(error),
              variant: 'destructive',
            }),
        );
    });

  return (
    <PageShell>
      <PageTitle>My Account</PageTitle>
      <Muted>Welcome back, {user.fullName?.trim() || user.username}.</Muted>
      <Grid>
        <AccountNav
          current={tab}
          onSelect={(next) => setSearch({ tab: next })}
          onLogOut={() => void logOut()}
          loggingOut={loggingOut}
        />
        <Panel aria-labelledby="account-tab-title">
          <h2 id="account-tab-title">{tabLabel(tab)}</h2>
          {renderTab(tab)}
        </Panel>
      </Grid>
    </PageShell>
  );
}
