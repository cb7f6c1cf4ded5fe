/**
 * Where to go after signing in: the page a route guard sent the visitor from
 * (`location.state.from`, a path or a location object; or `?from=` in `search` when the gateway
 * redirected a signed-out visitor before any script ran), else home. Only same-site paths are
 * followed, so a crafted state or link cannot bounce the visitor to another origin, and /auth
 * itself is never a target (it would loop).
 */
export function redirectTarget(state: unknown, search = ''): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  const path = toPath(from) ?? new URLSearchParams(search).get('from') ?? undefined;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (path === '/auth' || path.startsWith('/auth?') || path.startsWith('/auth#')) return '/';
  return path;
}

function toPath(from: unknown): string | undefined {
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    return `${from.pathname}${search}${hash}`;
  }
  return undefined;
}
