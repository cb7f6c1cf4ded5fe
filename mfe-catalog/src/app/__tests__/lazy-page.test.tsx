import { Component, Suspense, useState, type ReactNode } from 'react';
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
});
