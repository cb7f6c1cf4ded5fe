import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigationType } from 'react-router-dom';
import { HttpResponse, http, makeUser, type RecordedRequest } from '@coffee/platform/testing';
import { ProductPage } from '..';
import { apiProduct, beanWithVariants, type ProductInput } from '../../../test/fixtures';
import {
  communityHandlers,
  listHandler,
  LocationProbe,
  renderCatalog,
  sessionKnown,
} from '../../../test/render';

const BEAN = beanWithVariants(1, { name: 'Ethiopia Yirgacheffe' });
const ID = BEAN.id!;

/** How the last URL change was made: REPLACE keeps Back from stepping through every pick. */
function NavigationProbe() {
  return <output data-testid="navigation">{useNavigationType()}</output>;
}

function renderBean(
  item: ProductInput = BEAN,
  query = '',
  user: ReturnType<typeof makeUser> | null = null,
) {
  return renderCatalog(
    <Routes>
      <Route
        path="/product/:id"
        element={
          <>
            <ProductPage />
            <LocationProbe />
            <NavigationProbe />
          </>
        }
      />
    </Routes>,
    {
      route: `/product/${ID}${query}`,
      user,
      handlers: [
        http.get(`/api/products/${ID}`, () => HttpResponse.json(item)),
        listHandler(`/api/products/category/beans`, []),
        http.post('/api/cart', () => HttpResponse.json({ id: 'line-1' }, { status: 201 })),
        http.get('/api/cart', () => HttpResponse.json([])),
        ...communityHandlers(ID),
      ],
    },
  );
}

