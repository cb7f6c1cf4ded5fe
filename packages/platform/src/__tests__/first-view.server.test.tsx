/**
 * @jest-environment node
 *
 * Where a server render runs: Node, no window, no document, the real fetch (no mock server).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { makeUser } from '@coffee/contracts/testing';
import { UiProvider } from '@coffee/ui';
import {
  Provider,
  RemoteWidgetProvider,
  RemoteWidgetSlot,
  Toasts,
  createAppStore,
  serverApiState,
  sessionApi,
  setApiOrigin,
  showToast,
  useAddToCart,
  useAfterFirstContent,
  useSession,
  type AppStore,
} from '..';

const member = makeUser({ username: 'member' });

let gateway: Server;
const seen: { method: string; url: string }[] = [];

beforeAll(async () => {
  gateway = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '' });
    if (req.url === '/api/user') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(member));
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not found' }));
    }
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  setApiOrigin(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

async function storeWithSession(): Promise<AppStore> {
  const store = createAppStore();
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  return store;
}

function FirstView() {
  const { user, isLoading } = useSession();
  const afterFirstContent = useAfterFirstContent();
  const { isAdding } = useAddToCart();
  return (
    <main>
      <p>{isLoading ? 'loading' : `hello ${user?.username ?? 'visitor'}`}</p>
      <p>{afterFirstContent ? 'chat' : 'no chat yet'}</p>
      <button type="button" disabled={isAdding}>
        Add to Cart
      </button>
      <RemoteWidgetSlot remote="membership" module="PlanComparison" />
      <RemoteWidgetSlot
        remote="account"
        module="NewsletterSignup"
        deferUntilVisible
        placeholderMinHeight="16rem"
      />
    </main>
  );
}

// What the shell's server loader does with a widget of a remote it does not render on the server.
function ServerLoader(): never {
  throw new Error('client-only widget');
}

describe('platform on the server', () => {
  it('has no window or document here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('when an origin is set, then API calls go to it over real HTTP', async () => {
    const store = await storeWithSession();

    expect(seen).toEqual([{ method: 'GET', url: '/api/user' }]);
    expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(member);
    expect(Object.keys(serverApiState(store).queries)).toEqual(['getCurrentUser(undefined)']);
  });

  it('when an origin is not a URL, then setting it fails at once', () => {
    expect(() => setApiOrigin('127.0.0.1:8080')).toThrow();
  });

  it('when the first view renders to a string, then it shows the session, no deferred content and each widget only as its placeholder', async () => {
    const store = await storeWithSession();
    store.dispatch(showToast({ title: 'Welcome back' }));

    const html = renderToString(
      <Provider store={store}>
        <UiProvider withGlobalStyle={false}>
          <RemoteWidgetProvider loader={ServerLoader}>
            <FirstView />
          </RemoteWidgetProvider>
          {/* A remote running alone: no loader, so the slot's own fallback. */}
          <RemoteWidgetSlot
            remote="membership"
            module="PlanComparison"
            fallback={<p>Membership teaser</p>}
          />
          <Toasts />
        </UiProvider>
      </Provider>,
    );

    expect(html).toContain('hello member');
    expect(html).toContain('no chat yet');
    expect(html).toContain('<button type="button">Add to Cart</button>');
    // The throwing widget fell back to its placeholder inside its own Suspense boundary, which
    // the server marks for the client to render (<!--$!-->); the page around it rendered.
    expect(html).toMatch(
      /<!--\$!-->[\s\S]*?<div data-widget-placeholder="membership\/PlanComparison"><\/div><!--\/\$-->/,
    );
    expect(html).toContain('data-widget-placeholder="account/NewsletterSignup"');
    expect(html).toContain('min-height:16rem');
    expect(html).toContain('Membership teaser');
    expect(html).toContain('Welcome back');
  });
});
