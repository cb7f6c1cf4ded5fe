import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { CSRF_COOKIE, type PublicUser } from '@coffee/contracts';
import {
  api,
  createAppStore,
  hydrateApiState,
  serverApiState,
  sessionApi,
  useSession,
  type AppStore,
  type ServerApiState,
} from '..';
import { HttpResponse, http, makeUser, recordRequests, server, sessionHandler } from '../testing';

interface Product {
  id: string;
  name: string;
}

// Stand-ins for a remote's endpoints: one that answers, one that fails, one write.
const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTestProduct: build.query<Product, string>({
      query: (id) => `/api/test-products/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getTestBroken: build.query<unknown, void>({ query: () => '/api/test-broken' }),
    renameTestProduct: build.mutation<Product, Product>({
      query: ({ id, name }) => ({ url: `/api/test-products/${id}`, method: 'PUT', body: { name } }),
    }),
  }),
});
const { useGetTestProductQuery, useGetTestBrokenQuery } = productsApi;

const member: PublicUser = makeUser({ username: 'member' });

function answers() {
  server.use(
    sessionHandler(member),
    http.get('/api/test-products/:id', ({ params }) =>
      HttpResponse.json({ id: String(params.id), name: `Product ${String(params.id)}` }),
    ),
    http.put('/api/test-products/:id', () => HttpResponse.json({ id: 'p1', name: 'Renamed' })),
    http.get('/api/test-broken', () => HttpResponse.json({ message: 'Down' }, { status: 503 })),
  );
}

/** A server render's store: the session, a product, a failed query and a write, all settled. */
async function serverStore(): Promise<AppStore> {
  document.cookie = `${CSRF_COOKIE}=test-csrf-token; path=/`;
  const store = createAppStore();
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  await store.dispatch(productsApi.endpoints.getTestProduct.initiate('p1'));
  await store.dispatch(productsApi.endpoints.getTestBroken.initiate());
  await store.dispatch(productsApi.endpoints.renameTestProduct.initiate({ id: 'p2', name: 'x' }));
  return store;
}

/** What the page carries: serverApiState through JSON, as the gateway writes and the client parses it. */
function throughThePage(store: AppStore): ServerApiState {
  return JSON.parse(JSON.stringify(serverApiState(store))) as ServerApiState;
}

type Seen = { user: string | null | undefined; product: string | undefined; isLoading: boolean };

function Probe({ seen }: { seen: Seen[] }) {
  const { user, isLoading } = useSession();
  const { data } = useGetTestProductQuery('p1');
  seen.push({ user: user?.username, product: data?.name, isLoading });
  const who = isLoading ? 'loading' : (user?.username ?? 'signed out');
  return <p>{`${who} / ${data?.name ?? 'no product'}`}</p>;
}

describe('server api state', () => {
  beforeEach(answers);

  it('when taken from a server store, then only its fulfilled queries and their tags are in it', async () => {
    const state = serverApiState(await serverStore());

    expect(Object.keys(state.queries).sort()).toEqual([
      'getCurrentUser(undefined)',
      'getTestProduct("p1")',
    ]);
    expect(Object.keys(state)).toEqual(['queries', 'provided']);
    expect(state.provided.tags).toEqual({
      User: { __internal_without_id: ['getCurrentUser(undefined)'] },
      Product: { p1: ['getTestProduct("p1")'] },
    });
    // Already plain JSON: what the page carries is exactly this.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('when the client store takes it and hydrates, then the first render shows the data and no request is made', async () => {
    const fromServer = await serverStore();
    const markup = renderToString(
      <Provider store={fromServer}>
        <Probe seen={[]} />
      </Provider>,
    );
    expect(markup).toContain('member / Product p1');

    const store = createAppStore();
    store.dispatch(hydrateApiState(throughThePage(fromServer)));
    const { requests, stop } = recordRequests();
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const seen: Seen[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <Probe seen={seen} />
        </Provider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    // Give a refetch, had one been started, the time to reach the mock server.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    stop();

    expect(seen[0]).toEqual({ user: 'member', product: 'Product p1', isLoading: false });
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('member / Product p1');
    expect(requests).toEqual([]);
    container.remove();
  });

  it('when a tag the server state provides is invalidated on the client, then that query is fetched again', async () => {
    const store = createAppStore();
    store.dispatch(hydrateApiState(throughThePage(await serverStore())));
    const subscription = store.dispatch(productsApi.endpoints.getTestProduct.initiate('p1'));
    const { requests, stop } = recordRequests();
    await subscription; // from the cache: no request
    expect(requests).toEqual([]);

    store.dispatch(api.util.invalidateTags([{ type: 'Product', id: 'p1' }]));
    await waitFor(() => expect(requests.map((r) => r.path)).toEqual(['/api/test-products/p1']));
    stop();
    subscription.unsubscribe();
  });

  it('when a query failed on the server, then the client asks again', async () => {
    const store = createAppStore();
    store.dispatch(hydrateApiState(throughThePage(await serverStore())));
    const { requests, stop } = recordRequests();
    function Broken() {
      const { isError } = useGetTestBrokenQuery();
      return <p>{isError ? 'failed' : 'asking'}</p>;
    }
    render(
      <Provider store={store}>
        <Broken />
      </Provider>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    stop();
    expect(requests.map((r) => r.path)).toEqual(['/api/test-broken']);
  });

  it('when the server renders from the state it sends and a query had failed, then the client hydrates the same markup and asks again', async () => {
    // The failed query is not sent, so the server renders it as the client will: not asked yet.
    const sent = throughThePage(await serverStore());
    const renderStore = createAppStore();
    renderStore.dispatch(hydrateApiState(sent));
    function Broken() {
      const { isError, isLoading } = useGetTestBrokenQuery();
      return <p>{isError ? 'failed' : isLoading ? 'loading' : 'done'}</p>;
    }
    const markup = renderToString(
      <Provider store={renderStore}>
        <Broken />
      </Provider>,
    );
    expect(markup).toBe('<p>loading</p>');

    const store = createAppStore();
    store.dispatch(hydrateApiState(sent));
    const { requests, stop } = recordRequests();
    const container = document.createElement('div');
    container.innerHTML = markup;
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={store}>
          <Broken />
        </Provider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    await waitFor(() => expect(container.textContent).toBe('failed'));
    stop();
    expect(recoverable).toEqual([]);
    expect(requests.map((r) => r.path)).toEqual(['/api/test-broken']);
  });

  it('when the page hands over something that is not api state, then the store ignores it', () => {
    const store = createAppStore();
    const before = store.getState().api.queries;
    store.dispatch(hydrateApiState({ nonsense: true } as unknown as ServerApiState));
    store.dispatch(hydrateApiState(null as unknown as ServerApiState));
    expect(store.getState().api.queries).toEqual(before);
  });
});
