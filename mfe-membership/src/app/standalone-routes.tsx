import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Muted, PageTitle } from '@coffee/ui';
import { MembershipPage, RegisterAccountPage } from './pages';
import { PlanComparison } from './plan-comparison';

const Nav = styled.nav`
  ul {
    padding-left: 1.25rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration-color: ${({ theme }) => theme.colors.accent};
    text-underline-offset: 3px;
  }
`;

/** The standalone page knows only this remote's routes and widget; every other path lists them. */
function StandaloneIndex() {
  return (
    <Container>
      <PageTitle>Membership remote</PageTitle>
      <Muted>This is the membership part of the shop running on its own. Its pages:</Muted>
      <Nav aria-label="Membership pages">
        <ul>
          <li>
            <Link to="/membership">Choose a membership (/membership)</Link>
          </li>
          <li>
            <Link to="/register-account">Create an account (/register-account)</Link>
          </li>
          <li>
            <Link to="/plan-comparison">
              The plan comparison widget (shown on the shop&apos;s home page)
            </Link>
          </li>
        </ul>
      </Nav>
    </Container>
  );
}

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/membership" element={<MembershipPage />} />
      <Route path="/register-account" element={<RegisterAccountPage />} />
      {/* Not a shop route: the widget alone, as the catalog's home page shows it. */}
      <Route path="/plan-comparison" element={<PlanComparison />} />
      <Route path="*" element={<StandaloneIndex />} />
    </Routes>
  );
}
