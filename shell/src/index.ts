import { mainImageShown, releaseScriptHints } from './app/ssr/script-hints';
import { SSR_STATE_ID } from './app/ssr/state-id';

/** Resolves in a new task: the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries the app's first render needs, in the order they depend on each other, then the
 * app's own modules. On a page the server rendered, each is evaluated in a task of its own before
 * the app starts: what the page is is already on screen (its links work without script), and a
 * phone's main thread is never held for the whole of it at once (evaluating all of it in one
 * task takes one several hundred ms).
 */
const STAGES = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('@coffee/ui'),
  () => import('@coffee/platform'),
  // One chunk with the bootstrap below (the same name): one request fewer on every first load.
  () => import(/* webpackChunkName: "app" */ './app/app'),
];

async function start(staged: boolean): Promise<void> {
  // The page's main image first: the scripts only make a painted page work (script-hints.ts).
  if (staged) await mainImageShown();
  releaseScriptHints();
  if (staged) {
    await nextTask();
    for (const load of STAGES) {
      await load();
      await nextTask();
    }
  }
  // An async boundary: shared singletons (React, the store...) are negotiated before any app code runs.
  await import(/* webpackChunkName: "app" */ './bootstrap');
}

// A page the server rendered is already there to be painted: the browser paints it first, then
// runs the app's code. Deferred scripts run as soon as parsing ends, before the browser has had a
// frame to paint in; a frame, then a task.
if (document.getElementById(SSR_STATE_ID))
  requestAnimationFrame(() => setTimeout(() => void start(true), 0));
else void start(false);
