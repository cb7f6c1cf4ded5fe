import { act, Component, Suspense, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPage } from '../lazy-page';

/** The shell's remote boundary in small: the fallback's Retry renders the page again. */
class Boundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button
        type="button"
        onClick={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      >
        Retry
      </button>
    );
  }
}

function Shell({ children }: { children: ReactNode }) {
  const [, setGeneration] = useState(0);
  return (
    <Boundary onRetry={() => setGeneration((g) => g + 1)}>
      <Suspense fallback={<p>Loading page</p>}>{children}</Suspense>
    </Boundary>
  );
}

describe('a lazily loaded page of the catalog remote', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('when it renders, then its chunk loads once and the page shows', async () => {
    const load = jest.fn(async () => ({ Page: () => <h1>Home</h1> }));
    const Home = lazyPage(load, (m) => m.Page);
    render(
      <Shell>
        <Home />
      </Shell>,
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when its chunk fails (twice), then the fallback shows, and Retry loads it again', async () => {
    const load = jest
      .fn<Promise<{ Page: () => ReactNode }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ Page: () => <h1>Product</h1> });
    const ProductPage = lazyPage(load, (m) => m.Page);
    render(
      <Shell>
        <ProductPage />
      </Shell>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 3000 });
    // One quiet second attempt, then the fallback, which stays (no loop of new attempts).
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Product' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('when server HTML hydrates before the chunk is there, then it stays until the page hydrates it', async () => {
    const Page = () => <h1>Served</h1>;
    // The server's copy has its code (one bundle); the browser's waits for its chunk.
    const OnServer = lazyPage(
      async () => ({ Page }),
      (m) => m.Page,
    );
    const serve = () =>
      renderToString(
        <Suspense fallback={<p>Loading page</p>}>
          <OnServer />
        </Suspense>,
      );
    serve(); // starts the load, as the first server render does
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = serve();
    expect(html).toContain('Served');

    let arrive: (module: { Page: typeof Page }) => void = () => {};
    const InBrowser = lazyPage(
      () => new Promise<{ Page: typeof Page }>((resolve) => (arrive = resolve)),
      (m) => m.Page,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const served = container.querySelector('h1');
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Suspense fallback={<p>Loading page</p>}>
          <InBrowser />
        </Suspense>,
        { onRecoverableError: recoverable },
      ),
    );
    // Still the server's heading, not the fallback, while the chunk is on its way.
    expect(container.querySelector('h1')).toBe(served);
    await act(async () => arrive({ Page }));
    expect(container.querySelector('h1')).toBe(served);
    expect(recoverable).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
