import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProductCard } from '../components/product-card';
import { productSchema } from '../model/product';
import { apiProduct, withUi } from '../../../test/fixtures';

function renderCard(overrides: Parameters<typeof apiProduct>[1] = {}) {
  const product = productSchema.parse(apiProduct(7, overrides));
  render(withUi(<MemoryRouter><ProductCard product={product} /></MemoryRouter>));
  return { product, card: screen.getByRole('article') };
}

describe('product card', () => {
  it('when rendered, then it shows image, name, price, stars and links to /product/{id}', () => {
    const { product, card } = renderCard({ name: 'Kenya AA', price: 21.5, rating: '4.0' });
    expect(within(card).getByRole('img', { name: 'Kenya AA' })).toHaveAttribute('src', '/images/products/product-7.jpg');
    expect(within(card).getByRole('link', { name: 'Kenya AA' })).toHaveAttribute('href', `/product/${product.id}`);
    expect(within(card).getByText('$21.50')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
  });

  it('when the product has every flag, then BESTSELLER, NEW and SALE badges show', () => {
    const { card } = renderCard({ isBestseller: true, isNew: true, isSale: true, originalPrice: '30.00' });
    const badges = within(card).getByRole('list', { name: 'Product highlights' });
    expect(within(badges).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['BESTSELLER', 'NEW', 'SALE']);
  });

  it('when the product has no flags, then no badge shows', () => {
    const { card } = renderCard();
    expect(within(card).queryByRole('list', { name: 'Product highlights' })).not.toBeInTheDocument();
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

  it('when the image is missing or fails to load, then a drawn fallback shows', () => {
    const { card } = renderCard({ name: 'Mystery Blend' });
    fireEvent.error(within(card).getByRole('img', { name: 'Mystery Blend' }));
    expect(within(card).getByRole('img', { name: 'Mystery Blend (no photo yet)' })).toBeInTheDocument();
  });
});
