import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { IDEMPOTENCY_KEY_HEADER, type PublicUser } from '@coffee/contracts';
import {
  delay,
  http,
  HttpResponse,
  makeUser,
  renderApp,
  type RecordedRequest,
  type RequestHandler,
} from '@coffee/platform/testing';
import { SubscribeBox } from '..';
import { failure, shippingAddress, withUi } from '../../../test/fixtures';
import {
  cardsAnswer,
  coffeeProduct,
  makeOptions,
  makeSubscription,
  optionsAnswer,
  PRODUCT_ID,
  productAnswer,
} from '../../../test/subscription-fixtures';

const customer = makeUser({
  fullName: 'Casey Customer',
  address: shippingAddress.address,
  city: shippingAddress.city,
  state: shippingAddress.state,
  zipCode: shippingAddress.zipCode,
  phone: shippingAddress.phone,
});

function open({
  handlers = [],
  user = customer,
  route = `/product/${PRODUCT_ID}?variant=12oz-whole-bean`,
}: { handlers?: RequestHandler[]; user?: PublicUser | null; route?: string } = {}) {
  const view = renderApp(
    <Routes>
      <Route path="/product/:id" element={<SubscribeBox />} />
      <Route path="/account-page" element={<h1>Account page</h1>} />
    </Routes>,
    {
      route,
      user,
      wrap: withUi,
      handlers: [...handlers, productAnswer(), optionsAnswer(), cardsAnswer()],
    },
  );
  return { ...view, clicks: userEvent.setup() };
}

const posts = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/subscriptions');

const section = () => screen.findByRole('region', { name: 'Subscribe & Save' });
const subscribe = () => screen.findByRole('button', { name: 'Subscribe' });

