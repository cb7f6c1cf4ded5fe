import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { productSchema, releaseText, type PublicUser } from '@coffee/contracts';
import {
  HttpResponse,
  http,
  makeUser,
  type RecordedRequest,
  type RequestHandler,
} from '@coffee/platform/testing';
import { ProductPage } from '..';
import { ProductCard } from '../../../shared/products/components/product-card';
import { apiProduct, type ProductInput } from '../../../test/fixtures';
import { communityHandlers, listHandler, renderCatalog } from '../../../test/render';

const HOUR_MS = 3600_000;
const MEMBER = makeUser({ username: 'member', isDirectPlus: true });
const STANDARD = makeUser({ username: 'standard', isDirectPlus: false });
const releasedIn = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

function renderPage(item: ProductInput, user: PublicUser | null, handlers: RequestHandler[] = []) {
  const id = item.id!;
  return renderCatalog(
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
    </Routes>,
    {
      route: `/product/${id}`,
      user,
      handlers: [
        ...handlers,
        http.get(`/api/products/${id}`, () => HttpResponse.json(item)),
        listHandler(`/api/products/category/${item.category ?? 'beans'}`, []),
        http.get('/api/cart', () => HttpResponse.json([])),
        ...communityHandlers(id),
      ],
    },
  );
}
const cartPosts = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/cart');

describe('early access (issue 30, item 2)', () => {
  it('when a Standard shopper opens a product in its members’ early window, then it says when it comes and that members have early access, and Add to Cart is not offered', async () => {
    const releaseAt = releasedIn(10);
    const { requests } = renderPage(apiProduct(41, { releaseAt }), STANDARD);
    expect(
      await screen.findByText(
        `Coming ${releaseText(releaseAt)} - Direct+ members have early access`,
      ),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Direct+ Early Access' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(cartPosts(requests)).toHaveLength(0);
    expect(screen.getByText('EARLY ACCESS')).toBeInTheDocument();
  });

  it('when a member opens it, then they can add it now and are told when everyone can', async () => {
    const releaseAt = releasedIn(10);
    const { requests } = renderPage(apiProduct(42, { releaseAt }), MEMBER, [
      http.post('/api/cart', () => HttpResponse.json({}, { status: 201 })),
    ]);
    expect(
      await screen.findByText(
        `Direct+ early access: on sale to everyone from ${releaseText(releaseAt)}`,
      ),
    ).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await waitFor(() => expect(cartPosts(requests)).toHaveLength(1));
  });

  it('when it is further away than the early window, then nobody can add it, members included, and the page says from when members can', async () => {
    const releaseAt = releasedIn(30);
    renderPage(apiProduct(43, { releaseAt }), MEMBER);
    expect(
      await screen.findByText(/^Coming .* - Direct\+ members can buy it from /),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    expect(screen.getByText('COMING SOON')).toBeInTheDocument();
  });

  it('when its release time has passed, then it is an ordinary product', async () => {
    renderPage(apiProduct(44, { releaseAt: releasedIn(-1) }), STANDARD);
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByText(/Coming /)).toBeNull();
    expect(screen.queryByText('EARLY ACCESS')).toBeNull();
  });

  it('when a card shows a product in its early window, then it carries the badge and only a member’s card can add it', async () => {
    const product = productSchema.parse(apiProduct(45, { releaseAt: releasedIn(5) }));
    for (const [user, name] of [
      [STANDARD, 'Direct+ Early Access'],
      [MEMBER, 'Add to Cart'],
    ] as const) {
      const view = renderCatalog(<ProductCard product={product} />, {
        user,
        handlers: [http.get('/api/favorites/ids', () => HttpResponse.json([]))],
      });
      const card = view.container;
      expect(within(card).getByText('EARLY ACCESS')).toBeInTheDocument();
      const button = await within(card).findByRole('button', { name });
      if (user === STANDARD) expect(button).toBeDisabled();
      else await waitFor(() => expect(button).toBeEnabled());
      view.unmount();
    }
  });
});
