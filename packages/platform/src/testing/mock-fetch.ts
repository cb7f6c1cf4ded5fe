import { CSRF_COOKIE } from '@coffee/contracts';

export interface MockRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type MockReply =
  { status?: number; body?: unknown } | ((req: MockRequest) => { status?: number; body?: unknown });

/** Routes keyed by "METHOD /path", e.g. 'GET /api/user'. */
export type MockRoutes = Record<string, MockReply>;

export interface FetchMock {
  /** Every request seen, in order. */
  calls: MockRequest[];
  /** Add or replace routes after installation. */
  use(routes: MockRoutes): void;
  restore(): void;
}

/**
 * Replaces global fetch with a router of canned answers. An unhandled request fails the test
 * loudly (thrown from fetch, and listed by `assertAllHandled`-style checks in the caller).
 */
export function mockFetch(routes: MockRoutes = {}): FetchMock {
  const table: MockRoutes = { ...routes };
  const calls: MockRequest[] = [];
  const original = globalThis.fetch;
  // The gateway would have set this cookie; the client echoes it on writes.
  document.cookie = `${CSRF_COOKIE}=test-csrf-token; path=/`;

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.clone().text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const req: MockRequest = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      body,
    };
    calls.push(req);
    const reply = table[`${req.method} ${req.path}`];
    if (!reply) {
      const message = `Unhandled request in test: ${req.method} ${req.path}`;
      console.error(message);
      throw new Error(message);
    }
    const { status = 200, body: out } = typeof reply === 'function' ? reply(req) : reply;
    return new Response(out === undefined ? null : JSON.stringify(out), {
      status,
      headers: out === undefined ? {} : { 'content-type': 'application/json' },
    });
  };

  return {
    calls,
    use: (more) => Object.assign(table, more),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
