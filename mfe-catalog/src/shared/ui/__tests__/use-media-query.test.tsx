import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useMediaQuery } from '../use-media-query';

const QUERY = '(min-width: 1024px)';

/** A matchMedia whose answer the test sets, telling its listeners as the browser does. */
function fakeMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

const renders: (boolean | null)[] = [];
function Probe() {
  const wide = useMediaQuery(QUERY);
  renders.push(wide);
  return <p>{wide === null ? 'unknown' : wide ? 'wide' : 'narrow'}</p>;
}

let root: Root | null = null;
let container: HTMLElement;
beforeEach(() => {
  renders.length = 0;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('useMediaQuery', () => {
  it('when rendered on the server, then it is null (every variant, CSS picks)', () => {
    expect(renderToString(<Probe />)).toBe('<p>unknown</p>');
  });

  it('when the browser hydrates the server HTML, then it matches it, and the answer follows without a mismatch', async () => {
    fakeMedia(true);
    container.innerHTML = renderToString(<Probe />);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: (e) => void errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(renders[0]).toBeNull();
    expect(container.textContent).toBe('wide');
  });

  it('when the width changes across the query, then it follows, and it stops listening once gone', async () => {
    const media = fakeMedia(false);
    await act(async () => {
      root = createRoot(container);
      root.render(<Probe />);
    });
    expect(container.textContent).toBe('narrow');
    await act(async () => media.set(true));
    expect(container.textContent).toBe('wide');
    act(() => root?.unmount());
    root = null;
    expect(media.listeners.size).toBe(0);
  });
});
