import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Subscription } from '@coffee/contracts';
import {
  http,
  HttpResponse,
  makeUser,
  renderApp,
  type RecordedRequest,
  type RequestHandler,
} from '@coffee/platform/testing';
import { Subscriptions } from '..';
import { failure, findToast, withUi } from '../../../test/fixtures';
import {
  cardsAnswer,
  makeSubscription,
  optionsAnswer,
  productAnswer,
  SUBSCRIPTION_ID,
} from '../../../test/subscription-fixtures';

const listAnswer = (subscriptions: Subscription[]) =>
  http.get('/api/subscriptions', () => HttpResponse.json(subscriptions));

/** POST /api/subscriptions/{id}/{action} answering the change result with `message`. */
const actionAnswer = (action: string, message: string, after: Partial<Subscription> = {}) =>
  http.post(`/api/subscriptions/:id/${action}`, () =>
    HttpResponse.json({ subscription: makeSubscription(after), message }),
  );

function open(
  subscriptions: Subscription[] = [makeSubscription()],
  handlers: RequestHandler[] = [],
) {
  const view = renderApp(
    <Routes>
      <Route path="/account-page" element={<Subscriptions />} />
      <Route path="/orders/:orderId" element={<h1>Order detail page</h1>} />
      <Route path="/category/beans" element={<h1>Coffee Beans</h1>} />
    </Routes>,
    {
      route: '/account-page?tab=subscriptions',
      user: makeUser(),
      wrap: withUi,
      handlers: [
        ...handlers,
        listAnswer(subscriptions),
        optionsAnswer(),
        cardsAnswer(),
        productAnswer(),
      ],
    },
  );
  return { ...view, clicks: userEvent.setup() };
}

const card = () => screen.findByRole('listitem', { name: 'Ethiopia Yirgacheffe' });
const actionPosts = (requests: readonly RecordedRequest[]) =>
  requests
    .filter((r) => r.method === 'POST')
    .map((r) => ({ path: r.path, body: r.body as unknown }));
const path = (action: string) => `/api/subscriptions/${SUBSCRIPTION_ID}/${action}`;

