/**
 * Jest `setupFilesAfterEnv` of every frontend workspace: starts the mock server, fails a test
 * that made a request no handler answered, and forgets each test's handlers afterwards.
 */
import { server } from './server';

const unhandled: string[] = [];

beforeAll(() => {
  server.listen({
    onUnhandledRequest(request) {
      const url = new URL(request.url);
      unhandled.push(`${request.method} ${url.pathname}${url.search}`);
    },
  });
});

afterEach(() => {
  server.resetHandlers();
  const seen = unhandled.splice(0);
  if (seen.length > 0) {
    throw new Error(
      `Requests no handler answered (add them to the test's handlers):\n  ${seen.join('\n  ')}`,
    );
  }
});

afterAll(() => server.close());
