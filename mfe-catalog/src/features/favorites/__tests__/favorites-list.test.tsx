import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@coffee/platform';
import { HttpResponse, http, makeUser, type RecordedRequest } from '@coffee/platform/testing';
import { FavoritesList } from '..';
import { apiProduct, type ProductInput } from '../../../test/fixtures';
import { renderCatalog } from '../../../test/render';

const writes = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);

function renderList(
  products: ProductInput[],
  user: ReturnType<typeof makeUser> | null = makeUser(),
) {
  let saved = [...products];
  return renderCatalog(<FavoritesList />, {
    user,
    handlers: [
      http.get('/api/favorites', () => HttpResponse.json(saved)),
      http.delete('/api/favorites/:id', ({ params }) => {
        saved = saved.filter((p) => p.id !== params.id);
        return HttpResponse.json({ productId: params.id, isFavorite: false });
      }),
      http.post('/api/cart', () => HttpResponse.json({ id: 'line-1' }, { status: 201 })),
      http.get('/api/cart', () => HttpResponse.json([])),
    ],
  });
}

describe('FavoritesList widget', () => {
  it('when there are no favorites, then No favorites yet and Browse Products to /category/all', async () => {
    renderList([]);
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/category/all',
    );
  });

  it('when loading, then a placeholder shows, then the products with price and a link', async () => {
    renderList([apiProduct(1, { name: 'Kenya AA', price: '21.00' })]);
    expect(screen.getByLabelText('Loading favorites')).toBeInTheDocument();
    const row = await screen.findByRole('listitem', { name: 'Kenya AA' });
    expect(within(row).getByRole('link', { name: 'Kenya AA' })).toHaveAttribute(
      'href',
      `/product/${apiProduct(1).id}`,
    );
    expect(within(row).getByText('$21.00')).toBeInTheDocument();
  });

  it('when a member and a Standard shopper see a coffee with 10% off, then the member gets the Direct+ price, the other the teaser', async () => {
    const coffee = apiProduct(1, { name: 'Kenya AA', price: '21.00', memberDiscountPercent: 10 });
    const member = renderList([coffee], makeUser({ isDirectPlus: true }));
    let row = await screen.findByRole('listitem', { name: 'Kenya AA' });
    expect(within(row).getByText('$18.90')).toHaveTextContent('Direct+ price $18.90');
    expect(within(row).getByText('Regular $21.00')).toBeInTheDocument();
    member.unmount();

    renderList([coffee], makeUser());
    row = await screen.findByRole('listitem', { name: 'Kenya AA' });
    expect(within(row).getByText('$21.00')).toBeInTheDocument();
    expect(within(row).getByText('Direct+ price $18.90')).toBeInTheDocument();
  });

  it('when Add to Cart is clicked, then one is added through the cart', async () => {
    const { requests } = renderList([apiProduct(1, { name: 'Kenya AA' })]);
    const row = await screen.findByRole('listitem', { name: 'Kenya AA' });
    await userEvent.click(within(row).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(writes(requests)).toEqual([
        ['POST', '/api/cart', { productId: apiProduct(1).id, quantity: 1 }],
      ]),
    );
  });

  it('when a product is out of stock, then it cannot be added', async () => {
    renderList([apiProduct(2, { name: 'Gone', inStock: false })]);
    const row = await screen.findByRole('listitem', { name: 'Gone' });
    expect(within(row).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('when Remove is clicked, then the favorite is deleted and the list reads again', async () => {
    const { requests, store } = renderList([
      apiProduct(1, { name: 'Kenya AA' }),
      apiProduct(2, { name: 'House Blend' }),
    ]);
    const row = await screen.findByRole('listitem', { name: 'Kenya AA' });
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Kenya AA' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: 'House Blend' })).toBeInTheDocument();
    expect(writes(requests)).toEqual([['DELETE', `/api/favorites/${apiProduct(1).id}`, undefined]]);
    expect(selectToasts(store.getState()).map((t) => t.title)).toEqual(['Removed from favorites']);
  });

  it('when the list cannot be loaded, then a message and a retry show', async () => {
    renderCatalog(<FavoritesList />, {
      user: makeUser(),
      handlers: [
        http.get('/api/favorites', () =>
          HttpResponse.json({ message: 'The catalog service is unavailable' }, { status: 503 }),
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your favorites right now.",
    );
  });

  it('when signed out, then it asks nothing and says to sign in', async () => {
    const { requests } = renderList([], null);
    expect(await screen.findByText('Sign in to see your favorites.')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/favorites')).toBe(false);
  });
});
