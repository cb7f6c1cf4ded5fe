import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '@coffee/platform';
import { App } from './app/app';
import { startRemotes } from './app/remotes/load-remote';

// Ask for the remote manifest before React renders, so the first remote page waits less.
// A failure is not fatal: every remote area shows its fallback and its Retry asks again.
startRemotes().catch((error: unknown) =>
  console.error('[shell] remote manifest unavailable', error),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition: React renders the first page in slices and yields to the browser between them,
// instead of one long task that blocks input while a phone works through it.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={createAppStore()} />
    </StrictMode>,
  );
});
