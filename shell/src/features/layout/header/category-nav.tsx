import styled from 'styled-components';
import { Container, NavLink } from '@coffee/ui';
import { CATEGORIES, categoryPath } from '../categories';

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

// On a phone the eight links scroll sideways instead of wrapping into a tall block.
const List = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0.35rem 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
  -webkit-overflow-scrolling: touch;
`;

const Item = styled(NavLink)`
  display: block;
  padding: 0.4rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  font-size: 0.92rem;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &.active {
    background: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  &:focus-visible {
    outline-color: #fff;
  }
`;

export function CategoryNav() {
  return (
    <Bar aria-label="Product categories">
      <Container>
        <List>
          {CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Item to={categoryPath(c.slug)}>{c.label}</Item>
            </li>
          ))}
        </List>
      </Container>
    </Bar>
  );
}
