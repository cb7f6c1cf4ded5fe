import { createContext, type ComponentType } from 'react';
import type { AppDispatch } from '@coffee/platform';
import type { RemotePageRef } from '@coffee/topology';

/** What a remote's server bundle exports (the SSR contract, docs/decisions/ssr-contract.md). */
export interface SsrRemote {
  /** Exactly the default export of the remote's './pages' (made by `exposePages`). */
  pages: unknown;
  /** Starts the queries `page` renders from, so the server render finds their data. */
  prefetch?(context: {
    page: string;
    params: Record<string, string | undefined>;
    searchParams: URLSearchParams;
    dispatch: AppDispatch;
  }): Promise<unknown> | void;
}

export type SsrRemotes = Partial<Record<string, SsrRemote>>;

/**
 * Set only by the server render: the remotes the shell's server loaded. There is no federation runtime
 * on the server, so a remote page is rendered straight from its pages module, and anything
 * else of a remote is left to the browser. Null in the browser.
 */
export const ServerRemotesContext = createContext<SsrRemotes | null>(null);

/**
 * Thrown on the server by a remote page or widget the server cannot render. React then sends
 * the fallback of the nearest Suspense boundary and the browser renders that part itself
 * (React's documented way to keep a part client-only); render() does not count it as a failure.
 */
export class ClientOnlyError extends Error {
  override name = 'ClientOnlyError';
}

/** The digest the server gives a client-only boundary; the hydrating client recognises it. */
export const CLIENT_ONLY_DIGEST = 'coffee-client-only';

export function isClientOnlyError(error: unknown): boolean {
  return error instanceof ClientOnlyError;
}

/** True for the recoverable error React reports when it client-renders such a boundary. */
export function isClientOnlyBoundary(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { digest?: unknown }).digest === CLIENT_ONLY_DIGEST
  );
}

/** The page component of a remote the server was given; a ClientOnlyError for anything else. */
export function serverRemotePage(remotes: SsrRemotes, { remote, page }: RemotePageRef) {
  const exposed = remotes[remote]?.pages as { pages?: Record<string, unknown> } | undefined;
  const found = exposed?.pages?.[page];
  if (typeof found !== 'function' && (typeof found !== 'object' || found === null))
    throw new ClientOnlyError(`${remote}/${page} is rendered in the browser`);
  return found as ComponentType;
}
