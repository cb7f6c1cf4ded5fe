import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { AdminPortalPage } from '..';
import { admin, apiProduct, withUi } from '../../../test/fixtures';

async function openProducts(body: object, status = 200) {
  const view = renderApp(<AdminPortalPage />, {
    user: admin,
    wrap: withUi,
    handlers: [http.get('/api/products', () => HttpResponse.json(body, { status }))],
  });
  await userEvent.click(screen.getByRole('tab', { name: 'Products' }));
  return view;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('admin product table', () => {
  it('when products load, then each row shows id, image, name, category, stock badge, $ price and Update Stock', async () => {
    await openProducts([
      apiProduct(1, { name: 'Kenya AA', price: 21.5, category: 'beans' }),
      apiProduct(2, {
        name: 'Burr Grinder',
        price: '129',
        inStock: false,
        category: 'accessories',
        imageUrl: null,
      }),
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
    expect(
      within(second).getByRole('img', { name: 'Burr Grinder (no photo yet)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 2 products')).toBeInTheDocument();
  });

  it('when the products are loading, then four skeleton rows show', async () => {
    renderApp(<AdminPortalPage />, {
      user: admin,
      wrap: withUi,
      handlers: [http.get('/api/products', () => HttpResponse.json([apiProduct(1)]))],
    });
    // A synchronous click: the answer has not arrived when the table first renders.
    fireEvent.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.getAllByTestId('product-skeleton-row')).toHaveLength(4);
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.queryByTestId('product-skeleton-row')).not.toBeInTheDocument();
  });

  it('when the catalog is empty, then one clear empty row shows', async () => {
    await openProducts([]);
    expect(await screen.findByText(/No products found/)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });

  it('when the call fails with 401, then the error shows in the table with a retry', async () => {
    await openProducts({ message: 'Not authenticated' }, 401);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not authenticated');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when the toolbar shows, then search, Update Inventory and the pager are as the spec says', async () => {
    const { requests } = await openProducts([apiProduct(1)]);
    await screen.findByText('Product 1');
    const search = screen.getByPlaceholderText('Search products by name or ID...');
    await userEvent.type(search, 'kenya');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Update Inventory' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const made = requests.length;
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(requests).toHaveLength(made);
    expect(screen.getByText('Product 1')).toBeInTheDocument();
  });
});