const group = (name: string) => screen.getByRole('group', { name });
const price = () => screen.getByText(/^\$\d+\.\d\d$/);
const location = () => screen.getByTestId('location').textContent;
const cartPosts = (calls: readonly RecordedRequest[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/cart').map((c) => c.body);

describe('product page: bag size and grind', () => {
  it('when a bean opens without a choice, then its default bag is checked in two labelled radio groups and priced', async () => {
    renderBean();
    await screen.findByRole('heading', { level: 1, name: 'Ethiopia Yirgacheffe' });
    const sizes = within(group('Bag size')).getAllByRole('radio');
    expect(sizes.map((r) => r.closest('label')?.textContent)).toEqual([
      '12 oz',
      '2 lb',
      '5 lb, Sold out',
    ]);
    expect(within(group('Bag size')).getByRole('radio', { name: '12 oz' })).toBeChecked();
    expect(within(group('Grind')).getByRole('radio', { name: 'Whole bean' })).toBeChecked();
    expect(within(group('Grind')).getAllByRole('radio')).toHaveLength(3);
    expect(price()).toHaveTextContent('$18.99');
    expect(screen.getAllByText('In Stock')).toHaveLength(2); // beside the price, in the details
    // Nothing chosen yet: the URL stays as it was opened.
    expect(location()).toBe(`/product/${ID}`);
  });

  it('when 2 lb and pour-over are picked with the arrow keys, then price, URL and the details follow, replacing the history entry', async () => {
    renderBean();
    const twelve = await screen.findByRole('radio', { name: '12 oz' });
    await waitFor(() => expect(twelve).toBeEnabled());
    twelve.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '2 lb' })).toBeChecked();
    expect(price()).toHaveTextContent('$45.99');
    expect(location()).toBe(`/product/${ID}?variant=2lb-whole-bean`);

    screen.getByRole('radio', { name: 'Whole bean' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Pour-over' })).toBeChecked();
    expect(location()).toBe(`/product/${ID}?variant=2lb-pour-over`);
    expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
    expect(price()).toHaveTextContent('$45.99');
    const details = screen.getByRole('region', { name: 'Product Details' });
    expect(details).toHaveTextContent('SKU-1-2LB-POUR-OVER');
    expect(details).toHaveTextContent('GrindPour-over');
  });

  it('when a shared link names a variant, then that bag is shown: its price, stock, picture', async () => {
    renderBean(BEAN, '?variant=5lb-drip');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('radio', { name: '5 lb' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Drip' })).toBeChecked();
    expect(price()).toHaveTextContent('$104.99');
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ethiopia Yirgacheffe' })).toHaveAttribute(
      'src',
      expect.stringContaining('product-1-5lb'),
    );
  });

  it('when the link names a variant the product does not sell, then the default one is shown', async () => {
    renderBean(BEAN, '?variant=9lb-turkish');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('radio', { name: '12 oz' })).toBeChecked();
    expect(price()).toHaveTextContent('$18.99');
  });

  it('when a sold-out combination is picked, then it is marked, reads Out of Stock and cannot be added', async () => {
    renderBean();
    const five = await screen.findByRole('radio', { name: /5 lb/ });
    await waitFor(() => expect(five).toBeEnabled());
    // Readable and selectable, named as sold out.
    expect(five.closest('label')).toHaveTextContent('5 lb, Sold out');
    await userEvent.click(five);
    expect(location()).toBe(`/product/${ID}?variant=5lb-whole-bean`);
    expect(screen.getAllByText('Out of Stock')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    // With 5 lb chosen, only drip is in stock: the other grinds read sold out.
    expect(screen.getByRole('radio', { name: /Drip/ }).closest('label')).toHaveTextContent('Drip');
    expect(screen.getByRole('radio', { name: /Pour-over/ }).closest('label')).toHaveTextContent(
      'Pour-over, Sold out',
    );
  });

  it('when Add to Cart is clicked, then the chosen variant is added', async () => {
    const { requests, store } = renderBean(BEAN, '?variant=2lb-pour-over', makeUser());
    await screen.findByRole('heading', { level: 1 });
    await sessionKnown(store);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(cartPosts(requests)).toEqual([
        { productId: ID, variantId: '2lb-pour-over', quantity: 1 },
      ]),
    );
  });

  it('when a bean carries coffee data, then origin, roast scale, process, altitude, notes, brewing and the next roast show', async () => {
    renderBean();
    const about = await screen.findByRole('region', { name: 'About this coffee' });
    expect(within(about).getByText('Yirgacheffe, Ethiopia')).toBeInTheDocument();
    expect(within(about).getByRole('img', { name: 'Light roast, 1 of 5' })).toBeInTheDocument();
    expect(within(about).getByText('Washed')).toBeInTheDocument();
    expect(within(about).getByText('1,900–2,200 m')).toBeInTheDocument();
    expect(
      within(within(about).getByRole('list', { name: 'Flavour notes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bergamot', 'Jasmine', 'Lemon']);
    expect(within(about).getByText('Pour-over: 22 g to 350 g water')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Best enjoyed within four weeks of the roast date. Next roast: December 1, 2026',
      ),
    ).toBeInTheDocument();
  });

  it('when no roast is planned, then the roast-date note stays as it was', async () => {
    renderBean(beanWithVariants(1, { nextRoastDate: null }));
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText('Best enjoyed within four weeks of the roast date'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Next roast/)).not.toBeInTheDocument();
  });

  it('when a product is sold one way only (equipment), then there are no pickers and no coffee panel, and the add names no variant', async () => {
    const grinder = apiProduct(1, {
      name: 'Burr Grinder',
      category: 'accessories',
      price: '89.00',
    });
    const { requests, store } = renderCatalog(
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>,
      {
        route: `/product/${ID}`,
        user: makeUser(),
        handlers: [
          http.get(`/api/products/${ID}`, () => HttpResponse.json(grinder)),
          listHandler(`/api/products/category/accessories`, []),
          http.post('/api/cart', () => HttpResponse.json({ id: 'line-1' }, { status: 201 })),
          http.get('/api/cart', () => HttpResponse.json([])),
          ...communityHandlers(ID),
        ],
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Burr Grinder' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About this coffee' })).not.toBeInTheDocument();
    expect(price()).toHaveTextContent('$89.00');
    await sessionKnown(store);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(cartPosts(requests)).toEqual([{ productId: ID, quantity: 1 }]));
  });
});
