import { screen, within } from '@testing-library/react';
import { StandaloneRoutes } from '@coffee/platform/standalone';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { apiProduct } from '../../test/fixtures';
import { communityHandlers, listHandler } from '../../test/render';
import { standalone } from '../standalone';

const wrap = (children: React.ReactNode) => <UiProvider>{children}</UiProvider>;
const products = [1, 2, 3].map((n) => apiProduct(n));
const product = products[0]!;

function renderStandalone(route: string, handlers: RequestHandler[] = []) {
  return renderApp(<StandaloneRoutes {...standalone} />, { route, wrap, handlers });
}

/** The page's main heading, once its data is in, and the remote marker around it. */
async function pageShown(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  const marker = heading.closest('[data-remote]');
  expect(marker).toHaveAttribute('data-remote', 'catalog');
  expect(marker).toHaveAttribute('data-release', 'test@0.0.0');
  return heading;
}

describe('the standalone page of the catalog remote', () => {
  it('when / is opened, then the home page shows, marked as this remote and build', async () => {
    renderStandalone('/', [listHandler('/api/products', products)]);
    await pageShown('Discover Your Perfect Brew');
    expect(await screen.findByRole('list', { name: 'Featured Products' })).toBeInTheDocument();
  });

  it.each([
    ['/category/beans', '/api/products/category/beans', 'Coffee Beans'],
    ['/category/all', '/api/products', 'All Products'],
  ])(
    'when %s is opened, then its listing shows, marked as this remote',
    async (route, path, title) => {
      renderStandalone(route, [listHandler(path, products)]);
      await pageShown(title);
      expect(await screen.findByRole('list', { name: title })).toBeInTheDocument();
    },
  );

  it('when /search is opened with a query, then the results show, marked as this remote', async () => {
    renderStandalone('/search?q=kenya', [listHandler('/api/search', products)]);
    await pageShown('Search Results for "kenya"');
    expect(
      await screen.findByRole('list', { name: 'Search Results for "kenya"' }),
    ).toBeInTheDocument();
  });

  it('when /product/:id is opened, then the product shows, marked as this remote', async () => {
    renderStandalone(`/product/${product.id}`, [
      http.get(`/api/products/${product.id}`, () => HttpResponse.json(product)),
      listHandler('/api/products/category/beans', products),
      ...communityHandlers(product.id),
    ]);
    await pageShown('Product 1');
    expect(await screen.findByRole('list', { name: 'You might also like' })).toBeInTheDocument();
  });

  it('when a path of another part of the shop is opened, then an index links this remote’s pages', () => {
    renderStandalone('/checkout');

    expect(screen.getByRole('heading', { name: 'Shop and product pages' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of the catalog remote' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home (/)', '/'],
      ['All products (/category/all)', '/category/all'],
      ['Search (/search?q=coffee)', '/search?q=coffee'],
      ['Store locator (/store-locator)', '/store-locator'],
      ['The favorites widget (the account page’s Favorites tab) (/favorites)', '/favorites'],
      ['The reviews widget (the account page’s My Reviews tab) (/my-reviews)', '/my-reviews'],
    ]);
  });
});
