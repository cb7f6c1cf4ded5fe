import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@coffee/platform/testing';
import { loadRemoteModule } from '../../remotes/load-remote';
import { defaultRemotes, stubRemotes } from '../../__tests__/remote-stubs';
import type { SsrResult } from '../render';
import { fakeCatalog, featuredHandlers } from './fake-catalog';

jest.mock('../../remotes/load-remote', () => ({
  ...jest.requireActual('../../remotes/load-remote'),
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(async () => undefined),
  startRemotes: jest.fn(async () => ({})),
}));

// The server render runs here in jsdom, beside the hydration; react-dom/server's Node build
// schedules with setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });

const widget = (remote: string, name: string, text: string) => ({
  default: {
    remote,
    release: 'test@0.0.0',
    name,
    component: () => <p>{text}</p>,
  },
});

it('when the page arrives server-rendered, then the browser hydrates it as it is: same nodes, no mismatch, client-only parts filled in', async () => {
  server.use(
    http.get('/api/user', () => HttpResponse.json({ message: 'Signed out' }, { status: 401 })),
    ...featuredHandlers(''),
  );
  // The server's render in a module registry of its own, as in the gateway: react-dom/server
  // leaves its context values set after a render (fine in a process that only serves), which the
  // browser's renderer would otherwise read here.
  let page: SsrResult | undefined;
  await jest.isolateModulesAsync(async () => {
    const server = await import('../render');
    const catalog = await import('./fake-catalog');
    page = await server.render({
      url: '/',
      apiOrigin: 'http://localhost',
      remotes: { catalog: catalog.fakeCatalog() },
      timeoutMs: 5000,
    });
  });
  const { html, styles, state } = page!;

  // The page as the gateway writes it.
  document.head.insertAdjacentHTML('beforeend', styles);
  document.body.innerHTML =
    `<div id="root">${html}</div>` +
    `<script type="application/json" id="coffee-ssr-state">${JSON.stringify(state)}</script>`;
  const heading = screen.getByRole('heading', { name: 'Featured coffee' });
  const signIn = screen.getByRole('link', { name: 'Sign In' });

  // The browser loads the same pages module the server rendered from.
  const catalog = fakeCatalog();
  const remotes = defaultRemotes();
  remotes.catalog = { pages: { default: catalog.pages as Record<string, unknown> } };
  remotes.membership = {
    ...remotes.membership,
    PlanComparison: widget('membership', 'PlanComparison', 'Plan comparison widget'),
  };
  stubRemotes(remotes);
  const errors = jest.spyOn(console, 'error');

  await act(async () => {
    await import('../../../bootstrap');
  });
  await waitFor(() => expect(loadRemoteModule).toHaveBeenCalledWith('catalog', 'pages'));
  // The boundary the server left to the browser is rendered there.
  expect(await screen.findByText('Plan comparison widget')).toBeInTheDocument();

  // Hydrated, not replaced: the server's nodes are still the ones on screen.
  expect(screen.getByRole('heading', { name: 'Featured coffee' })).toBe(heading);
  expect(screen.getByRole('link', { name: 'Sign In' })).toBe(signIn);
  expect(screen.getByText('Colombian Supremo')).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
});
