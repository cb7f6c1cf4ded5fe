import { act, screen } from '@testing-library/react';
import { emit } from '@coffee/events';
import {
  http,
  HttpResponse,
  makeUser,
  renderApp,
  type RecordedRequest,
  type RequestHandler,
} from '@coffee/platform/testing';
import { CartWidget } from '..';
import { cartAnswer, withUi, type CartLine } from '../../../test/fixtures';

export const customer = makeUser();
export const member = makeUser({
  username: 'member',
  isDirectPlus: true,
  directPlusExpiry: '2099-01-01T00:00:00.000Z',
});

export function renderWidget(
  options: { user?: typeof customer | null; cart?: CartLine[]; handlers?: RequestHandler[] } = {},
) {
  const { user = customer, cart = [], handlers = [] } = options;
  return renderApp(<CartWidget />, {
    user,
    wrap: withUi,
    // The test's own answers come first: MSW uses the first handler that matches.
    handlers: [...handlers, cartAnswer(cart)],
  });
}

export const cartCalls = (requests: readonly RecordedRequest[]) =>
  requests.filter((c) => c.method === 'GET' && c.path === '/api/cart');

export async function openByEvent() {
  act(() => emit('open-cart'));
  return screen.findByRole('dialog', { name: /Your Cart/ });
}

/** A cart held by the mock server: PUT and DELETE change it, GET reads it, as the service does. */
export function cartServer(initial: CartLine[]) {
  let lines = initial;
  return [
    http.get('/api/cart', () => HttpResponse.json(lines)),
    http.put('/api/cart/line-1', async ({ request }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      lines = lines.map((l) => (l.id === 'line-1' ? { ...l, quantity } : l));
      return HttpResponse.json(lines.find((l) => l.id === 'line-1'));
    }),
    http.delete('/api/cart/line-1', () => {
      lines = lines.filter((l) => l.id !== 'line-1');
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
