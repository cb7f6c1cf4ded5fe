import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSession } from '@coffee/platform';
import { Skeleton, useLocation } from '@coffee/ui';
import { accountLabel, displayName } from '../../../shared/account-label';
import { portalLinks } from '../../../shared/portals';
import { ChevronDownIcon, UserIcon } from '../icons';
import {
  ItemButton,
  ItemLink,
  Items,
  Name,
  Panel,
  PanelHeader,
  SignInLink,
  Tier,
  Trigger,
  TriggerText,
  Wrap,
} from './account-menu-styles';
import { useDismiss } from './use-dismiss';
import { useSignOut } from './use-sign-out';

/** Sign In for visitors; for signed-in users a menu with their account links and Sign Out. */
export function AccountMenu() {
  const { user, isLoading, isDirectPlus } = useSession();
  const { signOut: endSession, signingOut } = useSignOut();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, wrapRef, triggerRef);

  // A followed link closes the menu.
  useEffect(close, [pathname, close]);

  if (isLoading) return <Skeleton $w="7rem" $h="2.4rem" aria-hidden="true" />;
  if (!user)
    return (
      <SignInLink to="/auth" $variant="primary" $size="sm">
        Sign In
      </SignInLink>
    );

  const name = displayName(user);
  const tier = accountLabel(user);
  const portals = portalLinks(user.role);

  function signOut() {
    setOpen(false);
    void endSession();
  }

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        // The visible name and tier, in order, inside the accessible name (WCAG 2.5.3).
        aria-label={`Account menu for ${name} ${tier}`}
        onClick={() => setOpen((v) => !v)}
      >
        <UserIcon />
        <TriggerText>
          <Name>{name}</Name> <Tier $member={isDirectPlus}>{tier}</Tier>
        </TriggerText>
        <ChevronDownIcon />
      </Trigger>
      {open ? (
        <Panel id={panelId}>
          <PanelHeader>
            <Name>{name}</Name>
            <Tier $member={isDirectPlus}>{tier}</Tier>
          </PanelHeader>
          <Items>
            <li>
              <ItemLink to="/account" onClick={close}>
                My Account
              </ItemLink>
            </li>
            <li>
              <ItemLink to="/orders" onClick={close}>
                Orders
              </ItemLink>
            </li>
            <li>
              <ItemLink to="/direct-plus" onClick={close}>
                {isDirectPlus ? 'Direct+ Benefits' : 'Join Direct+'}
              </ItemLink>
            </li>
            {portals.map((portal) => (
              <li key={portal.to}>
                <ItemLink to={portal.to} onClick={close}>
                  {portal.label}
                </ItemLink>
              </li>
            ))}
            <li>
              <ItemButton type="button" onClick={signOut} disabled={signingOut}>
                Sign Out
              </ItemButton>
            </li>
          </Items>
        </Panel>
      ) : null}
    </Wrap>
  );
}