describe('SubscribeBox (product page widget)', () => {
  it('when a member looks at a coffee, then the price per delivery shows 15% off with Direct+', async () => {
    const { clicks } = open({ handlers: [optionsAnswer(makeOptions({ isMember: true }))] });
    const box = await section();
    expect(await within(box).findByText('15% off with Direct+')).toBeInTheDocument();
    expect(within(box).getByLabelText('Regular price $18.00')).toBeInTheDocument();
    expect(box).toHaveTextContent('$15.30 per delivery');
    await clicks.selectOptions(within(box).getByLabelText('Bags per delivery'), '2');
    expect(box).toHaveTextContent('$30.60 per delivery');
    expect(within(box).getByLabelText('Regular price $36.00')).toBeInTheDocument();
  });

  it('when a non-member looks, then the full price shows with the Direct+ teaser', async () => {
    open({ route: `/product/${PRODUCT_ID}?variant=2lb-drip` });
    const box = await section();
    expect(
      await within(box).findByText(/Direct\+ members save 15% on every delivery/),
    ).toBeVisible();
    expect(box).toHaveTextContent('$42.00 per delivery');
    expect(box).toHaveTextContent('2 lb, drip');
  });

  it('when the product is not coffee, then nothing renders', async () => {
    let answered = false;
    const { requests } = open({
      handlers: [
        http.get(`/api/products/${PRODUCT_ID}`, () => {
          answered = true;
          return HttpResponse.json(coffeeProduct({ category: 'coffee-makers' }));
        }),
      ],
    });
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Subscribe & Save' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Subscribe & Save' })).toBeNull();
    // Nothing about subscriptions is asked for a product that cannot be subscribed to.
    expect(requests.map((r) => r.path)).not.toContain('/api/subscriptions/options');
  });

  it('when signed out, then the section offers Sign in to subscribe (only once the session has answered)', async () => {
    open({
      user: null,
      handlers: [
        http.get('/api/user', async () => {
          await delay(80);
          return HttpResponse.json({ message: 'Not authenticated' }, { status: 401 });
        }),
      ],
    });
    await section();
    expect(screen.queryByRole('link', { name: 'Sign in to subscribe' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in to subscribe' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('when no card is saved, then the form links to Payment Methods to add one', async () => {
    open({ handlers: [cardsAnswer([])] });
    const link = await screen.findByRole('link', { name: 'Add a payment method' });
    expect(link).toHaveAttribute('href', '/account-page?tab=payment-methods');
    expect(screen.queryByLabelText('Card to charge')).toBeNull();
  });

  it('when Subscribe is pressed, then the form posts the subscription with an Idempotency-Key and confirms the first delivery', async () => {
    const { clicks, requests } = open({
      handlers: [
        http.post('/api/subscriptions', () =>
          HttpResponse.json(
            makeSubscription({ item: { ...makeSubscription().item, quantity: 3 } }),
            {
              status: 201,
            },
          ),
        ),
      ],
    });
    const box = await section();
    expect(await within(box).findByLabelText('Card to charge')).toHaveDisplayValue(
      'Visa ending 4242 (default)',
    );
    expect(box).toHaveTextContent('Casey Customer, 12 Roast Lane, Portland, OR 97201');
    await clicks.selectOptions(within(box).getByLabelText('Delivery frequency'), 'Every 4 weeks');
    await clicks.selectOptions(within(box).getByLabelText('Bags per delivery'), '3');
    fireEvent.change(within(box).getByLabelText('First delivery'), {
      target: { value: '2026-12-09' },
    });
    await clicks.click(await subscribe());

    expect(await within(box).findByRole('heading', { name: /You.re subscribed/ })).toBeVisible();
    expect(box).toHaveTextContent('Your first delivery is on Wednesday, December 2, 2026.');
    expect(within(box).getByRole('link', { name: 'Manage your subscriptions' })).toHaveAttribute(
      'href',
      '/account-page?tab=subscriptions',
    );
    const [post] = posts(requests);
    expect(post!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(post!.body).toEqual({
      productId: PRODUCT_ID,
      variantId: '12oz-whole-bean',
      quantity: 3,
      frequencyWeeks: 4,
      firstDeliveryOn: '2026-12-09',
      shippingAddress,
      paymentMethodId: 'offpm_visa4242',
    });
  });

  it('when the service refuses with a 400, then its message shows by the form and by the field', async () => {
    const { clicks } = open({
      handlers: [
        http.post('/api/subscriptions', () =>
          HttpResponse.json(
            {
              message: 'The first delivery can be on 2026-12-04 at the earliest',
              issues: [
                {
                  path: ['firstDeliveryOn'],
                  message: 'The first delivery can be on 2026-12-04 at the earliest',
                },
              ],
            },
            { status: 400 },
          ),
        ),
      ],
    });
    await clicks.click(await subscribe());
    const form = screen.getByRole('form', { name: 'Subscribe and save' });
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toEqual([
        'The first delivery can be on 2026-12-04 at the earliest',
        'The first delivery can be on 2026-12-04 at the earliest',
      ]),
    );
    expect(within(form).getByLabelText('First delivery')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: /You.re subscribed/ })).toBeNull();
  });

  it('when the first try gets no clear answer, then the retry of the same form sends the same key', async () => {
    let tries = 0;
    const { clicks, requests } = open({
      handlers: [
        http.post('/api/subscriptions', () => {
          tries += 1;
          return tries === 1
            ? failure(503, 'Service unavailable')
            : HttpResponse.json(makeSubscription(), { status: 201 });
        }),
      ],
    });
    await clicks.click(await subscribe());
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await clicks.click(await subscribe());
    await screen.findByRole('heading', { name: /You.re subscribed/ });
    const keys = posts(requests).map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('when a weekend or a holiday is chosen, then it is refused before anything is sent', async () => {
    const { clicks, requests } = open();
    const day = await screen.findByLabelText('First delivery');
    fireEvent.change(day, { target: { value: '2026-12-05' } });
    expect(
      await screen.findByText('We deliver Monday to Friday: please choose a weekday'),
    ).toBeVisible();
    fireEvent.change(day, { target: { value: '2026-12-25' } });
    expect(
      await screen.findByText(
        'Friday, December 25, 2026 is a shop holiday: please choose another day',
      ),
    ).toBeVisible();
    await clicks.click(await subscribe());
    expect(day).toHaveFocus();
    expect(posts(requests)).toHaveLength(0);
  });
});
