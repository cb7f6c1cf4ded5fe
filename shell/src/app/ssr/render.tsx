import { StrictMode, type ReactNode } from 'react';
import { ServerStyleSheet } from 'styled-components';
import {
  api,
  createAppStore,
  hydrateApiState,
  serverApiState,
  sessionApi,
  setApiOrigin,
  type AppStore,
} from '@coffee/platform';
import { StaticRouter } from '@coffee/ui/server';
import { App } from '../app';
import type { PageSettings } from '../page-settings';
import type { SsrRemotes } from '../remotes/server-remotes';
import { renderToHtml } from './render-to-html';
import { ssrTarget, type SsrTarget } from './ssr-target';

export interface SsrRenderOptions {
  /** Path and search, e.g. '/category/all?sort=price'. */
  url: string;
  /** Where the API is reached from the server (the gateway; the visitor's session travels with the page). */
  apiOrigin: string;
  /** The remotes' server bundles the shell's server could load, e.g. { catalog }. */
  remotes: SsrRemotes;
  /** For the whole render, data included; past it render() rejects. */
  timeoutMs: number;
  /** What the shell's server tells every page (page-settings.tsx); it writes the same into the page. */
  page?: PageSettings;
}

export interface SsrResult {
  /** The markup inside <div id="root">. */
  html: string;
  /** styled-components' <style data-styled> tags for that markup. */
  styles: string;
  /** The API state the markup was rendered from, for hydrateApiState (JSON-safe). */
  state: unknown;
}

export class SsrTimeoutError extends Error {
  override name = 'SsrTimeoutError';
}

/** Rejects when `signal` aborts first: a prefetch that hangs must not hold the page. */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The session (the visitor's own, or none) and the page's own data, all settled. */
async function prefetch(store: AppStore, target: SsrTarget): Promise<void> {
  const { dispatch } = store;
  const session = dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  await target.remote.prefetch?.({
    page: target.page,
    params: target.params,
    searchParams: target.searchParams,
    dispatch,
  });
  await session;
  await Promise.all(dispatch(api.util.getRunningQueriesThunk()));
}

/**
 * The shell's server render (the contract: docs/decisions/ssr-contract.md): the first view of an
 * unguarded remote page, with its data, as the browser would render it before any interaction.
 */
export async function render(options: SsrRenderOptions): Promise<SsrResult> {
  const { url, apiOrigin, remotes, timeoutMs, page } = options;
  const target = ssrTarget(url, remotes);
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(new SsrTimeoutError(`Server render of ${url} took over ${timeoutMs} ms`)),
    timeoutMs,
  );
  const store = createAppStore();
  // The markup comes from a second store holding only what the page carries (serverApiState):
  // the client's store starts from exactly that, so a query that failed here renders as "not
  // asked yet" on both sides (the client then asks), never as an error the client cannot repeat.
  const renderStore = createAppStore();
  const sheet = new ServerStyleSheet();
  try {
    setApiOrigin(apiOrigin);
    await unlessAborted(prefetch(store, target), controller.signal);
    const state = serverApiState(store);
    renderStore.dispatch(hydrateApiState(state));
    const router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={url}>{children}</StaticRouter>
    );
    // StrictMode as in the browser (bootstrap.tsx): the server's tree is the client's tree.
    const html = await renderToHtml(
      sheet.collectStyles(
        <StrictMode>
          <App store={renderStore} router={router} serverRemotes={remotes} page={page} />
        </StrictMode>,
      ),
      controller.signal,
    );
    return { html, styles: sheet.getStyleTags(), state };
  } finally {
    clearTimeout(timer);
    // Queries still running after a timeout are of no use to anyone.
    if (controller.signal.aborted)
      for (const query of store.dispatch(api.util.getRunningQueriesThunk())) query.abort();
    // Drops the stores' cache-removal timers (300 s each), which would keep them alive.
    store.dispatch(api.util.resetApiState());
    renderStore.dispatch(api.util.resetApiState());
    sheet.seal();
  }
}
