import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { PublicUser } from '@coffee/contracts';
import { HttpResponse, http, makeUser, type RequestHandler } from '@coffee/platform/testing';
import { ProductPage } from '..';
import { beanWithVariants, type ProductInput } from '../../../test/fixtures';
import { communityHandlers, listHandler, renderCatalog, sessionKnown } from '../../../test/render';

/** 12 oz $18.99, 2 lb $45.99, 5 lb $104.99; members pay 10% less: $17.09, $41.39, $94.49. */
const BEAN = beanWithVariants(1, { name: 'Ethiopia Yirgacheffe', memberDiscountPercent: 10 });
const ID = BEAN.id!;
const MEMBER = makeUser({ username: 'member', isDirectPlus: true });

function renderBean({
  item = BEAN,
  user = null,
  query = '',
  handlers = [],
}: {
  item?: ProductInput;
  user?: PublicUser | null;
  query?: string;
  handlers?: RequestHandler[];
} = {}) {
  return renderCatalog(
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
    </Routes>,
    {
      route: `/product/${ID}${query}`,
      user,
      handlers: [
        ...handlers,
        http.get(`/api/products/${ID}`, () => HttpResponse.json(item)),
        listHandler(`/api/products/category/beans`, []),
        http.get('/api/cart', () => HttpResponse.json([])),
        ...communityHandlers(ID),
      ],
    },
  );
}

async function pick(size: string) {
  const radio = screen.getByRole('radio', { name: size });
  await waitFor(() => expect(radio).toBeEnabled());
  await userEvent.click(radio);
  expect(radio).toBeChecked();
}

describe('product page: Direct+ price', () => {
  it('when a member opens a coffee with 10% off, then the chosen bag’s Direct+ price is the price beside its regular one, and it follows a new size', async () => {
    renderBean({ user: MEMBER });
    expect(await screen.findByText('Regular $18.99')).toBeInTheDocument();
    expect(screen.getByText('$17.09')).toHaveTextContent('Direct+ price $17.09');
    expect(screen.queryByText('Direct+ price $17.09')).not.toBeInTheDocument();

    await pick('2 lb');
    expect(screen.getByText('Regular $45.99')).toBeInTheDocument();
    expect(screen.getByText('$41.39')).toHaveTextContent('Direct+ price $41.39');
    expect(screen.queryByText('$17.09')).not.toBeInTheDocument();
  });

  it('when a shared link names a variant, then a member sees that bag’s Direct+ price', async () => {
    renderBean({ user: MEMBER, query: '?variant=5lb-drip' });
    expect(await screen.findByText('Regular $104.99')).toBeInTheDocument();
    expect(screen.getByText('$94.49')).toHaveTextContent('Direct+ price $94.49');
  });

  it('when a Standard shopper opens it, then the regular price shows with a "Direct+ price" teaser that follows the size', async () => {
    const { store } = renderBean({ user: makeUser() });
    await screen.findByRole('heading', { level: 1 });
    await sessionKnown(store);
    expect(screen.getByText('$18.99')).toBeInTheDocument();
    expect(screen.getByText('Direct+ price $17.09')).toBeInTheDocument();
    expect(screen.queryByText(/^Regular/)).not.toBeInTheDocument();

    await pick('2 lb');
    expect(screen.getByText('$45.99')).toBeInTheDocument();
    expect(screen.getByText('Direct+ price $41.39')).toBeInTheDocument();
  });

  it('when GET /api/user has not answered yet, then the page shows the teaser, never a member price', async () => {
    let answerSession: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    renderBean({
      handlers: [
        http.get('/api/user', async () => {
          await held;
          return HttpResponse.json(MEMBER);
        }),
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('$18.99')).toBeInTheDocument();
    expect(screen.getByText('Direct+ price $17.09')).toBeInTheDocument();
    expect(screen.queryByText(/^Regular/)).not.toBeInTheDocument();

    answerSession();
    expect(await screen.findByText('Regular $18.99')).toBeInTheDocument();
    expect(screen.queryByText('Direct+ price $17.09')).not.toBeInTheDocument();
  });

  it('when the product has no member discount, then a member sees the price as before', async () => {
    const { store } = renderBean({
      item: beanWithVariants(1, { name: 'Ethiopia Yirgacheffe', memberDiscountPercent: 0 }),
      user: MEMBER,
    });
    await screen.findByRole('heading', { level: 1 });
    await sessionKnown(store);
    expect(screen.getByText('$18.99')).toBeInTheDocument();
    expect(screen.queryByText(/Direct\+ price/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Regular/)).not.toBeInTheDocument();
  });
});
