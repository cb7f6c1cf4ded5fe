import {
  combineSlices,
  configureStore,
  isRejectedWithValue,
  type Middleware,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from '../api/base-api';
import { toApiError } from '../api/errors';
import { showToast, toastSlice } from '../toast/toast-slice';

/**
 * The root reducer. Remotes add their own slices at run time with `rootReducer.inject(slice)`;
 * the store itself is created once, by the shell (or by a remote's standalone page).
 */
export const rootReducer = combineSlices(api, toastSlice).withLazyLoadedSlices<LazySlices>();

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazySlices {}

/**
 * One middleware for what no page can show by itself:
 * - a 401 on any call but the session's own refreshes the session, so the route guards send
 *   the visitor to /auth;
 * - the session call failing (service down, network) is one toast: no page shows it, yet
 *   every page depends on it.
 * Every other query shows its failure where its data would be (one alert per failure), and
 * mutations report their own spec-worded failures where they are called.
 */
const apiErrorMiddleware: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const meta = action.meta as { arg?: { type?: string; endpointName?: string } };
    const error = toApiError(action.payload as never);
    const endpoint = meta.arg?.endpointName;
    if (error.status === 401 && endpoint !== 'getCurrentUser' && endpoint !== 'login') {
      store.dispatch(api.util.invalidateTags(['User']));
    } else if (endpoint === 'getCurrentUser') {
      store.dispatch(
        showToast({
          title: 'Something went wrong',
          description: error.message,
          variant: 'destructive',
        }),
      );
    }
  }
  return next(action);
};

export function createAppStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) => getDefault().concat(api.middleware, apiErrorMiddleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
