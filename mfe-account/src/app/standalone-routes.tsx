import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Muted, PageTitle } from '@coffee/ui';
import { SignInPage } from './pages';

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

/** The standalone page knows only this remote's routes; every other path explains where it lives. */
function StandaloneIndex() {
  return (
    <Container>
      <PageTitle>Account remote</PageTitle>
      <Muted>This is the account part of the shop running on its own. Its pages:</Muted>
      <Nav aria-label="Account pages">
        <ul>
          <li>
            <Link to="/auth">Sign in (/auth)</Link>
          </li>
        </ul>
      </Nav>
    </Container>
  );
}

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<SignInPage />} />
      <Route path="*" element={<StandaloneIndex />} />
    </Routes>
  );
}
