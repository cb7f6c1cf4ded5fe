import { act, screen, waitFor } from '@testing-library/react';
import { useGetCartQuery, useSession } from '..';
import { delay, HttpResponse, http, makeUser, renderApp } from '../testing';
import { useAddToCart } from '../cart/use-add-to-cart';

function AddButton() {
  const { addToCart, isAdding } = useAddToCart();
  return (
    <button disabled={isAdding} onClick={() => void addToCart('64b7f0c2a1b2c3d4e5f60799', 2)}>
      {isAdding ? 'Adding' : 'Add to Cart'}
    </button>
  );
}

function SessionProbe() {
  const { user, isLoading } = useSession();
  return <p>{isLoading ? 'loading' : (user?.username ?? 'signed out')}</p>;
}

function CartCount() {
  const { data, error } = useGetCartQuery();
  if (error) return <p>{'error' in error ? error.error : 'failed'}</p>;
  return <p>{data ? `${data.length} lines` : 'loading'}</p>;
}

describe('Add to Cart before the session is known', () => {
  it('when clicked while GET /api/user is still on its way, then it waits and adds for the signed-in shopper', async () => {
    let answerSession: () => void = () => {};
    const sessionAnswered = new Promise<void>((resolve) => (answerSession = resolve));
    const { requests, store } = renderApp(<AddButton />, {
      handlers: [
        http.get('/api/user', async () => {
          await sessionAnswered;
          return HttpResponse.json(makeUser());
        }),
        http.post('/api/cart', () => HttpResponse.json({ id: 'line-1' }, { status: 201 })),
        http.get('/api/cart', () => HttpResponse.json([])),
      ],
    });
    // The user query has not answered: the click must not be taken as signed out.
    act(() => screen.getByRole('button', { name: 'Add to Cart' }).click());
    expect(screen.getByRole('button', { name: 'Adding' })).toBeDisabled();
    await delay(50);
    expect(requests.filter((r) => r.path === '/api/cart')).toHaveLength(0);
    answerSession();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.path === '/api/cart')?.body).toEqual({
        productId: '64b7f0c2a1b2c3d4e5f60799',
        quantity: 2,
      }),
    );
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({ title: 'Item added to cart' }),
    );
  });

  it('when the session answers signed out, then the sign-in prompt shows and nothing is added', async () => {
    const { requests, store } = renderApp(<AddButton />, { user: null });
    act(() => screen.getByRole('button', { name: 'Add to Cart' }).click());
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'You need to log in',
        description: 'Please sign in to add items to your cart',
      }),
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('when adding fails, then the toast carries the spec text "status: message"', async () => {
    const { store } = renderApp(<AddButton />, {
      user: makeUser(),
      handlers: [
        http.post('/api/cart', () =>
          HttpResponse.json({ message: 'Only 1 left of Ethiopia Yirgacheffe' }, { status: 409 }),
        ),
      ],
    });
    act(() => screen.getByRole('button', { name: 'Add to Cart' }).click());
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Failed to add item',
        description: '409: Only 1 left of Ethiopia Yirgacheffe',
      }),
    );
  });
});

describe('declarative endpoints', () => {
  it('when GET /api/cart answers 401, then the cart is empty, not an error', async () => {
    renderApp(<CartCount />, {
      handlers: [
        http.get('/api/cart', () => HttpResponse.json({ message: 'no' }, { status: 401 })),
      ],
    });
    expect(await screen.findByText('0 lines')).toBeInTheDocument();
  });

  it('when GET /api/cart fails or answers something that is not a cart, then one message says so', async () => {
    renderApp(<CartCount />, {
      handlers: [http.get('/api/cart', () => HttpResponse.json([{ nonsense: true }]))],
    });
    expect(await screen.findByText('Failed to fetch cart items')).toBeInTheDocument();
  });

  it('when a proxy answers with an HTML error page, then the text is "status: body", not a JSON error', async () => {
    const { store } = renderApp(<SessionProbe />, {
      handlers: [
        http.get(
          '/api/user',
          () =>
            new HttpResponse('Bad Gateway', {
              status: 502,
              headers: { 'content-type': 'text/plain' },
            }),
        ),
      ],
    });
    await waitFor(() => expect(store.getState().toast.toasts).toHaveLength(1));
    expect(store.getState().toast.toasts[0]?.description).toBe('502: Bad Gateway');
  });
});
