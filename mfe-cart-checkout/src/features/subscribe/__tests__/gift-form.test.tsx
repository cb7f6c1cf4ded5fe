import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { IDEMPOTENCY_KEY_HEADER } from '@coffee/contracts';
import {
  http,
  HttpResponse,
  makeUser,
  renderApp,
  type RecordedRequest,
  type RequestHandler,
} from '@coffee/platform/testing';
import { SubscribeBox } from '..';
import { withUi } from '../../../test/fixtures';
import {
  cardsAnswer,
  makeSubscription,
  optionsAnswer,
  PRODUCT_ID,
  productAnswer,
} from '../../../test/subscription-fixtures';

const gift = {
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  message: 'Happy birthday',
  deliveries: 6,
  remaining: 6,
  endedReason: null,
};

function open(handlers: RequestHandler[] = []) {
  const view = renderApp(
    <Routes>
      <Route path="/product/:id" element={<SubscribeBox />} />
    </Routes>,
    {
      route: `/product/${PRODUCT_ID}?variant=12oz-whole-bean`,
      user: makeUser({ fullName: 'Casey Customer' }),
      wrap: withUi,
      handlers: [...handlers, productAnswer(), optionsAnswer(), cardsAnswer()],
    },
  );
  return { ...view, clicks: userEvent.setup() };
}

const giftPosts = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/subscriptions/gifts');

async function openGiftForm(handlers: RequestHandler[] = []) {
  const view = open(handlers);
  const box = await screen.findByRole('region', { name: 'Subscribe & Save' });
  await view.clicks.click(await within(box).findByLabelText('Send as a gift'));
  return { ...view, box, form: await within(box).findByRole('form', { name: 'Send as a gift' }) };
}

async function fillRecipient(form: HTMLElement, clicks: ReturnType<typeof userEvent.setup>) {
  await clicks.type(within(form).getByLabelText("Recipient's name"), 'Grace Hopper');
  await clicks.type(within(form).getByLabelText("Recipient's email"), 'grace@example.com');
  await clicks.type(within(form).getByLabelText('First Name'), 'Grace');
  await clicks.type(within(form).getByLabelText('Last Name'), 'Hopper');
  await clicks.type(within(form).getByLabelText('Address'), '2 Navy Yard');
  await clicks.type(within(form).getByLabelText('City'), 'Arlington');
  await clicks.type(within(form).getByLabelText('State'), 'VA');
  await clicks.type(within(form).getByLabelText('ZIP Code'), '22202');
}

describe('Send as a gift', () => {
  it('when the deliveries change, then the total paid now follows before anything is sent', async () => {
    const { form, clicks, requests } = await openGiftForm();
    // 3 x $18.00 + 3 x $5.99 shipping + 7% tax on $54.00.
    expect(form).toHaveTextContent('$75.75 paid now for 3 deliveries');
    await clicks.selectOptions(within(form).getByLabelText('Deliveries'), '6');
    expect(form).toHaveTextContent('$151.50 paid now for 6 deliveries');
    expect(giftPosts(requests)).toHaveLength(0);
  });

  it('when the message is typed, then its characters are counted, and a bad email is refused before sending', async () => {
    const { form, clicks, requests } = await openGiftForm();
    await clicks.type(within(form).getByLabelText(/Gift message/), 'Enjoy!');
    expect(form).toHaveTextContent('6 / 300 characters');
    await clicks.type(within(form).getByLabelText("Recipient's email"), 'not-an-email');
    await clicks.click(within(form).getByRole('button', { name: /send the gift/ }));
    expect(await within(form).findByText("Enter the recipient's email")).toBeVisible();
    expect(giftPosts(requests)).toHaveLength(0);
  });

  it('when the gift is paid, then it posts once with an Idempotency-Key and says the gift is on its way', async () => {
    const { form, box, clicks, requests } = await openGiftForm([
      http.post('/api/subscriptions/gifts', () =>
        HttpResponse.json(makeSubscription({ gift }), { status: 201 }),
      ),
    ]);
    await fillRecipient(form, clicks);
    await clicks.selectOptions(within(form).getByLabelText('Deliveries'), '6');
    fireEvent.change(within(form).getByLabelText(/Gift message/), {
      target: { value: 'Happy birthday' },
    });
    await clicks.click(within(form).getByRole('button', { name: /send the gift/ }));
    expect(
      await within(box).findByRole('heading', { name: 'Your gift is on its way' }),
    ).toBeVisible();
    expect(box).toHaveTextContent('for Grace Hopper');
    const [post] = giftPosts(requests);
    expect(post!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(post!.body).toMatchObject({
      productId: PRODUCT_ID,
      deliveries: 6,
      recipient: { name: 'Grace Hopper', email: 'grace@example.com' },
      shippingAddress: { firstName: 'Grace', zipCode: '22202' },
      message: 'Happy birthday',
      paymentMethodId: 'offpm_visa4242',
    });
  });

  it('when the card is declined, then the provider message shows and nothing is confirmed', async () => {
    const { form, box, clicks } = await openGiftForm([
      http.post('/api/subscriptions/gifts', () =>
        HttpResponse.json(
          { message: 'Your card was declined.', code: 'PAYMENT_FAILED' },
          { status: 402 },
        ),
      ),
    ]);
    await fillRecipient(form, clicks);
    await clicks.click(within(form).getByRole('button', { name: /send the gift/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(within(box).queryByRole('heading', { name: 'Your gift is on its way' })).toBeNull();
  });

  it('when the recipient is left out, then the first field wrong takes the focus and nothing is sent', async () => {
    const { form, clicks, requests } = await openGiftForm();
    await clicks.click(within(form).getByRole('button', { name: /send the gift/ }));
    expect(within(form).getByLabelText("Recipient's name")).toHaveFocus();
    expect(within(form).getByLabelText("Recipient's name")).toHaveAttribute('aria-invalid', 'true');
    expect(giftPosts(requests)).toHaveLength(0);
  });

  it('when a try is declined, then the next one is a new submission with a new key; after no answer, the same key', async () => {
    let tries = 0;
    const { form, box, clicks, requests } = await openGiftForm([
      http.post('/api/subscriptions/gifts', () => {
        tries += 1;
        if (tries === 1)
          return HttpResponse.json(
            { message: 'Your card was declined.', code: 'PAYMENT_FAILED' },
            { status: 402 },
          );
        if (tries === 2)
          return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
        return HttpResponse.json(makeSubscription({ gift }), { status: 201 });
      }),
    ]);
    await fillRecipient(form, clicks);
    const send = () => clicks.click(within(form).getByRole('button', { name: /send the gift/ }));
    await send();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');
    await send();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Service unavailable');
    await send();
    await within(box).findByRole('heading', { name: 'Your gift is on its way' });
    const keys = giftPosts(requests).map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });
});
