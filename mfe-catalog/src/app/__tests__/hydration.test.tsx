import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createAppStore, hydrateApiState, serverApiState } from '@coffee/platform';
import { recordRequests, server } from '@coffee/platform/testing';
import {
  BEAN,
  catalogAnswers,
  catalogPage,
  prefetchPage,
  PRODUCT,
  PRODUCTS,
  type ServerPage,
} from '../../test/server-render';
import { setViewport } from '../../test/render';

// What the shell's client loader shows for another remote's widget once it may load.
const clientWidgetLoader = () => <aside>another remote’s widget</aside>;
const SUSPENDED = 'Loading the catalog';

/**
 * The server's half, in this process: prefetch, then render until the lazy page's chunk has
 * loaded (a server render waits for it). Returns the HTML and the state the page would carry.
 */
async function serverRender(page: ServerPage, url: string) {
  server.use(...catalogAnswers());
  const store = await prefetchPage(page, url);
  let html = renderToString(catalogPage(store, page, url, clientWidgetLoader));
  for (let attempt = 0; html.includes(SUSPENDED) && attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    html = renderToString(catalogPage(store, page, url, clientWidgetLoader));
  }
  expect(html).not.toContain(SUSPENDED);
  // As the page carries it: JSON in a script tag.
  return { html, state: JSON.parse(JSON.stringify(serverApiState(store))) as unknown };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** The client's half, as the shell's bootstrap does it: rehydrated store, then hydrateRoot. */
async function hydrate(page: ServerPage, url: string) {
  const { html, state } = await serverRender(page, url);
  server.resetHandlers(); // from here on any request is one no handler answers: a failure
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root')!;
  const serverImage = container.querySelector('img[fetchpriority="high"]');
  const errors: unknown[] = [];
  jest.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  const { requests, stop } = recordRequests();
  const store = createAppStore();
  store.dispatch(hydrateApiState(state as Parameters<typeof hydrateApiState>[0]));
  await act(async () => {
    root = hydrateRoot(container, catalogPage(store, page, url, clientWidgetLoader), {
      onRecoverableError: (error) => void errors.push(error),
    });
  });
  // Effects after hydration (media queries, the widget slots' first-view wait) run their course.
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  stop();
  return { container, serverImage, errors, requests };
}

describe('a server-rendered catalog page in the browser', () => {
  it('when / hydrates, then it keeps the server markup: no mismatch, no request', async () => {
    const { container, serverImage, errors, requests } = await hydrate('HomePage', '/');
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    expect(serverImage).not.toBeNull();
    // The same element: hydrated in place, not rendered anew.
    expect(container.querySelector('img[fetchpriority="high"]')).toBe(serverImage);
    expect(container).toHaveTextContent(PRODUCTS[7]!.name);
  });

  it('when /category/all hydrates on a desktop, then the layout CSS chose stays, without a mismatch', async () => {
    // The server cannot know the width: it sends the sidebar and the Filters button, and CSS
    // shows one. After hydration the page keeps only the desktop's.
    setViewport('desktop');
    const { container, serverImage, errors, requests } = await hydrate(
      'CategoryPage',
      '/category/all',
    );
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    expect(container.querySelector('img[fetchpriority="high"]')).toBe(serverImage);
    expect(container.querySelector('aside[aria-label="Product filters"]')).not.toBeNull();
    expect(container.querySelector('button[aria-expanded]')).toBeNull();
    setViewport('phone');
  });

  it('when a product page hydrates, then product, reviews and related products stay as served', async () => {
    const { container, serverImage, errors, requests } = await hydrate(
      'ProductPage',
      `/product/${PRODUCT.id}`,
    );
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    expect(container.querySelector('img[fetchpriority="high"]')).toBe(serverImage);
    expect(container).toHaveTextContent('Bright and clean');
    expect(container).toHaveTextContent('You might also like');
  });

  it('when a shared link to a bean in 2 lb, pour-over hydrates, then the server already showed that bag and nothing changes', async () => {
    const url = `/product/${BEAN.id}?variant=2lb-pour-over`;
    const { html } = await serverRender('ProductPage', url);
    expect(html).toContain('$45.99');
    const { container, errors, requests } = await hydrate('ProductPage', url);
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    const checked = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
      .filter((r) => r.checked)
      .map((r) => r.value);
    expect(checked).toEqual(['2 lb', 'pour-over']);
    // Hydrated: the radios work.
    expect(container.querySelector('input[type="radio"]:disabled')).toBeNull();
    expect(container).toHaveTextContent('$45.99');
  });

  it('when a bean with a member discount is served to an anonymous visitor, then the Direct+ teaser is in the HTML and stays, with no member price', async () => {
    const url = `/product/${BEAN.id}?variant=2lb-pour-over`;
    const { html } = await serverRender('ProductPage', url);
    expect(html).toContain('Direct+ price $41.39');
    const { container, errors } = await hydrate('ProductPage', url);
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('Direct+ price $41.39');
    expect(container).not.toHaveTextContent('Regular $45.99');
  });
});
