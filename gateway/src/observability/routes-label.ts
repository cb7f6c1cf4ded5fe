import type { IncomingMessage } from 'node:http';
import { isApiRequest } from '../api-handler';
import { CSRF_TOKEN_PATH, createRouteMatcher, routeTable } from '../routes';

const FIXED = new Set(['/healthz', '/readyz', '/remotes.json', CSRF_TOKEN_PATH]);

/**
 * A bounded route label for a gateway request: the route table's prefix for /api, a few fixed
 * paths, else 'page' or 'asset' (a file name with an extension). Never the raw URL.
 */
export function createGatewayRouteLabel(): (req: IncomingMessage) => string {
  const match = createRouteMatcher(routeTable);
  return (req) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (FIXED.has(path)) return path;
    if (isApiRequest(url)) return match(path)?.prefix ?? 'unmatched';
    return /\.[A-Za-z0-9]+$/.test(path) ? 'asset' : 'page';
  };
}
