import { startTransition, StrictMode, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppStore, hydrateApiState, type ServerApiState } from '@coffee/platform';
import { App } from './app/app';
import { readPageSettings } from './app/page-settings';
import { startRemotes } from './app/remotes/load-remote';
import { isClientOnlyBoundary } from './app/remotes/server-remotes';
import { SSR_STATE_ID } from './app/ssr/state-id';

// Ask for the remote manifest before React renders, so the first remote page waits less.
// A failure is not fatal: every remote area shows its fallback and its Retry asks again.
startRemotes().catch((error: unknown) =>
  console.error('[shell] remote manifest unavailable', error),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The server's state when #root holds its HTML; null (client render) otherwise. */
function serverState(root: HTMLElement): ServerApiState | null {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script || !root.hasChildNodes()) return null;
  try {
    // Trusted as far as its shape: hydrateApiState keeps only fulfilled queries of it.
    return JSON.parse(script.textContent ?? '') as ServerApiState;
  } catch (error) {
    console.error('[shell] the server state is unreadable; rendering in the browser', error);
    root.replaceChildren();
    return null;
  }
}

// A part the server left to the browser (a widget, another remote's page) is expected to be
// client-rendered; anything else React recovers from here (a hydration mismatch) is a bug.
function onRecoverableError(error: unknown, info: ErrorInfo) {
  if (isClientOnlyBoundary(error)) return;
  console.error('[shell] hydration error', error, info.componentStack);
}

const state = serverState(container);
const store = createAppStore();
// The settings the server rendered with (the same block): a demo's banner hydrates in place.
const page = readPageSettings();
if (state !== null) {
  store.dispatch(hydrateApiState(state));
  // In a transition, so hydration is time-sliced too: outside one, React hydrates the root at the
  // default priority, in one long task (a phone's main thread blocked for a second or more).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App store={store} page={page} />
      </StrictMode>,
      { onRecoverableError },
    );
  });
} else {
  // A transition: React renders the first page in slices and yields to the browser between
  // them, instead of one long task that blocks input while a phone works through it.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} page={page} />
      </StrictMode>,
    );
  });
}
