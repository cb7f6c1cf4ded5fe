import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Csrf } from './csrf';
import { contextOf } from './request-context';

export const NO_STORE = 'no-store';

/**
 * What may keep a proxied answer: nothing, unless the route is public and the service chose a
 * policy itself (product lists and images). An answer that sets a cookie (sign-in) is never
 * stored, whatever the route.
 */
export function applyCachePolicy(headers: IncomingHttpHeaders, publicRoute: boolean): void {
  const serviceChose = headers['cache-control'] !== undefined;
  if (publicRoute && serviceChose && headers['set-cookie'] === undefined) return;
  headers['cache-control'] = NO_STORE;
}

/**
 * Runs on every proxied answer before its headers are copied to the client: the cache policy,
 * and a new CSRF token when the answer sets or clears the session cookie.
 */
export function createUpstreamResponseHook(csrf: Csrf) {
  return (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse): void => {
    applyCachePolicy(proxyRes.headers, contextOf(req)?.publicRoute === true);
    csrf.onUpstreamResponse(proxyRes.headers['set-cookie'], req, res);
  };
}

export type UpstreamResponseHook = ReturnType<typeof createUpstreamResponseHook>;
