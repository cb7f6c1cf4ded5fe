import { Link, Route, Routes } from 'react-router-dom';
import { Container, Muted, PageTitle } from '@coffee/ui';
import { AdminPortalPage, EmployeePortalPage } from './pages';

function Index() {
  return (
    <Container>
      <PageTitle>Staff portals</PageTitle>
      <Muted>
        Standalone page of the staff remote. Sign in as an admin or employee through the gateway
        first; the shell applies the role guards in the full shop.
      </Muted>
      <ul>
        <li>
          <Link to="/admin-portal">Admin portal</Link>
        </li>
        <li>
          <Link to="/employee-portal">Employee portal</Link>
        </li>
      </ul>
    </Container>
  );
}

/** The standalone page serves this remote's pages at the paths the shell uses. */
export function StandaloneRoutes() {
  return (
    <main>
      <Routes>
        <Route path="/admin-portal" element={<AdminPortalPage />} />
        <Route path="/employee-portal" element={<EmployeePortalPage />} />
        <Route path="*" element={<Index />} />
      </Routes>
    </main>
  );
}
