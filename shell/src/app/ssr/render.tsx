import { StrictMode, type ReactNode } from 'react';
import { ServerStyleSheet } from 'styled-components';
import {
  api,
  createAppStore,
  serverApiState,
  sessionApi,
  setApiOrigin,
  type AppStore,
} from '@coffee/platform';
import { StaticRouter } from '@coffee/ui/server';
import { App } from '../app';
import type { SsrRemotes } from '../remotes/server-remotes';
import { renderToHtml } from './render-to-html';
import { ssrTarget, type SsrTarget } from './ssr-target';

export interface SsrRenderOptions {
  /** Path and search, e.g. '/category/all?sort=price'. */
  url: string;
  /** Where the API is reached from the server (the gateway itself: anonymous GETs). */
  apiOrigin: string;
  /** The remotes' server bundles the gateway could load, e.g. { catalog }. */
  remotes: SsrRemotes;
  /** For the whole render, data included; past it render() rejects. */
  timeoutMs: number;
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

/**
 * The session (anonymous: the gateway sends no cookie) and the page's own data, then every
 * query they started. A failed query would render its error, which the client (given only
 * fulfilled queries) could not reproduce while hydrating: such a page is left to the browser.
 */
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
  const failed = Object.entries(store.getState().api.queries)
    .filter(([, query]) => query?.status === 'rejected')
    .map(([key]) => key);
  if (failed.length > 0) throw new Error(`Queries failed on the server: ${failed.join(', ')}`);
}

/**
 * The shell's server render (the contract: /work/ssr/DECISIONS.md): the first view of an
 * unguarded remote page, with its data, as the browser would render it before any interaction.
 */
export async function render(options: SsrRenderOptions): Promise<SsrResult> {
  const { url, apiOrigin, remotes, timeoutMs } = options;
  const target = ssrTarget(url, remotes);
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(new SsrTimeoutError(`Server render of ${url} took over ${timeoutMs} ms`)),
    timeoutMs,
  );
  const store = createAppStore();
  const sheet = new ServerStyleSheet();
  try {
    setApiOrigin(apiOrigin);
    await unlessAborted(prefetch(store, target), controller.signal);
    const router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={url}>{children}</StaticRouter>
    );
    // StrictMode as in the browser (bootstrap.tsx): the server's tree is the client's tree.
    const html = await renderToHtml(
      sheet.collectStyles(
        <StrictMode>
          <App store={store} router={router} serverRemotes={remotes} />
        </StrictMode>,
      ),
      controller.signal,
    );
    return { html, styles: sheet.getStyleTags(), state: serverApiState(store) };
  } finally {
    clearTimeout(timer);
    // Queries still running after a timeout are of no use to anyone.
    if (controller.signal.aborted)
      for (const query of store.dispatch(api.util.getRunningQueriesThunk())) query.abort();
    sheet.seal();
  }
}
