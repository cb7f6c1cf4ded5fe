import { createAction } from '@reduxjs/toolkit';
import { QueryStatus, type CombinedState, type EndpointDefinitions } from '@reduxjs/toolkit/query';

/** Where the one api keeps its state in the store. */
export const API_REDUCER_PATH = 'api';

type ApiSliceState = CombinedState<EndpointDefinitions, string, typeof API_REDUCER_PATH>;

/**
 * The part of the api's state a server render hands to the page: its answered queries and the
 * tags they provide (so a later write still invalidates them on the client).
 */
export interface ServerApiState {
  queries: ApiSliceState['queries'];
  provided: ApiSliceState['provided'];
}

/**
 * `store.dispatch(hydrateApiState(JSON.parse(stateFromThePage)))` before `hydrateRoot`: the
 * client's store starts with the server's answers, so the hooks' first render shows the same data
 * the server rendered, and no request is made for them (the api never refetches on mount).
 */
export const hydrateApiState = createAction<ServerApiState>('platform/hydrateApiState');

/**
 * Only fulfilled queries, and only their tags. A pending query would never settle on the client
 * (its request lives on the server); a rejected one is left out so the client asks again rather
 * than show the server's failure (a timeout or hiccup there says little about the browser's call).
 * Mutations and subscriptions belong to the server's own store. Applied on both sides: what the
 * server sends, and whatever a page hands the client.
 */
export function fulfilledApiState(
  state: Partial<ServerApiState> | null | undefined,
): ServerApiState {
  const queries: ServerApiState['queries'] = {};
  for (const [key, entry] of Object.entries(state?.queries ?? {})) {
    if (entry?.status === QueryStatus.fulfilled) queries[key] = entry;
  }
  const tags: Record<string, Record<string, string[]>> = {};
  const keys: ServerApiState['provided']['keys'] = {};
  for (const [type, ids] of Object.entries(state?.provided?.tags ?? {})) {
    for (const [id, cacheKeys] of Object.entries<string[]>(ids ?? {})) {
      const kept = cacheKeys.filter((key) => key in queries);
      if (kept.length === 0) continue;
      (tags[type] ??= {})[id] = kept;
      for (const key of kept) {
        const provided = state?.provided?.keys[key as keyof typeof keys];
        if (provided) keys[key as keyof typeof keys] = provided;
      }
    }
  }
  return { queries, provided: { tags, keys } as ServerApiState['provided'] };
}

/**
 * What a server render puts in the page for `hydrateApiState`: the api's fulfilled queries, already
 * round-tripped through JSON, so it is exactly what the page will parse (answers are JSON anyway).
 */
export function serverApiState(store: {
  getState(): { readonly [API_REDUCER_PATH]: unknown };
}): ServerApiState {
  const state = store.getState()[API_REDUCER_PATH] as ServerApiState;
  return JSON.parse(JSON.stringify(fulfilledApiState(state))) as ServerApiState;
}
