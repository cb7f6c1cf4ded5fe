import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PublicUser } from '@coffee/contracts';
import { createAppStore, type AppStore } from '../store/store';
import { mockFetch, type FetchMock, type MockRoutes } from './mock-fetch';

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL. */
  route?: string;
  /** The signed-in user answered by GET /api/user; null means signed out (401). */
  user?: PublicUser | null;
  /** Further mocked API routes. */
  routes?: MockRoutes;
  /** Extra routes rendered beside the UI, e.g. to see where a redirect lands. */
  extraRoutes?: ReactNode;
  /** Wrap the UI (e.g. in the theme provider of @coffee/ui). */
  wrap?: (children: ReactNode) => ReactElement;
}

/** Renders with a fresh store, a memory router and mocked HTTP that fails on unhandled calls. */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const {
    route = '/',
    user = null,
    routes = {},
    extraRoutes,
    wrap = (c) => <>{c}</>,
    ...rest
  } = options;
  const fetchMock: FetchMock = mockFetch({
    'GET /api/user': user
      ? { body: user }
      : { status: 401, body: { message: 'Not authenticated' } },
    ...routes,
  });
  const store: AppStore = createAppStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {wrap(
          <Routes>
            <Route path="*" element={ui} />
            {extraRoutes}
          </Routes>,
        )}
      </MemoryRouter>
    </Provider>,
    rest,
  );
  return { ...view, store, fetchMock };
}

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: '64b7f0c2a1b2c3d4e5f60718',
    username: 'customer',
    email: 'customer@example.com',
    fullName: 'Casey Customer',
    membershipNumber: null,
    isDirectPlus: false,
    directPlusExpiry: null,
    role: 'customer',
    phone: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    country: 'United States',
    createdAt: '2026-01-15T10:00:00.000Z',
    hasCompletedInitialPayment: true,
    ...overrides,
  };
}
