import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { MAX_LINE_QUANTITY } from '@coffee/contracts';
import { selectToasts } from '@coffee/platform';
import {
  HttpResponse,
  http,
  makeUser,
  server,
  type RecordedRequest,
  type RequestHandler,
} from '@coffee/platform/testing';
import { ProductPage } from '..';
import { apiProduct, type ProductInput } from '../../../test/fixtures';
import {
  communityHandlers,
  holdRequests,
  listHandler,
  renderCatalog,
  sessionKnown,
} from '../../../test/render';

const product = (overrides: Partial<ProductInput> = {}) =>
  apiProduct(1, {
    name: 'Ethiopian Yirgacheffe',
    description: 'Bright and floral, with notes of bergamot and jasmine.',
    price: '18.99',
    rating: '4.5',
    reviewCount: 214,
    unitSize: '12 oz',
    ...overrides,
  });
const ID = product().id;

interface Options {
  item?: ProductInput;
  user?: ReturnType<typeof makeUser> | null;
  related?: ProductInput[];
  status?: number;
  route?: string;
  /** Answers that win over the page's usual ones (a slow session, say). */
  handlers?: RequestHandler[];
}

function renderProduct({
  item = product(),
  user = null,
  related = [],
  status = 200,
  route = `/product/${ID}`,
  handlers = [],
}: Options = {}) {
  const category = String(item.category).toLowerCase();
  return renderCatalog(
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
    </Routes>,
    {
      route,
      user,
      handlers: [
        ...handlers,
        http.get(`/api/products/${ID}`, () =>
          status === 200
            ? HttpResponse.json(item)
            : HttpResponse.json(
                { message: status === 404 ? 'Product not found' : 'The service is unavailable' },
                { status },
              ),
        ),
        listHandler(`/api/products/category/${category}`, related),
        http.post('/api/cart', () => HttpResponse.json({ id: 'line-1' }, { status: 201 })),
        http.get('/api/cart', () => HttpResponse.json([])),
        ...communityHandlers(ID),
      ],
    },
  );
}

