import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ORDER_NUMBER_FORMAT_MESSAGE,
  ORDER_NUMBER_REQUIRED_MESSAGE,
  ORDER_TRACKING_NOT_FOUND_MESSAGE,
  TOO_MANY_TRACKING_ATTEMPTS_MESSAGE,
  TRACKING_CONTACT_FORMAT_MESSAGE,
  TRACKING_CONTACT_REQUIRED_MESSAGE,
  type OrderTracking,
} from '@coffee/contracts';
import {
  delay,
  http,
  HttpResponse,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { TrackOrderPage } from '..';
import { failure, withUi } from '../../../test/fixtures';

const tracking: OrderTracking = {
  orderNumber: 'ORD-20261122-7KQ2MX',
  status: 'pending',
  placedAt: '2026-11-22T12:00:00.000Z',
  updatedAt: '2026-11-22T12:00:00.000Z',
  shippingMethod: 'standard',
  trackingNumber: null,
  itemCount: 3,
  roastedOn: [],
};

const answer = (reply: () => Response | Promise<Response>) => http.post('/api/orders/track', reply);

function renderPage(
  handlers: RequestHandler[] = [],
  user: ReturnType<typeof makeUser> | null = null,
) {
  return renderApp(<TrackOrderPage />, { route: '/track-order', user, wrap: withUi, handlers });
}

async function fillIn(orderNumber: string, contact: string) {
  const user = userEvent.setup();
  if (orderNumber) await user.type(screen.getByLabelText('Order Number'), orderNumber);
  if (contact) await user.type(screen.getByLabelText('Email or ZIP Code'), contact);
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
  return user;
}

describe('/track-order', () => {
  it('when the form is sent empty, then each field says what is missing and nothing is sent', async () => {
    const { requests } = renderPage();
    await fillIn('', '');
    expect(await screen.findByText(ORDER_NUMBER_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(TRACKING_CONTACT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Order Number')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.path === '/api/orders/track')).toBe(false);
  });

  it('when the number or the contact is malformed, then the contract’s messages show by each field', async () => {
    const { requests } = renderPage();
    await fillIn('12345', 'ada@');
    expect(await screen.findByText(ORDER_NUMBER_FORMAT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(TRACKING_CONTACT_FORMAT_MESSAGE)).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/orders/track')).toBe(false);
  });

  it('when the order is found, then its status, tracking and dates show, from what was typed', async () => {
    const { requests } = renderPage([answer(() => HttpResponse.json(tracking))]);
    await fillIn(' ord-20261122-7kq2mx ', 'Ada@Example.com ');
    const result = await screen.findByRole('region', { name: 'Order ORD-20261122-7KQ2MX' });
    expect(result).toHaveTextContent('Status: Pending.');
    expect(result).toHaveTextContent('We have your order and are waiting for its payment.');
    expect(within(result).getByText('Tracking Number').nextElementSibling).toHaveTextContent(
      'Not shipped yet',
    );
    expect(result).toHaveTextContent('Standard Shipping');
    expect(result).toHaveTextContent('3-7 business days once shipped');
    expect(result).toHaveTextContent('November 22, 2026');
    expect(result).toHaveTextContent('3 items');
    const sent = requests.find((r) => r.path === '/api/orders/track');
    expect(sent?.method).toBe('POST');
    // The number as printed; the email trimmed; nothing in the URL.
    expect(sent?.body).toEqual({ orderNumber: 'ORD-20261122-7KQ2MX', contact: 'Ada@Example.com' });
    expect(sent?.search.toString()).toBe('');
    expect(sent?.headers.get('x-csrf-token')).toBe('test-csrf-token');
  });

  it('when the order has shipped, then its tracking number and roast day show', async () => {
    renderPage([
      answer(() =>
        HttpResponse.json({
          ...tracking,
          status: 'shipped',
          trackingNumber: '1Z999AA10123456784',
          roastedOn: ['2026-11-30'],
        }),
      ),
    ]);
    await fillIn('ORD-20261122-7KQ2MX', '97201');
    const result = await screen.findByRole('region', { name: 'Order ORD-20261122-7KQ2MX' });
    expect(result).toHaveTextContent('Status: Shipped.');
    expect(result).toHaveTextContent('1Z999AA10123456784');
    // The day its coffee was roasted, from the batch it shipped from.
    expect(result).toHaveTextContent('Roasted on Nov 30, 2026');
  });

  it('when no order matches, then the not-found message shows, and no result', async () => {
    renderPage([answer(() => failure(404, ORDER_TRACKING_NOT_FOUND_MESSAGE))]);
    await fillIn('ORD-20261122-7KQ2MX', 'eve@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not found');
    expect(alert).toHaveTextContent(ORDER_TRACKING_NOT_FOUND_MESSAGE);
    expect(screen.queryByRole('region', { name: /^Order ORD-/ })).not.toBeInTheDocument();
  });

  it('when too many attempts were made, then the server’s wait message shows', async () => {
    renderPage([
      answer(() =>
        HttpResponse.json(
          { message: TOO_MANY_TRACKING_ATTEMPTS_MESSAGE, code: 'TOO_MANY_TRACKING_ATTEMPTS' },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
      ),
    ]);
    await fillIn('ORD-20261122-7KQ2MX', '97201');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts');
    expect(alert).toHaveTextContent(TOO_MANY_TRACKING_ATTEMPTS_MESSAGE);
  });

  it('when the lookup is on its way, then the button is busy and disabled, and a second click sends nothing', async () => {
    const { requests } = renderPage([
      answer(async () => {
        await delay(200);
        return HttpResponse.json(tracking);
      }),
    ]);
    const user = await fillIn('ORD-20261122-7KQ2MX', '97201');
    const busy = screen.getByRole('button', { name: /Tracking…/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getByRole('status', { name: 'Looking up your order' })).toBeInTheDocument();
    await user.click(busy);
    expect(await screen.findByRole('region', { name: /ORD-20261122-7KQ2MX/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track Order' })).toBeEnabled();
    expect(requests.filter((r) => r.path === '/api/orders/track')).toHaveLength(1);
  });

  it('when a guest opens the page, then it offers signing in; a signed-in customer gets a link to their orders', async () => {
    const { unmount } = renderPage();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    unmount();
    renderPage([], makeUser());
    expect(await screen.findByRole('link', { name: 'See all your orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('when the session has not answered yet, then the page offers neither signing in nor the orders link, and the form works', async () => {
    let answerSession = () => {};
    const held = new Promise<void>((resolve) => (answerSession = resolve));
    renderPage([
      http.get('/api/user', async () => {
        await held;
        return HttpResponse.json(makeUser());
      }),
      answer(() => HttpResponse.json(tracking)),
    ]);
    await fillIn('ORD-20261122-7KQ2MX', 'ada@example.com');
    expect(await screen.findByText('Status: Pending.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See all your orders' })).not.toBeInTheDocument();
    answerSession();
    expect(await screen.findByRole('link', { name: 'See all your orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
