import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productSchema } from '@coffee/contracts';
import { HttpResponse, http, makeUser, type RecordedRequest } from '@coffee/platform/testing';
import { ProductCard } from '../components/product-card';
import { apiProduct, type ProductInput } from '../../../test/fixtures';
import { communityHandlers, holdRequests, renderCatalog } from '../../../test/render';

function renderCard(
  overrides: Partial<ProductInput> = {},
  { eager = false, signedIn = true } = {},
) {
  const product = productSchema.parse(apiProduct(7, overrides));
  const view = renderCatalog(<ProductCard product={product} eager={eager} />, {
    user: signedIn ? makeUser() : null,
    handlers: [
      http.post('/api/cart', () => HttpResponse.json({ id: 'line-1' }, { status: 201 })),
      http.get('/api/cart', () => HttpResponse.json([])),
      ...communityHandlers(),
    ],
  });
  return { ...view, product, card: screen.getByRole('article') };
}

const cartPosts = (calls: readonly RecordedRequest[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/cart');

describe('product card', () => {
  it('when rendered, then it shows image, name, price, stars and links to /product/{id}', () => {
    const { product, card } = renderCard({
      name: 'Kenya AA',
      price: 21.5,
      rating: '4.0',
      unitSize: '12 oz',
    });
    expect(within(card).getByRole('link', { name: 'Kenya AA' })).toHaveAttribute(
      'href',
      `/product/${product.id}`,
    );
    expect(within(card).getByText('$21.50')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
    expect(within(card).getByText('12 oz')).toBeInTheDocument();
  });

  it('when rendered, then the image reserves its space and loads lazily unless above the fold', () => {
    const { card } = renderCard({ name: 'Kenya AA' });
    const image = within(card).getByRole('img', { name: 'Kenya AA' });
    // A rendition at the width the card is shown: half a phone's screen, a quarter of a desktop's.
    expect(image).toHaveAttribute('src', '/api/products/images/product-7.svg?w=480');
    expect(image.getAttribute('srcset')).toContain('/api/products/images/product-7.svg?w=320 320w');
    expect(image).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 290px, (min-width: 768px) 25vw, 50vw',
    );
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('when the card is above the fold, then its image loads at once', () => {
    const { card } = renderCard({ name: 'Kenya AA' }, { eager: true });
    expect(within(card).getByRole('img', { name: 'Kenya AA' })).toHaveAttribute('loading', 'eager');
  });

  it('when the product has every flag, then BESTSELLER, NEW and SALE badges show', () => {
    const { card } = renderCard({
      isBestseller: true,
      isNew: true,
      isSale: true,
      originalPrice: '30.00',
    });
    const badges = within(card).getByRole('list', { name: 'Product highlights' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['BESTSELLER', 'NEW', 'SALE']);
  });

  it('when the product has one flag, then only its badge shows; with none, no badge list', () => {
    renderCard({ isNew: true });
    expect(
      within(screen.getByRole('list', { name: 'Product highlights' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['NEW']);
  });

  it('when the product has no flags, then no badge shows', () => {
    const { card } = renderCard();
    expect(
      within(card).queryByRole('list', { name: 'Product highlights' }),
    ).not.toBeInTheDocument();
  });

  it('when on sale, then the original price is struck through beside the price', () => {
    const { card } = renderCard({ price: '12.49', originalPrice: 14.99, isSale: true });
    const struck = within(card).getByText('$14.99');
    expect(struck.tagName).toBe('S');
    expect(struck).toHaveTextContent('Original price $14.99');
    expect(within(card).getByText('$12.49')).toBeInTheDocument();
  });

  it('when not on sale, then an original price is not shown', () => {
    const { card } = renderCard({ originalPrice: '14.99', isSale: false });
    expect(within(card).queryByText('$14.99')).not.toBeInTheDocument();
  });

  it('when the rating arrives as text, then the stars read it: "4.5" is 4 whole and a half', () => {
    const { card } = renderCard({ rating: '4.5' });
    const stars = within(card).getByRole('img', { name: 'Rated 4.5 out of 5 stars' });
    expect(stars).toHaveAttribute('data-full', '4');
    expect(stars).toHaveAttribute('data-half', '1');
    expect(stars).toHaveAttribute('data-empty', '0');
  });

  it('when the image is missing or fails to load, then a drawn fallback shows', () => {
    const { card } = renderCard({ name: 'Mystery Blend' });
    fireEvent.error(within(card).getByRole('img', { name: 'Mystery Blend' }));
    expect(
      within(card).getByRole('img', { name: 'Mystery Blend (no photo yet)' }),
    ).toBeInTheDocument();
  });

  it('when Add to Cart is clicked, then one of the product is added, and the button is disabled while it runs', async () => {
    const { card, product, requests } = renderCard();
    const held = holdRequests('POST', '/api/cart');
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(await within(card).findByRole('button', { name: 'Adding…' })).toBeDisabled();
    held.release();
    expect(await within(card).findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(cartPosts(requests).map((c) => c.body)).toEqual([
      { productId: product.id, quantity: 1 },
    ]);
  });

  it('when Add to Cart is clicked before the session has answered, then it stays busy until then and adds one for the signed-in shopper', async () => {
    const { card, product, requests } = renderCard();
    // The card asks for the session only when clicked: hold that answer.
    const session = holdRequests('GET', '/api/user');
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    const busy = await within(card).findByRole('button', { name: 'Adding…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(cartPosts(requests)).toHaveLength(0);
    session.release();
    expect(await within(card).findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(cartPosts(requests).map((c) => c.body)).toEqual([
      { productId: product.id, quantity: 1 },
    ]);
  });

  it('when the product is out of stock, then its button says so and cannot add', async () => {
    const { card, requests } = renderCard({ inStock: false });
    const button = within(card).getByRole('button', { name: 'Out of Stock' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(cartPosts(requests)).toHaveLength(0);
  });

  it('when signed out, then Add to Cart asks to sign in instead of calling the cart', async () => {
    const { card, requests } = renderCard({}, { signedIn: false });
    const opened = jest.fn();
    document.addEventListener('open-cart', opened);
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    document.removeEventListener('open-cart', opened);
    expect(cartPosts(requests)).toHaveLength(0);
  });

  it('when its bags are priced apart, then it reads "from" the lowest price, and a coffee shows its roast', () => {
    const { card } = renderCard({
      price: '18.99',
      minPrice: '18.99',
      maxPrice: '104.99',
      roastLevel: 'medium-dark',
    });
    expect(within(card).getByText('$18.99').closest('p')).toHaveTextContent('from $18.99');
    expect(
      within(card).getByRole('img', { name: 'Medium-dark roast, 4 of 5' }),
    ).toBeInTheDocument();
  });

  it('when every bag costs the same (or there is one), then the price reads as before, with no roast for equipment', () => {
    const { card } = renderCard({
      category: 'accessories',
      price: '24.00',
      minPrice: '24.00',
      maxPrice: '24.00',
    });
    expect(within(card).getByText('$24.00').closest('p')).toHaveTextContent(/^\$24\.00$/);
    expect(within(card).queryByText(/from/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /roast/ })).not.toBeInTheDocument();
  });
});
