import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@coffee/ui';
import { AccountMenu } from './account-menu';
import { CategoryNav } from './category-nav';
import { DeliverTo } from './deliver-to';
import { Logo } from './logo';
import { SearchBox } from './search-box';

// Sticky only where there is room: on a phone the header would cover a third of the screen.
const Bar = styled.header`
  position: relative;
  top: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    position: sticky;
  }
  z-index: ${({ theme }) => theme.z.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// Phone: logo, account and cart on one row, the search box below, then the delivery label.
// From md: one row; up to lg with narrower gaps and the account menu as its icon (its name and
// tier show from lg), so the search box keeps room for its placeholder (at 768 px it had
// shrunk to "Sea…"). Rows of fixed height: the account menu and the cart button arrive after
// the first paint (session call, cart remote) and must not make the header, and so the page, jump.
const Top = styled(Container)`
  display: grid;
  grid-template-columns: 1fr auto auto;
  grid-template-rows: 2.5rem 2.75rem 1.1rem;
  grid-template-areas:
    'logo account cart'
    'search search search'
    'deliver deliver deliver';
  align-items: center;
  gap: 0.6rem 0.5rem;
  padding-top: 0.6rem;
  padding-bottom: 0.6rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: auto auto minmax(0, 1fr) auto auto;
    grid-template-rows: 2.75rem;
    grid-template-areas: 'logo deliver search account cart';
    gap: 0.75rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    gap: 1.25rem;
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

/**
 * The header of every page. `cartSlot` is where the shell mounts cart_checkout's cart button.
 * Toasts keep clear of it (`data-keep-clear`): it is all controls.
 */
export function Header({ cartSlot }: { cartSlot?: ReactNode }) {
  return (
    <Bar data-keep-clear="">
      <Top>
        <Area $area="logo">
          <Logo />
        </Area>
        <Area $area="deliver">
          <DeliverTo />
        </Area>
        <Area $area="search">
          <SearchBox />
        </Area>
        <Area $area="account">
          <AccountMenu />
        </Area>
        <Area $area="cart">{cartSlot}</Area>
      </Top>
      <CategoryNav />
    </Bar>
  );
}
