import { screen, within } from '@testing-library/react';
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
import { findToast, withUi } from '../../../test/fixtures';
import {
  cardsAnswer,
  makePlanSubscription,
  optionsAnswer,
  PLAN_ID,
  SUBSCRIPTION_ID,
} from '../../../test/subscription-fixtures';

const TITLE = "Roaster's Choice Monthly — 2 x 12 oz, whole bean";

// No answer for GET /api/products/{plan}: a plan's change offers no variants, so none is asked.
function open(subscriptions: Subscription[], handlers: RequestHandler[] = []) {
  const view = renderApp(
    <Routes>
      <Route path="/account-page" element={<Subscriptions />} />
      <Route path="/orders/:orderId" element={<h1>Order detail page</h1>} />
    </Routes>,
    {
      route: '/account-page?tab=subscriptions',
      user: makeUser(),
      wrap: withUi,
      handlers: [
        ...handlers,
        http.get('/api/subscriptions', () => HttpResponse.json(subscriptions)),
        optionsAnswer(),
        cardsAnswer(),
      ],
    },
  );
  return { ...view, clicks: userEvent.setup() };
}

const card = (name = TITLE) => screen.findByRole('listitem', { name });
const posts = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST').map((r) => ({ path: r.path, body: r.body }));

describe('Subscriptions tab: plans', () => {
  it('when the customer has a plan, then its card names the plan and its box, and each delivery the coffee sent', async () => {
    open([makePlanSubscription()]);
    const item = await card();
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(TITLE);
    expect(item).toHaveTextContent("Roaster's Choice · 1 box · Every 4 weeks");
    expect(item).toHaveTextContent('$34.00 per delivery ($28.90 with Direct+)');
    const deliveries = within(item).getByRole('region', {
      name: "Latest deliveries of Roaster's Choice Monthly",
    });
    expect(deliveries).toHaveTextContent('Kenya Nyeri, 12 oz, whole bean');
    expect(
      within(deliveries).getByRole('link', { name: 'Order ORD-20261117-SUB002' }),
    ).toBeVisible();
  });

  it('when the grind of the next box changes, then the waiting change is said', async () => {
    const base = makePlanSubscription();
    open([
      makePlanSubscription({
        pendingItem: {
          ...base.item,
          variantLabel: '2 x 12 oz, espresso',
          plan: { ...base.item.plan!, grind: 'espresso' },
        },
        pendingFromCycle: 4,
      }),
    ]);
    expect(await card()).toHaveTextContent('From the delivery after: 2 x 12 oz, espresso');
  });

  it('when Change is opened on a plan, then it offers the grind (not a coffee) and posts only the grind', async () => {
    const { clicks, requests } = open(
      [makePlanSubscription()],
      [
        http.post(`/api/subscriptions/:id/change`, () =>
          HttpResponse.json({
            subscription: makePlanSubscription(),
            message: 'From your delivery on Wednesday, December 2: 2 x 12 oz, espresso',
          }),
        ),
      ],
    );
    await clicks.click(within(await card()).getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your subscription' });
    expect(dialog).toHaveTextContent(TITLE);
    const grind = within(dialog).getByLabelText('Grind');
    expect(grind).toHaveDisplayValue('Whole bean');
    expect(within(dialog).queryByLabelText('Size & grind')).toBeNull();
    expect(within(dialog).getByLabelText('Boxes per delivery')).toHaveDisplayValue('1');

    await clicks.selectOptions(grind, 'Espresso');
    await clicks.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await findToast('From your delivery on Wednesday, December 2: 2 x 12 oz, espresso'),
    ).toBeVisible();
    expect(posts(requests)).toEqual([
      { path: `/api/subscriptions/${SUBSCRIPTION_ID}/change`, body: { grind: 'espresso' } },
    ]);
    expect(requests.map((r) => r.path)).not.toContain(`/api/products/${PLAN_ID}`);
  });

  it('when Change is saved on a plan with the same grind, then nothing is sent', async () => {
    const { clicks, requests } = open([makePlanSubscription()]);
    await clicks.click(within(await card()).getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your subscription' });
    await clicks.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing to change');
    expect(posts(requests)).toEqual([]);
  });
});
