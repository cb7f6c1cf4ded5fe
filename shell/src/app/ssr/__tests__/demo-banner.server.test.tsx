import { http, HttpResponse } from 'msw';
import { server } from '@coffee/platform/testing';
import { render } from '../render';
import { fakeCatalog, featuredHandlers } from './fake-catalog';

// Issue 24: a demo shop's server-rendered pages say "Demo shop: no real payments" in their HTML,
// before any script runs; a real shop's say nothing.
const ORIGIN = 'http://127.0.0.1:8080';

beforeEach(() =>
  server.use(
    http.get(`${ORIGIN}/api/user`, () =>
      HttpResponse.json({ message: 'Not authenticated' }, { status: 401 }),
    ),
    ...featuredHandlers(ORIGIN),
  ),
);

const renderHome = (page?: { demoPayments: boolean }) =>
  render({
    url: '/',
    apiOrigin: ORIGIN,
    remotes: { catalog: fakeCatalog() },
    timeoutMs: 5000,
    ...(page ? { page } : {}),
  });

describe('the demo banner in the server render', () => {
  it('when the gateway says the shop is a demo, then the banner comes first in the html, before the header', async () => {
    const { html } = await renderHome({ demoPayments: true });
    const banner = html.indexOf('data-demo-banner');
    expect(banner).toBeGreaterThan(-1);
    expect(html).toContain('<strong>Demo shop:</strong> no real payments');
    expect(banner).toBeLessThan(html.indexOf('<header'));
  });

  it('when it says nothing, or no demo, then there is no banner', async () => {
    expect((await renderHome()).html).not.toContain('data-demo-banner');
    expect((await renderHome({ demoPayments: false })).html).not.toContain('Demo shop');
  });
});