describe('Subscriptions (account page widget)', () => {
  it('when the customer has a subscription, then it shows the coffee, plan, price, next delivery, charge day, lock, card and deliveries', async () => {
    open();
    const item = await card();
    expect(item).toHaveTextContent('Active');
    expect(item).toHaveTextContent('12 oz, whole bean · 2 bags · Every 2 weeks');
    expect(item).toHaveTextContent('$36.00 per delivery ($30.60 with Direct+)');
    expect(item).toHaveTextContent('Next deliveryWednesday, December 2, 2026');
    expect(item).toHaveTextContent('Charged onTuesday, December 1, 2026');
    expect(item).toHaveTextContent('Changes lock on Wednesday, November 25, 2026.');
    expect(item).toHaveTextContent('CardVisa ending 4242');
    expect(within(item).getByRole('link', { name: 'Order ORD-20261117-SUB002' })).toHaveAttribute(
      'href',
      '/orders/order-7',
    );
    expect(item).toHaveTextContent('$38.52');
    expect(item).toHaveTextContent('Ordered');
  });

  it('when the next delivery is locked and a change waits, then both are said in the shop’s words', async () => {
    const base = makeSubscription();
    open([
      makeSubscription({
        next: { ...base.next!, locked: true },
        pendingItem: { ...base.item, quantity: 3, frequencyWeeks: 4 },
        pendingFromCycle: 4,
        skippedCycles: [5],
      }),
    ]);
    const item = await card();
    expect(item).toHaveTextContent(
      'Your next delivery on Wednesday, December 2, 2026 is being prepared; changes apply to the delivery after.',
    );
    expect(item).toHaveTextContent('From the delivery after: 3 bags; Every 4 weeks');
    expect(item).toHaveTextContent('SkippedWednesday, December 30, 2026');
  });

  it('when paused after a failed payment, then it says so and offers Resume', async () => {
    open([makeSubscription({ status: 'paused', pauseReason: 'payment-failed', next: null })]);
    const item = await card();
    expect(item).toHaveTextContent('Paused after a failed payment: update your card');
    expect(within(item).getByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(within(item).queryByRole('button', { name: 'Skip next delivery' })).toBeNull();
  });

  it('when a charge failed and is being retried, then it says why, when it tries again and where to change the card', async () => {
    open([
      makeSubscription({
        paymentProblem: { failures: 1, message: 'Your card was declined.', retryOn: '2026-12-08' },
      }),
    ]);
    const item = await card();
    expect(item).toHaveTextContent(
      'Your last payment failed: Your card was declined. We will try again on Tuesday, December 8, 2026.',
    );
    expect(within(item).getByRole('link', { name: 'Payment Methods' })).toHaveAttribute(
      'href',
      '/account-page?tab=payment-methods',
    );
  });

  it('when Skip next delivery is pressed, then it posts skip and the service’s message is the toast', async () => {
    const { clicks, requests } = open(undefined, [
      actionAnswer('skip', 'Your delivery on Wednesday, December 2 is skipped'),
    ]);
    await clicks.click(within(await card()).getByRole('button', { name: 'Skip next delivery' }));
    expect(await findToast('Your delivery on Wednesday, December 2 is skipped')).toBeVisible();
    // The delivery shown is named: a second click would find it skipped, not skip the next.
    expect(actionPosts(requests)).toEqual([{ path: path('skip'), body: { cycle: 3 } }]);
    // The list is read again.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/subscriptions')).toHaveLength(2),
    );
  });

  it('when Resume is pressed on a paused subscription, then it posts resume', async () => {
    const { clicks, requests } = open(
      [makeSubscription({ status: 'paused', pauseReason: 'customer', next: null })],
      [actionAnswer('resume', 'Deliveries resume on Wednesday, December 2')],
    );
    const item = await card();
    expect(item).toHaveTextContent('Paused until you resume it');
    await clicks.click(within(item).getByRole('button', { name: 'Resume' }));
    expect(await findToast('Deliveries resume on Wednesday, December 2')).toBeVisible();
    expect(actionPosts(requests)).toEqual([{ path: path('resume'), body: {} }]);
  });

  it('when Pause is chosen until a date, then it posts the day; indefinitely, an empty body', async () => {
    const { clicks, requests } = open(undefined, [
      actionAnswer('pause', 'Paused until Wednesday, December 16'),
    ]);
    await clicks.click(within(await card()).getByRole('button', { name: 'Pause' }));
    let dialog = screen.getByRole('dialog', { name: 'Pause this subscription' });
    fireEvent.change(within(dialog).getByLabelText('Deliveries start again on'), {
      target: { value: '2026-12-19' },
    });
    expect(
      within(dialog).getByText('We deliver Monday to Friday: please choose a weekday'),
    ).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Deliveries start again on'), {
      target: { value: '2026-12-16' },
    });
    await clicks.click(within(dialog).getByRole('button', { name: 'Pause subscription' }));
    expect(await findToast('Paused until Wednesday, December 16')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await clicks.click(within(await card()).getByRole('button', { name: 'Pause' }));
    dialog = screen.getByRole('dialog', { name: 'Pause this subscription' });
    await clicks.click(within(dialog).getByLabelText('Until I resume it'));
    await clicks.click(within(dialog).getByRole('button', { name: 'Pause subscription' }));
    await waitFor(() => expect(actionPosts(requests)).toHaveLength(2));
    expect(actionPosts(requests)).toEqual([
      { path: path('pause'), body: { until: '2026-12-16' } },
      { path: path('pause'), body: {} },
    ]);
  });

  it('when Change saves a new size, quantity and frequency, then only what changed is posted', async () => {
    const { clicks, requests } = open(undefined, [
      actionAnswer('change', 'From your delivery on Wednesday, December 2: 2 lb, drip'),
    ]);
    await clicks.click(within(await card()).getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your subscription' });
    await clicks.selectOptions(await within(dialog).findByLabelText('Size & grind'), '2lb-drip');
    await clicks.selectOptions(within(dialog).getByLabelText('Bags per delivery'), '1');
    await clicks.selectOptions(
      within(dialog).getByLabelText('Delivery frequency'),
      'Every 3 weeks',
    );
    await clicks.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await findToast('From your delivery on Wednesday, December 2: 2 lb, drip'),
    ).toBeVisible();
    expect(actionPosts(requests)).toEqual([
      { path: path('change'), body: { variantId: '2lb-drip', quantity: 1, frequencyWeeks: 3 } },
    ]);
  });

  it('when Change is saved with nothing changed, then it says so and sends nothing', async () => {
    const { clicks, requests } = open();
    await clicks.click(within(await card()).getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your subscription' });
    await clicks.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing to change');
    expect(actionPosts(requests)).toEqual([]);
  });

  it('when Ship now is confirmed, then it posts ship-now and shows the message', async () => {
    const { clicks, requests } = open(undefined, [
      actionAnswer('ship-now', 'A delivery is on its way: order ORD-20261125-SUB003'),
    ]);
    await clicks.click(within(await card()).getByRole('button', { name: 'Ship now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Ship a delivery now?' });
    await clicks.click(within(dialog).getByRole('button', { name: 'Ship now' }));
    expect(await findToast('A delivery is on its way: order ORD-20261125-SUB003')).toBeVisible();
    expect(actionPosts(requests)).toEqual([{ path: path('ship-now'), body: { cycle: 3 } }]);
  });

  it('when Cancel subscription is pressed, then it asks first; Keep sends nothing, Yes cancels', async () => {
    const { clicks, requests } = open(undefined, [
      actionAnswer('cancel', 'Your subscription is cancelled', { status: 'cancelled' }),
    ]);
    await clicks.click(within(await card()).getByRole('button', { name: 'Cancel subscription' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel this subscription?' });
    expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toHaveFocus();
    await clicks.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(actionPosts(requests)).toEqual([]);

    await clicks.click(within(await card()).getByRole('button', { name: 'Cancel subscription' }));
    dialog = screen.getByRole('alertdialog', { name: 'Cancel this subscription?' });
    await clicks.click(within(dialog).getByRole('button', { name: 'Yes, cancel subscription' }));
    expect(await findToast('Your subscription is cancelled')).toBeVisible();
    expect(actionPosts(requests)).toEqual([{ path: path('cancel'), body: {} }]);
  });

  it('when the service refuses a change, then its sentence shows in the dialog', async () => {
    const { clicks } = open(undefined, [
      http.post('/api/subscriptions/:id/ship-now', () =>
        failure(409, 'Your next delivery is already being prepared'),
      ),
    ]);
    await clicks.click(within(await card()).getByRole('button', { name: 'Ship now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Ship a delivery now?' });
    await clicks.click(within(dialog).getByRole('button', { name: 'Ship now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your next delivery is already being prepared',
    );
  });

  it('when there are no subscriptions, then it says so and links to coffee', async () => {
    const { clicks } = open([]);
    expect(
      await screen.findByRole('heading', { name: 'You have no subscriptions yet' }),
    ).toBeVisible();
    await clicks.click(screen.getByRole('link', { name: 'Shop coffee' }));
    expect(await screen.findByRole('heading', { name: 'Coffee Beans' })).toBeVisible();
  });
});
