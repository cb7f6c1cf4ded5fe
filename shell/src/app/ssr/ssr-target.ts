import { matchPath } from '@coffee/ui';
import { ROUTES, type AppRoute } from '../routes';
import type { SsrRemote, SsrRemotes } from '../remotes/server-remotes';

/** Why a URL is not rendered on the server: the shell's server then serves the client-rendered page. */
export class SsrRefusedError extends Error {
  override name = 'SsrRefusedError';
}

export interface SsrTarget {
  route: AppRoute;
  remote: SsrRemote;
  page: string;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}

// Only used to split path and query: the URL is always a path of the shop.
const BASE = 'http://ssr.invalid';

/**
 * The route `url` opens, when the server can render it: an unguarded page of a remote the
 * shell's server loaded. A guarded page depends on who is signed in, and a shell page or another
 * remote's page has no server code here: each is left to the browser.
 */
export function ssrTarget(url: string, remotes: SsrRemotes): SsrTarget {
  if (!url.startsWith('/') || url.startsWith('//')) throw new SsrRefusedError(`Not a path: ${url}`);
  const { pathname, searchParams } = new URL(url, BASE);
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    if (!('remote' in route)) throw new SsrRefusedError(`${pathname} is not a remote's page`);
    if (route.guard) throw new SsrRefusedError(`${pathname} is guarded (${route.guard})`);
    const remote = remotes[route.remote];
    if (!remote) throw new SsrRefusedError(`${route.remote} was not loaded for ${pathname}`);
    return { route, remote, page: route.page, params: { ...match.params }, searchParams };
  }
  throw new SsrRefusedError(`No route renders ${pathname}`);
}
