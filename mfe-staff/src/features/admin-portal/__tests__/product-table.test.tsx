import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { AdminPortalPage } from '..';
import { admin, pageOf, sessionReady, staffProduct, withUi } from '../../../test/fixtures';

const productsAnswer = (body: object, status = 200) =>
  http.get('/api/admin/products', () => HttpResponse.json(body, { status }));

async function openProducts(handlers: RequestHandler[], user = admin) {
  const view = renderApp(<AdminPortalPage />, {
    user,
    wrap: withUi,
    handlers: [
      http.get('/api/admin/dashboard', () => HttpResponse.json({}, { status: 503 })),
      ...handlers,
    ],
  });
  await sessionReady(view.store);
  await userEvent.click(screen.getByRole('tab', { name: 'Products' }));
  return view;
}

const bodyRows = () =>
  within(within(screen.getByRole('region', { name: 'Products' })).getByRole('table'))
    .getAllByRole('row')
    .slice(1);

describe('admin product table', () => {
  it('when products load, then each row shows id, image, name, category, stock badge, $ price and Update Stock', async () => {
    const { requests } = await openProducts([
      productsAnswer(
        pageOf([
          staffProduct(1, { name: 'Kenya AA', price: '21.50' }),
          staffProduct(2, {
            name: 'Burr Grinder',
            price: '129.00',
            inStock: false,
            category: 'accessories',
            imageUrl: null,
          }),
        ]),
      ),
    ]);
    expect(await screen.findByText('Kenya AA')).toBeInTheDocument();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Product', 'Category', 'Stock Status', 'Price', 'Actions']);
    const [first, second] = bodyRows() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('64b7f0c2a1b2c3d4e5f60001')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Kenya AA' })).toHaveAttribute(
      'src',
      '/images/products/product-1.jpg',
    );
    expect(within(first).getByText('In Stock')).toBeInTheDocument();
    expect(within(first).getByText('$21.50')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Update Stock' })).toBeInTheDocument();
    expect(within(second).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(second).getByText('$129.00')).toBeInTheDocument();
    expect(within(second).getByText('Coffee Accessories')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 products')).toBeInTheDocument();
    const list = requests.find((r) => r.path === '/api/admin/products');
    expect(Object.fromEntries(list?.search ?? [])).toEqual({
      sort: 'name',
      page: '1',
      pageSize: '20',
    });
  });

  it('when the products are loading, then four skeleton rows show', async () => {
    renderApp(<AdminPortalPage />, {
      user: admin,
      wrap: withUi,
      handlers: [
        http.get('/api/admin/dashboard', () => HttpResponse.json({}, { status: 503 })),
        productsAnswer(pageOf([staffProduct(1)])),
      ],
    });
    // A synchronous click: the answer has not arrived when the table first renders.
    fireEvent.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.getAllByTestId('product-skeleton-row')).toHaveLength(4);
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.queryByTestId('product-skeleton-row')).not.toBeInTheDocument();
  });

  it('when the catalog is empty, then one clear empty row shows', async () => {
    await openProducts([productsAnswer(pageOf([]))]);
    expect(await screen.findByText(/No products found/)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });

  it('when the call fails, then the error shows with a retry', async () => {
    await openProducts([productsAnswer({ message: 'Service unavailable: catalog' }, 503)]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('503: Service unavailable: catalog');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when a search is typed, then one request goes with q once typing pauses, from page 1', async () => {
    const { requests } = await openProducts([
      http.get('/api/admin/products', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json(
          q ? pageOf([staffProduct(3, { name: 'Kenya AA' })]) : pageOf([staffProduct(1)]),
        );
      }),
    ]);
    await screen.findByText('Product 1');
    await userEvent.type(screen.getByPlaceholderText('Search products by name or ID...'), 'kenya');
    expect(await screen.findByText('Kenya AA')).toBeInTheDocument();
    const searches = requests.filter((r) => r.path === '/api/admin/products' && r.search.has('q'));
    expect(searches.map((r) => r.search.get('q'))).toEqual(['kenya']);
    expect(bodyRows()).toHaveLength(1);
  });

  it('when Next and Previous are pressed, then the pages are asked for; Previous is disabled on page 1', async () => {
    const { requests } = await openProducts([
      http.get('/api/admin/products', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(
          pageOf([staffProduct(page === 1 ? 1 : 21, { name: `On page ${page}` })], 25, page),
        );
      }),
    ]);
    await screen.findByText('On page 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('On page 2')).toBeInTheDocument();
    expect(screen.getByText('Showing 21–25 of 25 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('On page 1')).toBeInTheDocument();
    expect(
      requests.filter((r) => r.path === '/api/admin/products').map((r) => r.search.get('page')),
    ).toEqual(['1', '2']);
  });

  it('when Update Stock is saved, then the change goes to the product with mode, value and reason', async () => {
    const { requests, store } = await openProducts([
      productsAnswer(pageOf([staffProduct(1, { inventory: 12 })])),
      http.post('/api/employee/inventory/:id', () =>
        HttpResponse.json(staffProduct(1, { inventory: 40 })),
      ),
    ]);
    await screen.findByText('Product 1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Stock: Product 1' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Set to' }));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '40');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Stocktake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/employee/inventory/64b7f0c2a1b2c3d4e5f60001');
    expect(post?.body).toEqual({ mode: 'set', value: 40, reason: 'Stocktake' });
    expect(store.getState().toast.toasts[0]).toMatchObject({
      title: 'Stock updated',
      description: 'Product 1: 40 in stock.',
    });
  });

  it('when Update Stock is sent without a quantity or reason, then the contract messages show and nothing is sent', async () => {
    const { requests } = await openProducts([productsAnswer(pageOf([staffProduct(1)]))]);
    await screen.findByText('Product 1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Stock' }));
    expect(screen.getByText('Quantity must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Please give a reason')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('when the server refuses a stock change, then its message shows and is toasted', async () => {
    const { store } = await openProducts([
      productsAnswer(pageOf([staffProduct(1, { inventory: 1 })])),
      http.post('/api/employee/inventory/:id', () =>
        HttpResponse.json({ message: 'Stock cannot go below zero' }, { status: 409 }),
      ),
    ]);
    await screen.findByText('Product 1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Stock' }));
    await userEvent.type(screen.getByLabelText('Quantity'), '-5');
    await userEvent.type(screen.getByLabelText('Reason'), 'Breakage');
    await userEvent.click(screen.getByRole('button', { name: 'Save Stock' }));
    expect(await screen.findByText('Stock cannot go below zero')).toBeInTheDocument();
    expect(store.getState().toast.toasts[0]).toMatchObject({
      title: 'Could not update stock',
      description: 'Stock cannot go below zero',
      variant: 'destructive',
    });
  });

  it('when Update Inventory applies to chosen products, then one bulk change goes with their lines', async () => {
    const { requests } = await openProducts([
      productsAnswer(pageOf([staffProduct(1), staffProduct(2), staffProduct(3)])),
      http.post('/api/employee/inventory', () =>
        HttpResponse.json({ items: [staffProduct(1), staffProduct(3)] }),
      ),
    ]);
    await screen.findByText('Product 1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Inventory' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Inventory' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to Chosen Products' }));
    expect(within(dialog).getByText('Choose at least one product')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Product 1/ }));
    await userEvent.type(within(dialog).getByLabelText('Quantity for Product 1'), '24');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Product 3/ }));
    await userEvent.type(within(dialog).getByLabelText('Quantity for Product 3'), '-2');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Delivery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to Chosen Products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      mode: 'adjust',
      lines: [
        { productId: '64b7f0c2a1b2c3d4e5f60001', value: 24 },
        { productId: '64b7f0c2a1b2c3d4e5f60003', value: -2 },
      ],
      reason: 'Delivery',
    });
  });

  it('when the table shows on a narrow screen, then it scrolls sideways with the ID column pinned', async () => {
    await openProducts([productsAnswer(pageOf([staffProduct(1)]))]);
    await screen.findByText('Product 1');
    const region = screen.getByRole('region', { name: 'Products' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('data-pinned-column', 'first');
  });
});
