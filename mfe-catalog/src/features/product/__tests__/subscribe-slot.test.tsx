import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RemoteWidgetProvider, type RemoteWidgetProps } from '@coffee/platform';
import { HttpResponse, http } from '@coffee/platform/testing';
import { ProductPage } from '..';
import { apiProduct } from '../../../test/fixtures';
import { communityHandlers, listHandler, renderCatalog } from '../../../test/render';

/** Stands in for the shell's federated loader. */
function FakeWidget({ remote, module }: RemoteWidgetProps) {
  return (
    <section aria-label="Widget">
      {remote}/{module}
    </section>
  );
}

function renderWithWidgets(category: string) {
  const item = apiProduct(1, { name: 'Product under test', category });
  return renderCatalog(
    <RemoteWidgetProvider loader={FakeWidget}>
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>
    </RemoteWidgetProvider>,
    {
      route: `/product/${item.id}`,
      handlers: [
        http.get(`/api/products/${item.id}`, () => HttpResponse.json(item)),
        listHandler(`/api/products/category/${category}`, []),
        http.get('/api/cart', () => HttpResponse.json([])),
        ...communityHandlers(item.id),
      ],
    },
  );
}

const SLOT = '[data-widget-placeholder="cart_checkout/SubscribeBox"]';

describe('product page: the Subscribe & Save slot', () => {
  it.each(['beans', 'subscription'])(
    'when the product is of the %s category, then cart-checkout’s SubscribeBox is mounted',
    async (category) => {
      renderWithWidgets(category);
      await screen.findByRole('heading', { level: 1, name: 'Product under test' });
      expect(await screen.findByRole('region', { name: 'Widget' })).toHaveTextContent(
        'cart_checkout/SubscribeBox',
      );
    },
  );

  it('when the product is neither coffee nor a plan, then there is no slot', async () => {
    const { container } = renderWithWidgets('coffee-makers');
    await screen.findByRole('heading', { level: 1, name: 'Product under test' });
    expect(container.querySelector(SLOT)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Widget' })).toBeNull();
  });
});
