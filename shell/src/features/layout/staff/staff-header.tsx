import styled from 'styled-components';
import { useSession } from '@coffee/platform';
import { BRAND_NAME, Button, Skeleton, VisuallyHidden, Link, spreadRow } from '@coffee/ui';
import { displayName, roleLabel } from '../../../shared/account-label';
import { portalLinks } from '../../../shared/portals';
import { CupIcon } from '../icons';
import { useSignOut } from '../header/use-sign-out';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-bottom: 3px solid ${({ theme }) => theme.colors.accent};
`;

// One row from md; on a phone the brand and portal name take the first row and the person,
// links and Sign out wrap below, so nothing is cut at 375 px. As wide as the portals' pages
// (90rem, wider than the shop's), so the header lines up with the tables below it.
const Row = styled.div`
  ${spreadRow()}
  gap: 0.5rem 1rem;
  max-width: 90rem;
  margin: 0 auto;
  padding: 0.6rem 1rem;
`;

const Brand = styled.div`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0.25rem 0.6rem;
  min-width: 0;
`;

const ShopName = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  color: inherit;
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.15rem;
  svg {
    align-self: center;
  }
`;

const PortalName = styled.span`
  font-size: 0.95rem;
  opacity: 0.9;
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.9rem;
  min-width: 0;
`;

const Person = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  > span:last-child {
    font-size: 0.8rem;
    opacity: 0.85;
  }
`;

const NavLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.9rem;
  a {
    color: inherit;
    font-weight: 600;
    font-size: 0.9rem;
    text-underline-offset: 3px;
    padding: 0.35rem 0;
  }
`;

const SignOutButton = styled(Button)`
  background: transparent;
  color: inherit;
  border: 1px solid currentColor;
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

/**
 * The back office's header (/admin-portal, /employee-portal): the shop, the portal, who is
 * signed in with their role, a way back to the shop and to the other portal their role opens,
 * and Sign out. None of the shopper's search, categories or cart.
 */
export function StaffHeader({ portal }: { portal: string }) {
  const { user, isLoading } = useSession();
  const { signOut, signingOut } = useSignOut();
  const others = user ? portalLinks(user.role).filter((link) => link.label !== portal) : [];

  return (
    // Toasts keep clear of it: its links and Sign out stay in reach.
    <Bar data-keep-clear="">
      <Row>
        <Brand>
          <ShopName to="/" aria-label={`${BRAND_NAME} home`}>
            <CupIcon />
            <span>{BRAND_NAME}</span>
          </ShopName>
          <PortalName>{portal}</PortalName>
        </Brand>
        <Side>
          {isLoading ? <Skeleton $w="7rem" $h="2.2rem" aria-hidden="true" /> : null}
          {user ? (
            <Person>
              <VisuallyHidden>Signed in as </VisuallyHidden>
              <strong>{displayName(user)}</strong>
              <span>{roleLabel(user.role)}</span>
            </Person>
          ) : null}
          <NavLinks aria-label="Back office">
            <Link to="/">Back to shop</Link>
            {others.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </NavLinks>
          {user ? (
            <SignOutButton type="button" $size="sm" onClick={signOut} disabled={signingOut}>
              Sign out
            </SignOutButton>
          ) : null}
        </Side>
      </Row>
    </Bar>
  );
}
