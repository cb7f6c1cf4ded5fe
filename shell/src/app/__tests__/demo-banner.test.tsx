import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { makeUser, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { AppLayout } from '../layout';
import { PAGE_DATA_ID, PageSettingsProvider, readPageSettings } from '../page-settings';
import { stubRemotes } from './remote-stubs';

jest.mock('../remotes/load-remote', () => ({
  ...jest.requireActual('../remotes/load-remote'),
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(async () => undefined),
}));

beforeEach(() => {
  stubRemotes();
});
afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
});

const open = (
  route: string,
  demoPayments: boolean,
  user: ReturnType<typeof makeUser> | null = null,
) =>
  renderApp(<AppLayout />, {
    route,
    user,
    wrap: (children: ReactNode) => (
      <UiProvider>
        <PageSettingsProvider value={{ demoPayments }}>{children}</PageSettingsProvider>
      </UiProvider>
    ),
  });

const banner = () => screen.queryByRole('complementary', { name: 'Demo shop' });

describe('the demo shop banner (issue 24)', () => {
  it('when the shop is a demo, then a shop page says so above its header', async () => {
    open('/', true);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Demo shop: no real payments');
    // Before the header in the document, after the skip link (still the first thing to tab to).
    const order = [
      screen.getByRole('link', { name: 'Skip to content' }),
      banner()!,
      screen.getByRole('banner'),
    ];
    for (let i = 1; i < order.length; i += 1)
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
  });

  it('when the shop is a demo, then a staff portal says so too, above the staff header', async () => {
    open('/employee-portal', true, makeUser({ role: 'employee' }));
    expect(
      await screen.findByRole('heading', { name: 'Employee portal page' }),
    ).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Demo shop: no real payments');
  });

  it('when the shop takes real payments, then no page has the banner', async () => {
    open('/', false);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });
});

describe('readPageSettings', () => {
  const block = (text: string, type = 'application/json') => {
    const script = document.createElement('script');
    script.type = type;
    script.id = PAGE_DATA_ID;
    script.textContent = text;
    document.head.append(script);
  };

  it('when the page carries the gateway’s block, then its settings', () => {
    block('{"demoPayments":true}');
    expect(readPageSettings()).toEqual({ demoPayments: true });
  });

  it('when there is no block, or it is not JSON data, or not true, then no demo', () => {
    expect(readPageSettings()).toEqual({ demoPayments: false });
    block('{"demoPayments":"yes"}');
    expect(readPageSettings()).toEqual({ demoPayments: false });
    document.getElementById(PAGE_DATA_ID)?.remove();
    block('{oops');
    expect(readPageSettings()).toEqual({ demoPayments: false });
    document.getElementById(PAGE_DATA_ID)?.remove();
    block('{"demoPayments":true}', 'text/plain');
    expect(readPageSettings()).toEqual({ demoPayments: false });
  });
});
