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

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const rawBaseQuery = fetchBaseQuery({
  // Same origin: the gateway serves the page and /api, so cookies flow with every call.
  // Absolute, because `new Request('/api/...')` has no base outside a real browser page.
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  credentials: 'include',
  // JSON when the answer says it is JSON, text otherwise: a proxy's plain-text or HTML error
  // page becomes "502: Bad Gateway", not a JSON syntax error.
  responseHandler: 'content-type',
});

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
  return rawBaseQuery(request, api, extra);
};

export const tagTypes = ['User', 'Cart', 'Product', 'Order', 'Membership', 'Settings'] as const;

/**
 * The one RTK Query API of the shop. Features add endpoints with `api.injectEndpoints` in
 * their own files, each declaring `query` and the contract's `responseSchema`. Defaults follow
 * the spec: no polling, no refetch on focus, data never stale (refetch happens through tag
 * invalidation), no retries.
 */
export const api = createApi({
  reducerPath: 'api',
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
  endpoints: () => ({}),
});
