import { AsyncLocalStorage } from 'node:async_hooks';
import { RENDER_PASS_HEADER } from '@coffee/contracts';

/** What a page's own calls to the gateway carry: the render pass it was given, the visitor's session. */
export interface GatewayCall {
  /** The gateway's render pass, as the page request carried it (absent: not from the gateway). */
  pass?: string;
  /** The visitor's Cookie header: a signed-in visitor's page is rendered with their own session. */
  cookie?: string;
}

export interface GatewayFetch {
  /** The origin of the gateway (GATEWAY_URL): the API, /remotes.json and the release folders. */
  readonly origin: string;
  /**
   * The `fetch` the server bundles and the page's lookups use: a call to the gateway's origin
   * carries the pass and session of the page it is made for, any other call nothing.
   */
  readonly fetch: typeof fetch;
  /** Runs `work` as one page's: every gateway call made within it, however deep, is that page's. */
  run<T>(call: GatewayCall, work: () => T): T;
  /**
   * A call whose answer is shared by every visitor (a cached lookup): the page's pass, never its
   * session.
   */
  anonymous: typeof fetch;
}

function urlOf(input: Parameters<typeof fetch>[0]): URL | undefined {
  try {
    // Duck-typed: a Request or URL made in another realm (a test runner's) is one too.
    if (typeof input === 'string') return new URL(input);
    if ('href' in input) return new URL(input.href);
    return new URL(input.url);
  } catch {
    return undefined;
  }
}

/**
 * The server bundles are evaluated once and shared by every page, so a page's own session cannot
 * be handed to them as an argument: it travels with the page's async context instead
 * (AsyncLocalStorage), so two visitors rendered at the same instant never see each other's.
 */
export function createGatewayFetch(gatewayUrl: string): GatewayFetch {
  const origin = new URL(gatewayUrl).origin;
  const calls = new AsyncLocalStorage<GatewayCall>();
  const gatewayFetch: typeof fetch = (input, init) => {
    const call = calls.getStore();
    if (!call || urlOf(input)?.origin !== origin) return fetch(input, init);
    const request = new Request(input, init);
    if (call.pass) request.headers.set(RENDER_PASS_HEADER, call.pass);
    if (call.cookie) request.headers.set('cookie', call.cookie);
    return fetch(request);
  };
  return {
    origin,
    fetch: gatewayFetch,
    run: (call, work) => calls.run(call, work),
    anonymous: (input, init) => {
      const pass = calls.getStore()?.pass;
      return calls.run(pass ? { pass } : {}, () => gatewayFetch(input, init));
    },
  };
}
