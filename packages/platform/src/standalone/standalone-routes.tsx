import type { ReactNode } from 'react';
import styled from 'styled-components';
import { GATEWAY_PORT, REMOTES, type RemoteName } from '@coffee/topology';
import { Container, Muted, PageTitle, Link, Route, Routes } from '@coffee/ui';
import { Toasts } from '../toast/toasts';

export interface StandaloneRoute {
  /** The path the shell's route table gives the page, so links work the same alone and composed. */
  path: string;
  element: ReactNode;
  /** How the standalone index lists the page; unlisted routes (a second path of a page) omit it. */
  label?: string;
  /** Where the index links for a path with parameters, e.g. '/category/all' for '/category/:category'. */
  href?: string;
}

export interface StandaloneOptions {
  remote: RemoteName;
  routes: readonly StandaloneRoute[];
  /** Stands in for the shell's header where the remote needs one (the cart widget lives there). */
  header?: ReactNode;
}

const Nav = styled.nav`
  ul {
    padding-left: 1.25rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

/** Every path the remote does not serve: what it is and which pages it has. */
function StandaloneIndex({ remote, routes }: Pick<StandaloneOptions, 'remote' | 'routes'>) {
  const area = REMOTES[remote].area;
  return (
    <Container>
      <PageTitle>{area}</PageTitle>
      <Muted>
        The {remote} remote, running on its own. The rest of the shop lives behind the gateway
        (http://localhost:{GATEWAY_PORT}). Its pages:
      </Muted>
      <Nav aria-label={`Pages of the ${remote} remote`}>
        <ul>
          {routes
            .filter((route) => route.label)
            .map((route) => (
              <li key={route.path}>
                <Link to={route.href ?? route.path}>
                  {route.label} ({route.href ?? route.path})
                </Link>
              </li>
            ))}
        </ul>
      </Nav>
    </Container>
  );
}

/**
 * A remote's standalone page inside a store, router and theme that someone else provides:
 * `renderStandalone` in the browser, `renderApp` in the remote's standalone smoke test.
 */
export function StandaloneRoutes({ remote, routes, header }: StandaloneOptions) {
  return (
    <>
      {header}
      <main>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<StandaloneIndex remote={remote} routes={routes} />} />
        </Routes>
      </main>
      <Toasts />
    </>
  );
}
