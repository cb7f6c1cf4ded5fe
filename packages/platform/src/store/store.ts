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
 * API failures of *queries* that no component can fix (service down, network) surface as one
 * toast; a 401 refreshes the session so the route guards send the visitor to /auth.
 * Mutations report their own spec-worded failures where they are called.
 */
const apiErrorMiddleware: Middleware = (store) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const meta = action.meta as { arg?: { type?: string; endpointName?: string } };
    const error = toApiError(action.payload as never);
    if (
      error.status === 401 &&
      meta.arg?.endpointName !== 'getCurrentUser' &&
      meta.arg?.endpointName !== 'login'
    ) {
      store.dispatch(api.util.invalidateTags(['User']));
    } else if (
      meta.arg?.type === 'query' &&
      (error.status === 'FETCH_ERROR' || (typeof error.status === 'number' && error.status >= 500))
    ) {
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
