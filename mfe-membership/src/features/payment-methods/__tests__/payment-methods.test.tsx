import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser, SavedPaymentMethod } from '@coffee/contracts';
import {
  HttpResponse,
  delay,
  http,
  makeUser,
  renderApp,
  type RecordedRequest,
} from '@coffee/platform/testing';
import { withToasts as wrap } from '../../../test/fixtures';
import { PaymentMethods } from '..';

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => new Promise(() => undefined)) }));

const visa: SavedPaymentMethod = {
  id: 'pm_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2028,
  isDefault: true,
};
const mastercard: SavedPaymentMethod = {
  id: 'pm_mc',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 11,
  expYear: 2030,
  isDefault: false,
};
const member = makeUser({ username: 'member', isDirectPlus: true });
const standard = makeUser({ username: 'standard', isDirectPlus: false });

interface Fail {
  remove?: boolean;
  list?: boolean;
  /** The card setup's answer instead of the offline provider's setup. */
  setup?: () => Response;
}

/** The membership service's card routes over one list, changed by the calls as the service would. */
function cardServer(start: SavedPaymentMethod[], fail: Fail = {}) {
  let cards = start;
  return [
    http.post('/api/payment-methods/setup', () =>
      fail.setup
        ? fail.setup()
        : HttpResponse.json({
            provider: 'offline',
            clientSecret: 'offseti_book_secret_1',
            publishableKey: null,
          }),
    ),
    // The offline provider: 4242 saves the card (the default only when there is none).
    http.post('/api/offline-payments/confirm', async ({ request }) => {
      const { card } = (await request.json()) as { card: { number: string } };
      if (card.number !== '4242424242424242')
        return HttpResponse.json({ status: 'failed', message: 'Your card was declined.' });
      cards = [
        ...cards,
        {
          id: 'offpm_new',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2034,
          isDefault: cards.length === 0,
        },
      ];
      return HttpResponse.json({ status: 'succeeded', message: null });
    }),
    http.get('/api/payment-methods', () =>
      fail.list
        ? HttpResponse.json({ message: 'The card provider is unavailable.' }, { status: 503 })
        : HttpResponse.json(cards),
    ),
    http.get('/api/membership', () => HttpResponse.json({})),
    http.post('/api/payment-methods/:id/default', ({ params }) => {
      cards = cards.map((c) => ({ ...c, isDefault: c.id === params.id }));
      cards = [...cards.filter((c) => c.isDefault), ...cards.filter((c) => !c.isDefault)];
      return HttpResponse.json(cards);
    }),
    http.delete('/api/payment-methods/:id', ({ params }) => {
      if (fail.remove)
        return HttpResponse.json({ message: 'Payment method not found' }, { status: 404 });
      cards = cards.filter((c) => c.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

const calls = (requests: readonly RecordedRequest[], method: string) =>
  requests.filter((r) => r.method === method).map((r) => r.path);

function open(cards: SavedPaymentMethod[], user: PublicUser = member, fail: Fail = {}) {
  const view = renderApp(<PaymentMethods />, {
    route: '/account-page?tab=payment-methods',
    wrap,
    user,
    handlers: cardServer(cards, fail),
  });
  return { ...view, clicks: userEvent.setup() };
}

/** The offline provider's test card form, filled in. */
async function fillCard(number: string) {
  const typing = userEvent.setup();
  await typing.type(await screen.findByLabelText('Card number'), number);
  await typing.type(screen.getByLabelText('Expiry (MM / YY)'), '12/34');
  await typing.type(screen.getByLabelText('CVC'), '123');
}

describe('PaymentMethods (account page widget)', () => {
  it('when cards are saved, then each shows brand, last four, expiry, and the default its badge', async () => {
    open([visa, mastercard]);
    expect(screen.getByRole('list', { name: 'Loading your payment methods' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Saved payment methods' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Visa •••• 4242');
    expect(rows[0]).toHaveTextContent('Expires 04/2028');
    expect(within(rows[0]!).getByText('Default')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Mastercard •••• 4444');
    expect(rows[1]).toHaveTextContent('Expires 11/2030');
    expect(within(rows[1]!).queryByText('Default')).not.toBeInTheDocument();
    // The default card has nothing to be made default.
    expect(
      screen.queryByRole('button', { name: 'Set Visa ending in 4242 as default' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add a payment method' })).toBeEnabled();
  });

  it('when another card is set as default, then it is sent, the badge moves and a toast says so', async () => {
    const { clicks, requests } = open([visa, mastercard]);
    await clicks.click(
      await screen.findByRole('button', { name: 'Set Mastercard ending in 4444 as default' }),
    );
    expect(await screen.findByText('Default payment method updated')).toBeInTheDocument();
    expect(calls(requests, 'POST')).toEqual(['/api/payment-methods/pm_mc/default']);
    const rows = within(screen.getByRole('list', { name: 'Saved payment methods' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('Mastercard •••• 4444');
    expect(within(rows[0]!).getByText('Default')).toBeInTheDocument();
  });

  it('when remove is pressed, then nothing goes until confirmed; keeping the card sends nothing', async () => {
    const { clicks, requests } = open([visa, mastercard]);
    await clicks.click(
      await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent(
      'Mastercard ending in 4444 (expires 11/2030) will be removed.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep card' })).toHaveFocus();
    await clicks.click(within(dialog).getByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls(requests, 'DELETE')).toEqual([]);

    await clicks.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    await clicks.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Payment method removed')).toBeInTheDocument();
    expect(calls(requests, 'DELETE')).toEqual(['/api/payment-methods/pm_mc']);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Saved payment methods' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(1),
    );
  });

  it('when the default card is to be removed, then the dialog warns about the renewal', async () => {
    const { clicks } = open([visa]);
    await clicks.click(await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'so your Direct+ renewal can be charged',
    );
  });

  it('when removing fails, then a toast gives the reason and the card stays', async () => {
    const { clicks } = open([visa, mastercard], member, { remove: true });
    await clicks.click(
      await screen.findByRole('button', { name: 'Remove Mastercard ending in 4444' }),
    );
    await clicks.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Could not remove the card')).toBeInTheDocument();
    expect(screen.getByText('Payment method not found')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Mastercard ending in 4444' })).toBeInTheDocument();
  });

  it('when a Standard customer adds a card, then the card setup opens the test card form, and once saved the list shows it', async () => {
    const { clicks, requests } = open([], standard);
    expect(
      await screen.findByRole('heading', { name: 'No payment methods saved' }),
    ).toBeInTheDocument();
    await clicks.click(await screen.findByRole('button', { name: 'Add a payment method' }));

    const panel = await screen.findByRole('region', { name: 'Add a payment method' });
    expect(panel).toHaveTextContent('Nothing is charged now.');
    await fillCard('4242 4242 4242 4242');
    await clicks.click(within(panel).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Card saved')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved payment methods' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Visa •••• 4242');
    expect(screen.queryByRole('region', { name: 'Add a payment method' })).toBeNull();
    expect(calls(requests, 'POST')).toEqual([
      '/api/payment-methods/setup',
      '/api/offline-payments/confirm',
    ]);
    expect(requests.find((r) => r.path === '/api/offline-payments/confirm')?.body).toMatchObject({
      clientSecret: 'offseti_book_secret_1',
      card: { number: '4242424242424242' },
    });
  });

  it('when a member adds a card beside theirs, then it goes through the same setup (not the renewal card update) and joins the list', async () => {
    const { clicks, requests } = open([visa], member);
    await clicks.click(await screen.findByRole('button', { name: 'Add a payment method' }));
    await fillCard('4242 4242 4242 4242');
    await clicks.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Saved payment methods' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(2),
    );
    expect(calls(requests, 'POST')).not.toContain('/api/membership/payment-method');
    expect(calls(requests, 'POST')[0]).toBe('/api/payment-methods/setup');
  });

  it('when the card is declined, then a toast gives the reason, the form stays and nothing is listed', async () => {
    const { clicks } = open([], standard);
    await clicks.click(await screen.findByRole('button', { name: 'Add a payment method' }));
    await fillCard('4000 0000 0000 0002');
    await clicks.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Add a payment method' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No payment methods saved' })).toBeInTheDocument();

    // Cancel closes the form; the button comes back.
    await clicks.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Add a payment method' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a payment method' })).toBeInTheDocument();
  });

  it('when the card setup fails, then a toast gives the service’s reason and no form opens', async () => {
    const { clicks } = open([visa], standard, {
      setup: () =>
        HttpResponse.json(
          { message: 'The card provider is unavailable. Please try again later.' },
          { status: 503 },
        ),
    });
    await clicks.click(await screen.findByRole('button', { name: 'Add a payment method' }));
    expect(await screen.findByText('Could not add a card')).toBeInTheDocument();
    expect(
      screen.getByText('The card provider is unavailable. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add a payment method' })).toBeNull();
  });

  it('when Stripe takes the card, then Stripe.js loads with the publishable key and no test card form shows', async () => {
    const { loadStripe } = jest.requireMock<{ loadStripe: jest.Mock }>('@stripe/stripe-js');
    const { clicks } = open([], standard, {
      setup: () =>
        HttpResponse.json({
          provider: 'stripe',
          clientSecret: 'seti_1_secret_2',
          publishableKey: 'pk_test_123',
        }),
    });
    await clicks.click(await screen.findByRole('button', { name: 'Add a payment method' }));
    await waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_test_123'));
    expect(screen.getByRole('region', { name: 'Add a payment method' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('when the session has not answered yet, then the empty state offers no action (never a guess)', async () => {
    renderApp(<PaymentMethods />, {
      wrap,
      user: member,
      handlers: [
        http.get('/api/payment-methods', () => HttpResponse.json([])),
        http.get('/api/user', async () => {
          await delay('infinite');
          return HttpResponse.json(member);
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'No payment methods saved' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a payment method' })).not.toBeInTheDocument();
  });

  it('when the list cannot be read, then an alert says so with a retry', async () => {
    const { clicks, requests } = open([visa], member, { list: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your payment methods");
    await clicks.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(calls(requests, 'GET').filter((p) => p === '/api/payment-methods')).toHaveLength(2),
    );
  });
});
