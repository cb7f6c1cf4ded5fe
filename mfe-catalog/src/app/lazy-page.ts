import { createElement, type ComponentType } from 'react';
import { QUIET_RETRY_DELAY_MS } from '@coffee/platform';

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
 *
 * Server rendering: the server bundle is one file, so `load` resolves without a request; the
 * first render suspends until it has (the server render waits), later ones render at once.
 * Hydration: the page suspends until its chunk has arrived and React keeps the server's HTML
 * meanwhile, then hydrates it.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let View: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;

  const forgetFailure = () => {
    failure = null;
    if (typeof document === 'undefined') return;
    document.removeEventListener('click', forgetFailure, true);
    document.removeEventListener('keydown', forgetFailure, true);
    window.removeEventListener('popstate', forgetFailure);
  };

  const start = () => {
    const attempt = load().catch(() =>
      new Promise<void>((resolve) => setTimeout(resolve, QUIET_RETRY_DELAY_MS)).then(load),
    );
    loading = attempt.then(
      (module) => {
        View = pick(module);
      },
      (error: unknown) => {
        failure = { error };
        if (typeof document === 'undefined') {
          // On the server nobody clicks, and one process serves every visitor: the failure
          // stands only long enough to end this render (its boundary then renders on the client).
          setTimeout(forgetFailure, QUIET_RETRY_DELAY_MS);
          return;
        }
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
