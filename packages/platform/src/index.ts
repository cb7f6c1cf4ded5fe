export { api, gatewayBaseQuery, setApiOrigin, tagTypes } from './api/base-api';
export { hydrateApiState, serverApiState, type ServerApiState } from './api/api-state';
export {
  toApiError,
  errorMessage,
  serverVerdict,
  type ApiError,
  type ServerVerdict,
} from './api/errors';
export { contract, lazyContract, loadSchemas, type Schemas } from './api/contract';
export { readCookie, csrfToken } from './api/csrf';
export {
  sessionApi,
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
} from './session/session-api';
export { isActiveMember, useSession, useSessionReady, type Session } from './session/use-session';
export {
  preferencesApi,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
} from './session/preferences-api';
export {
  toastSlice,
  showToast,
  dismissToast,
  selectToasts,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type Toast,
  type ToastVariant,
} from './toast/toast-slice';
export { useToast } from './toast/use-toast';
export { useToasts } from './toast/use-toasts';
export { Toasts } from './toast/toasts';
export {
  rootReducer,
  createAppStore,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type AppStore,
  type RootState,
  type AppDispatch,
  type LazySlices,
} from './store/store';
export { RemoteRoot } from './remote/remote-root';
export { QUIET_RETRY_DELAY_MS } from './remote/retry';
export {
  exposePages,
  exposeWidget,
  type ExposedPages,
  type ExposedWidget,
  type PagesOf,
} from './remote/expose';
export {
  cartApi,
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
} from './cart/cart-api';
export { useAddToCart } from './cart/use-add-to-cart';
export {
  RemoteWidgetProvider,
  RemoteWidgetSlot,
  type RemoteWidgetProps,
} from './widgets/remote-widget-slot';
export { afterFirstContent, useAfterFirstContent } from './widgets/after-first-content';
export { useHydrated } from './hydration/use-hydrated';
export { useSchemaForm } from './forms/use-schema-form';
export { loadZodEnglish, useZodEnglish } from './forms/zod-english';
// The payment forms are '@coffee/platform/payments' (and '.../payments/stripe'): not here, so
// they stay off every page's first load and ride only the payment pages' chunks.
// The Redux Toolkit / react-redux subset shell and remotes use (see redux.ts).
export * from './redux';
