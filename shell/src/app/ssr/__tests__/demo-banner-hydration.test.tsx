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

// react-dom/server's Node build schedules with setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? nodeSetImmediate });

it('when a demo shop’s page arrives server-rendered with its banner, then the browser keeps that banner (the page settings agree): no mismatch, no second banner', async () => {
  server.use(
    http.get('/api/user', () => HttpResponse.json({ message: 'Signed out' }, { status: 401 })),
    ...featuredHandlers(''),
  );
  let page: SsrResult | undefined;
  await jest.isolateModulesAsync(async () => {
    const render = await import('../render');
    const catalog = await import('./fake-catalog');
    page = await render.render({
      url: '/',
      apiOrigin: 'http://localhost',
      remotes: { catalog: catalog.fakeCatalog() },
      timeoutMs: 5000,
      page: { demoPayments: true },
    });
  });
  const { html, styles, state } = page!;

  // The page as the gateway writes it: the settings block in the head, the render in #root.
  document.head.insertAdjacentHTML(
    'beforeend',
    `${styles}<script type="application/json" id="coffee-page">{"demoPayments":true}</script>`,
  );
  document.body.innerHTML =
    `<div id="root">${html}</div>` +
    `<script type="application/json" id="coffee-ssr-state">${JSON.stringify(state)}</script>`;
  const banner = screen.getByRole('complementary', { name: 'Demo shop' });
  expect(banner).toHaveTextContent('Demo shop: no real payments');

  const remotes = defaultRemotes();
  remotes.catalog = { pages: { default: fakeCatalog().pages as Record<string, unknown> } };
  remotes.membership = {
    ...remotes.membership,
    PlanComparison: {
      default: {
        remote: 'membership',
        release: 'test@0.0.0',
        name: 'PlanComparison',
        component: () => <p>Plan comparison widget</p>,
      },
    },
  };
  stubRemotes(remotes);
  const errors = jest.spyOn(console, 'error');

  await act(async () => {
    await import('../../../bootstrap');
  });
  await waitFor(() => expect(loadRemoteModule).toHaveBeenCalledWith('catalog', 'pages'));
  expect(await screen.findByText('Plan comparison widget')).toBeInTheDocument();

  // Hydrated in place: the server's banner node is the one on screen, and the only one.
  expect(screen.getAllByRole('complementary', { name: 'Demo shop' })).toEqual([banner]);
  expect(errors).not.toHaveBeenCalled();
});
