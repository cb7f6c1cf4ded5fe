import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteWidgetProvider, type RemoteWidgetProps } from '@coffee/platform';
import { HttpResponse, http, renderApp, server } from '@coffee/platform/testing';
import { HomePage } from '..';
import { apiProduct, withUi, type ProductInput } from '../../../test/fixtures';

const tenProducts = Array.from({ length: 10 }, (_, i) => apiProduct(i + 1));

function renderHome(
  products: ProductInput[] | { message: string } = tenProducts,
  status = 200,
  ui = <HomePage />,
) {
  return renderApp(ui, {
    wrap: withUi,
    handlers: [http.get('/api/products', () => HttpResponse.json(products, { status }))],
  });
}

/** Stands in for the shell's federated loader. */
function FakeWidget({ remote, module }: RemoteWidgetProps) {
  return (
    <section aria-label="Widget">
      {remote}/{module}
    </section>
  );
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('home page', () => {
  it('when rendered, then the hero shows the spec headline, line and buttons', async () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover Your Perfect Brew' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Premium coffee delivered to your door. Save 15% with Direct+'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/category/beans',
    );
    expect(screen.getByRole('link', { name: 'Join Direct+' })).toHaveAttribute(
      'href',
      '/direct-plus',
    );
    await screen.findByRole('list', { name: 'Featured Products' });
  });

  it('when products load, then featured shows the first four and trending products 5 to 8', async () => {
    renderHome();
    const featured = await screen.findByRole('list', { name: 'Featured Products' });
    expect(names(featured)).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4']);
    const trending = screen.getByRole('list', { name: 'Trending Now' });
    expect(names(trending)).toEqual(['Product 5', 'Product 6', 'Product 7', 'Product 8']);
    expect(screen.queryByText('Product 9')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute(
      'href',
      '/category/all',
    );
  });

  it('when the products are asked for, then only the eight the page shows', async () => {
    const { requests } = renderHome();
    await screen.findByRole('list', { name: 'Featured Products' });
    const call = requests.find((c) => c.path === '/api/products');
    expect(Object.fromEntries(call?.search ?? [])).toEqual({ limit: '8' });
  });

  it('when the shell provides the widget loader, then the membership plan comparison sits between the tiles and Trending Now', async () => {
    renderHome(
      tenProducts,
      200,
      <RemoteWidgetProvider loader={FakeWidget}>
        <HomePage />
      </RemoteWidgetProvider>,
    );
    await screen.findByRole('list', { name: 'Trending Now' });
    const tiles = screen.getByRole('region', { name: 'Shop by Category' });
    const [widget] = screen.getAllByRole('region', { name: 'Widget' });
    const trending = screen.getByRole('region', { name: 'Trending Now' });
    expect(widget).toHaveTextContent('membership/PlanComparison');
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(tiles, widget!)).toBe(true);
    expect(follows(widget!, trending)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Direct+ Membership' })).not.toBeInTheDocument();
  });

  it('when no shell composes the page, then a Direct+ teaser stands in for the plan comparison', async () => {
    renderHome();
    const teaser = screen.getByRole('region', { name: 'Direct+ Membership' });
    expect(within(teaser).getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/direct-plus',
    );
    await screen.findByRole('list', { name: 'Featured Products' });
  });

  it('when products are loading, then a spinner shows in place of the grid', async () => {
    renderHome();
    expect(screen.getByRole('status', { name: 'Loading featured products' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Featured Products' });
    expect(
      screen.queryByRole('status', { name: 'Loading featured products' }),
    ).not.toBeInTheDocument();
  });

  it('when fewer than five products exist, then trending is left out', async () => {
    renderHome(tenProducts.slice(0, 3));
    const featured = await screen.findByRole('list', { name: 'Featured Products' });
    expect(names(featured)).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Trending Now' })).not.toBeInTheDocument();
  });

  it('when the catalog is empty, then no grid shows and products are said to be coming soon', async () => {
    renderHome([]);
    expect(await screen.findByText('Our products are coming soon.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Featured Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trending Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('when the product call fails, then a message with the error text and a retry show, and retrying loads the products', async () => {
    renderHome({ message: 'The service is unavailable' }, 503);
    expect(await screen.findByText("We couldn't load our products right now.")).toBeInTheDocument();
    expect(screen.getByText('503: The service is unavailable')).toBeInTheDocument();
    server.use(http.get('/api/products', () => HttpResponse.json(tenProducts)));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Featured Products' })).toBeInTheDocument();
  });

  it('when a price arrives as a number and a product is on sale, then cards show $ with 2 decimals and the struck price', async () => {
    renderHome([
      apiProduct(1, { price: 8, originalPrice: '10.5', isSale: true, rating: '3.5' }),
      ...tenProducts.slice(1),
    ]);
    const featured = await screen.findByRole('list', { name: 'Featured Products' });
    const first = within(featured).getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText('$8.00')).toBeInTheDocument();
    expect(within(first).getByText('$10.50').tagName).toBe('S');
    expect(within(first).getByText('SALE')).toBeInTheDocument();
    expect(
      within(first).getByRole('img', { name: 'Rated 3.5 out of 5 stars' }),
    ).toBeInTheDocument();
  });

  it('when rendered, then the four category tiles link to their listings', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Shop by Category' });
    const expected = [
      ['Coffee Beans', '/category/beans'],
      ['Equipment', '/category/coffee-makers'],
      ['Accessories', '/category/accessories'],
      ['Gift Sets', '/category/gift-sets'],
    ];
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(expected.map(([, href]) => href));
    for (const [name, href] of expected) {
      expect(within(section).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await screen.findByRole('list', { name: 'Featured Products' });
  });

  it('when composed in the shop, then the account remote’s newsletter sign-up closes the page', async () => {
    renderHome(
      tenProducts,
      200,
      <RemoteWidgetProvider loader={FakeWidget}>
        <HomePage />
      </RemoteWidgetProvider>,
    );
    await screen.findByRole('list', { name: 'Featured Products' });
    const widgets = screen.getAllByRole('region', { name: 'Widget' });
    expect(widgets.map((w) => w.textContent)).toEqual([
      'membership/PlanComparison',
      'account/NewsletterSignup',
    ]);
    const trending = screen.getByRole('list', { name: 'Trending Now' });
    expect(
      Boolean(trending.compareDocumentPosition(widgets[1]!) & Node.DOCUMENT_POSITION_FOLLOWING),
    ).toBe(true);
  });

  it('when the catalog runs alone (no account remote), then no newsletter form shows that could not subscribe', async () => {
    renderHome();
    await screen.findByRole('list', { name: 'Featured Products' });
    expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });
});
