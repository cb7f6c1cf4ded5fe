import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { CSRF_HEADER } from '@coffee/contracts';
import { csrfToken } from './csrf';
import { API_REDUCER_PATH, fulfilledApiState, hydrateApiState } from './api-state';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Where the gateway is when there is no page to ask: a server render sets it (setApiOrigin).
let originWithoutWindow = 'http://localhost';

/**
 * The origin API calls go to where there is no `window` (a server render: the gateway renders
 * with its own loopback address). In a browser the page's own origin always wins.
 */
export function setApiOrigin(origin: string): void {
  // `new URL` rejects a malformed value here, at start-up, rather than on the first call.
  originWithoutWindow = new URL(origin).origin;
}

function apiOrigin(): string {
  // Same origin: the gateway serves the page and /api, so cookies flow with every call.
  return typeof window === 'undefined' ? originWithoutWindow : window.location.origin;
}

// One fetchBaseQuery per origin (its baseUrl is fixed): in practice one, the page's or the server's.
const rawBaseQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

function rawBaseQueryFor(origin: string): ReturnType<typeof fetchBaseQuery> {
  let baseQuery = rawBaseQueries.get(origin);
  if (!baseQuery) {
    baseQuery = fetchBaseQuery({
      // Absolute, because `new Request('/api/...')` has no base outside a real browser page.
      baseUrl: origin,
      credentials: 'include',
      // JSON when the answer says it is JSON, text otherwise: a proxy's plain-text or HTML error
      // page becomes "502: Bad Gateway", not a JSON syntax error.
      responseHandler: 'content-type',
    });
    rawBaseQueries.set(origin, baseQuery);
  }
  return baseQuery;
}

/** Adds the CSRF header to writes; everything else is fetchBaseQuery (JSON only when a body exists). */
export const gatewayBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extra) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const method = (request.method ?? 'GET').toUpperCase();
  if (UNSAFE.has(method)) {
    const token = await csrfToken();
    if (token)
      request.headers = {
        ...(request.headers as Record<string, string> | undefined),
        [CSRF_HEADER]: token,
      };
  }
  return rawBaseQueryFor(apiOrigin())(request, api, extra);
};

export const tagTypes = ['User', 'Cart', 'Product', 'Order', 'Membership', 'Settings'] as const;

/**
 * The one RTK Query API of the shop. Features add endpoints with `api.injectEndpoints` in
 * their own files, each declaring `query` and the contract's `responseSchema`. Defaults follow
 * the spec: no polling, no refetch on focus, data never stale (refetch happens through tag
 * invalidation), no retries.
 */
export const api = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery: gatewayBaseQuery,
  tagTypes,
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  // An answer that does not match its contract is an error the page can show, not a crash:
  // the endpoint's data stays as it was and the caller sees one readable sentence.
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: 'The server sent an answer this page does not understand. Please try again later.',
    data: error.issues,
  }),
  // A server render's answers (see api-state.ts): taken as the api's state on the client before
  // it hydrates. Typed `any`, as RTK's docs advise: the real type refers to the api being built.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extractRehydrationInfo(action): any {
    if (!hydrateApiState.match(action)) return undefined;
    return { ...fulfilledApiState(action.payload), mutations: {}, subscriptions: {} };
  },
  endpoints: () => ({}),
});
