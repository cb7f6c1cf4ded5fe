import { createElement, type ComponentType } from 'react';

/** One quiet second attempt covers a chunk request that failed while the remote restarted. */
export const CHUNK_RETRY_DELAY_MS = 600;

/**
 * A page whose code is fetched the first time it renders (its own chunk), so `/` downloads the
 * home page only. It suspends while loading (the shell's page spinner shows) and throws when the
 * chunk cannot be fetched, which ends in the shell's remote fallback.
 *
 * Unlike React.lazy it does not keep a failure forever, so the fallback's Retry works. Nor may it
 * drop the failure at once: React renders a failed tree a second time before the error boundary
 * shows, and a new attempt started by that render would suspend instead, and fail, and so on.
 * So a failure stands until the shopper acts (a click or key press, e.g. Retry or another link,
 * or Back), and the next render after that fetches the chunk again.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let View: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;

  const forgetFailure = () => {
    failure = null;
    document.removeEventListener('click', forgetFailure, true);
    document.removeEventListener('keydown', forgetFailure, true);
    window.removeEventListener('popstate', forgetFailure);
  };

  const start = () => {
    const attempt = load().catch(() =>
      new Promise<void>((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS)).then(load),
    );
    loading = attempt.then(
      (module) => {
        View = pick(module);
      },
      (error: unknown) => {
        failure = { error };
        document.addEventListener('click', forgetFailure, true);
        document.addEventListener('keydown', forgetFailure, true);
        window.addEventListener('popstate', forgetFailure);
      },
    );
    void loading.finally(() => {
      loading = null;
    });
    return loading;
  };

  return function LazyPage() {
    if (View) return createElement(View);
    if (failure) throw failure.error;
    // Suspends (as React.lazy does) until the chunk has loaded or failed; React then renders again.
    throw loading ?? start();
  };
}
