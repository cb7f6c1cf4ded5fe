import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CSRF_COOKIE, type PublicUser } from '@coffee/contracts';
import { createAppStore, type AppStore } from '../store/store';
import { recordRequests, type RecordedRequest } from './requests';
import { server } from './server';

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL. */
  route?: string;
  /** The signed-in user answered by GET /api/user; null means signed out (401). */
  user?: PublicUser | null;
  /** Further API answers (MSW handlers); they win over the session answer. */
  handlers?: RequestHandler[];
  /** Extra routes rendered beside the UI, e.g. to see where a redirect lands. */
  extraRoutes?: ReactNode;
  /** Wrap the UI (e.g. in the theme provider of @coffee/ui). */
  wrap?: (children: ReactNode) => ReactElement;
}

/** GET /api/user as the gateway answers it: the user, or 401 when signed out. */
export function sessionHandler(user: PublicUser | null): RequestHandler {
  return http.get('/api/user', () =>
    user
      ? HttpResponse.json(user)
      : HttpResponse.json({ message: 'Not authenticated' }, { status: 401 }),
  );
}

/**
 * Renders with a fresh store, a memory router and the mock server answering `/api/user` and
 * `handlers`; any other request fails the test. `requests` lists every request made.
 */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const {
    route = '/',
    user = null,
    handlers = [],
    extraRoutes,
    wrap = (c) => <>{c}</>,
    ...rest
  } = options;
  // The gateway would have set this cookie; the client echoes it on writes.
  document.cookie = `${CSRF_COOKIE}=test-csrf-token; path=/`;
  server.use(...handlers, sessionHandler(user));
  const { requests, stop } = recordRequests();
  afterEachOnce(stop);
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
  return { ...view, store, requests: requests as readonly RecordedRequest[] };
}

// Each render's request log stops with its test.
const cleanups: (() => void)[] = [];
function afterEachOnce(cleanup: () => void) {
  cleanups.push(cleanup);
}
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});
