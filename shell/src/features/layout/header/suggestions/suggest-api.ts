import { searchSuggestionsSchema, type SearchSuggestions } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/**
 * GET /api/search/suggest?q= (the catalog's typo-tolerant suggestions), injected into the shop's
 * one API. Each term is its own cache entry: the same term asked twice (typed, erased, typed
 * again) is one request, and an answer can only ever fill the entry of the term it was asked
 * for, so a late answer to an older term never shows as the answer to the newer one.
 */
export const suggestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSearchSuggestions: build.query<SearchSuggestions, string>({
      query: (q) => ({ url: '/api/search/suggest', params: { q } }),
      responseSchema: contract(searchSuggestionsSchema),
      // A term typed on the way to another is rarely asked again after a minute.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useLazyGetSearchSuggestionsQuery } = suggestApi;