const cartPosts = (calls: readonly RecordedRequest[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/cart').map((c) => c.body);

describe('product page: what it shows', () => {
  it('when loading, then a spinner shows; when loaded, the product heading and the tab title', async () => {
    renderProduct();
    expect(screen.getByRole('status', { name: 'Loading product' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ethiopian Yirgacheffe' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading product' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ethiopian Yirgacheffe | Brew Haven'));
  });

  it('when loaded, then the breadcrumb reads Home > category > name, the category linking to its listing', async () => {
    renderProduct();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Coffee Beans', 'Ethiopian Yirgacheffe']);
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Coffee Beans' })).toHaveAttribute(
      'href',
      '/category/beans',
    );
    expect(within(crumbs).getByText('Ethiopian Yirgacheffe')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('when the category arrives capitalised, then the breadcrumb links to the lowercased category', async () => {
    renderProduct({ item: product({ category: 'Espresso' }) });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Espresso' })).toHaveAttribute(
      'href',
      '/category/espresso',
    );
  });

  it('when loaded, then image with badges, stars with review count, price, unit size and description show', async () => {
    renderProduct({
      item: product({ isBestseller: true, isSale: true, price: '15.99', originalPrice: '18.99' }),
    });
    const image = await screen.findByRole('img', { name: 'Ethiopian Yirgacheffe' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '600');
    const badges = screen.getByRole('list', { name: 'Product highlights' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['BESTSELLER', 'SALE']);
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5 stars' });
    expect(stars).toHaveAttribute('data-full', '4');
    expect(stars).toHaveAttribute('data-half', '1');
    expect(screen.getByText('(214 reviews)', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('$15.99')).toBeInTheDocument();
    expect(screen.getByText('$18.99').tagName).toBe('S');
    expect(screen.getByText('Size: 12 oz')).toBeInTheDocument();
    expect(
      screen.getByText('Bright and floral, with notes of bergamot and jasmine.'),
    ).toBeInTheDocument();
  });

  it('when the rating is missing, then five empty stars and 0.0 show', async () => {
    renderProduct({ item: product({ rating: null, reviewCount: 0 }) });
    const stars = await screen.findByRole('img', { name: 'Rated 0 out of 5 stars' });
    expect(stars).toHaveAttribute('data-empty', '5');
    expect(screen.getByText('0.0')).toBeInTheDocument();
  });

  it('when loaded, then the three notes show', async () => {
    renderProduct();
    const notes = await screen.findByRole('list', { name: 'Our promise' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '30-day money-back guarantee',
      'Free shipping on orders over $50',
      'Easy returns within 30 days',
    ]);
  });
});

describe('product page: Direct+ panel', () => {
  it('when a member views an eligible product, then FREE delivery on this item! shows', async () => {
    renderProduct({ user: makeUser({ username: 'member', isDirectPlus: true }) });
    expect(await screen.findByText('FREE delivery on this item!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join Direct+' })).not.toBeInTheDocument();
  });

  it('when a non-member views an eligible product, then a prompt links to /direct-plus', async () => {
    renderProduct({ user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Join Direct+' })).toHaveAttribute(
      'href',
      '/direct-plus',
    );
    expect(screen.queryByText('FREE delivery on this item!')).not.toBeInTheDocument();
  });

  it('when the product is not eligible, then there is no Direct+ panel', async () => {
    const { store } = renderProduct({
      item: product({ isDirectPlusEligible: false }),
      user: makeUser({ isDirectPlus: true }),
    });
    await screen.findByRole('heading', { level: 1 });
    await sessionKnown(store);
    expect(screen.queryByText('FREE delivery on this item!')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join Direct+' })).not.toBeInTheDocument();
  });
});

describe('product page: quantity and Add to Cart', () => {
  it('when the stepper is used, then it starts at 1, never goes below 1, and the chosen quantity is added', async () => {
    const { requests, store } = renderProduct({ user: makeUser() });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(quantity).toHaveValue('1');
    expect(minus).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue('3');
    await userEvent.click(minus);
    expect(quantity).toHaveValue('2');
    await sessionKnown(store);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(cartPosts(requests)).toEqual([{ productId: ID, quantity: 2 }]));
  });

  it('when a quantity is typed, then it is held between 1 and the most a cart line may hold', async () => {
    renderProduct();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '250');
    await userEvent.tab();
    expect(quantity).toHaveValue(String(MAX_LINE_QUANTITY));
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.tab();
    expect(quantity).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('when Add to Cart is pressed, then it is disabled until the add finishes', async () => {
    const { store, requests } = renderProduct({ user: makeUser() });
    await screen.findByRole('heading', { level: 1 });
    await sessionKnown(store);
    const held = holdRequests('POST', '/api/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Adding…' })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(cartPosts(requests)).toEqual([{ productId: ID, quantity: 1 }]);
  });

  it('when Add to Cart is clicked before the session has answered, then the button stays busy and the item is added for the signed-in shopper', async () => {
    // A phone on a slow network: the product arrives, the session answer much later.
    let answerSession: () => void = () => {};
    const sessionHeld = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const { requests, store } = renderProduct({
      handlers: [
        http.get('/api/user', async () => {
          await sessionHeld;
          return HttpResponse.json(makeUser({ username: 'casey' }));
        }),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Ethiopian Yirgacheffe' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const busy = await screen.findByRole('button', { name: 'Adding…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(cartPosts(requests)).toEqual([]);

    answerSession();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(cartPosts(requests)).toEqual([{ productId: ID, quantity: 1 }]);
    const titles = selectToasts(store.getState()).map((toast) => toast.title);
    expect(titles).toEqual(['Item added to cart']);
  });

  it('when the product is out of stock, then Out of Stock shows and nothing can be added', async () => {
    renderProduct({ item: product({ inStock: false }), user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
  });
});

describe('product page: related products and details', () => {
  it('when the category has other products, then up to four of them show, never the product itself', async () => {
    const others = [2, 3, 4, 5, 6].map((n) => apiProduct(n));
    const { requests } = renderProduct({ related: [product(), ...others] });
    const related = await screen.findByRole('list', { name: 'You might also like' });
    expect(
      within(related)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Product 2', 'Product 3', 'Product 4', 'Product 5']);
    const call = requests.find((c) => c.path === '/api/products/category/beans');
    expect(Object.fromEntries(call?.search ?? [])).toEqual({ limit: '5' });
  });

  it('when the product is the only one of its category, then there is no related section', async () => {
    const { requests } = renderProduct({ related: [product()] });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(requests.some((c) => c.path === '/api/products/category/beans')).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'You might also like' })).not.toBeInTheDocument();
  });

  it.each([
    ['beans', 'Roasted in small batches and shipped within 48 hours of roasting'],
    ['coffee-makers', 'Covered by a one-year manufacturer warranty'],
    ['accessories', 'Hand-picked and tested by our baristas'],
    ['gift-sets', 'Hand-picked and tested by our baristas'],
    ['deals', 'Backed by our 30-day money-back guarantee'],
  ])(
    'when the category is %s, then Product Details lists its features',
    async (category, feature) => {
      renderProduct({ item: product({ category }) });
      const section = await screen.findByRole('region', { name: 'Product Details' });
      expect(within(section).getByRole('list', { name: 'Features' })).toHaveTextContent(feature);
      expect(within(section).getByText('SKU-1')).toBeInTheDocument();
    },
  );
});

describe('product page: missing product', () => {
  it('when the product does not exist, then Product Not Found with a link home', async () => {
    renderProduct({ status: 404 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The product you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Product Not Found | Brew Haven'));
  });

  it('when the id cannot be a product id, then Product Not Found shows without asking the service', async () => {
    const { requests } = renderProduct({ route: '/product/not-a-real-id' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }),
    ).toBeInTheDocument();
    expect(requests.filter((c) => c.path.startsWith('/api/products'))).toEqual([]);
  });

  it('when the answer does not match the product contract, then a message says so instead of a broken page', async () => {
    renderProduct({ item: { ...product(), price: 'free' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer this page does not understand.',
    );
  });

  it('when the service fails, then a message with the error text and a retry show, and retrying loads the product', async () => {
    renderProduct({ status: 503 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load this product right now.",
    );
    expect(screen.getByRole('alert')).toHaveTextContent('503: The service is unavailable');
    server.use(http.get(`/api/products/${ID}`, () => HttpResponse.json(product())));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ethiopian Yirgacheffe' }),
    ).toBeInTheDocument();
  });
});
