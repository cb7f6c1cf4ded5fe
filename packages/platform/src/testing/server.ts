import { setupServer } from 'msw/node';

/**
 * The one mock HTTP server of a frontend test run (MSW intercepts fetch itself, so the code
 * under test runs unchanged). Tests add answers with `server.use(http.get(...))` or through
 * `renderApp({ handlers })`; a request nobody answered fails the test (see ./setup).
 */
export const server = setupServer();
