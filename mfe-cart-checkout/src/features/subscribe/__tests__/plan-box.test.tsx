import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { IDEMPOTENCY_KEY_HEADER, PLAN_GRIND_MESSAGE, type PublicUser } from '@coffee/contracts';
import {
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
  makeOptions,
  makePlan,
  makePlanSubscription,
  optionsAnswer,
  PLAN_ID,
  planAnswer,
  planProductAnswer,
} from '../../../test/subscription-fixtures';

const customer = makeUser({
  fullName: 'Casey Customer',
  address: shippingAddress.address,
  city: shippingAddress.city,
  state: shippingAddress.state,
  zipCode: shippingAddress.zipCode,
  phone: shippingAddress.phone,
});

const explorer = makePlan({
  productName: 'Single Origin Explorer Subscription',
  kind: 'origin-explorer',
  picks: [],
  origins: [
    { productId: '64b7f0c2a1b2c3d4e5f60012', productName: 'Kenya Nyeri' },
    { productId: '64b7f0c2a1b2c3d4e5f60013', productName: 'Ethiopia Guji' },
    { productId: '64b7f0c2a1b2c3d4e5f60011', productName: 'Colombia Huila' },
  ],
  nextCoffee: { productId: '64b7f0c2a1b2c3d4e5f60012', productName: 'Kenya Nyeri' },
});

function open({
  handlers = [],
  user = customer,
}: { handlers?: RequestHandler[]; user?: PublicUser | null } = {}) {
  const view = renderApp(
    <Routes>
      <Route path="/product/:id" element={<SubscribeBox />} />
    </Routes>,
    {
      route: `/product/${PLAN_ID}`,
      user,
      wrap: withUi,
      handlers: [...handlers, planProductAnswer(), planAnswer(), optionsAnswer(), cardsAnswer()],
    },
  );
  return { ...view, clicks: userEvent.setup() };
}

const section = () => screen.findByRole('region', { name: 'Subscribe & Save' });
const posts = (requests: readonly RecordedRequest[], path = '/api/subscriptions') =>
  requests.filter((r) => r.method === 'POST' && r.path === path);

describe('SubscribeBox on a plan (a product of the subscription category)', () => {
  it("when Roaster's Choice is shown, then it says what the plan is, what is next and the price per box with the Direct+ teaser", async () => {
    open();
    const box = await section();
    expect(await within(box).findByText('Next up:')).toBeVisible();
    expect(box).toHaveTextContent('Next up: Kenya Nyeri');
    expect(box).toHaveTextContent(
      "Roaster's Choice: our roasters choose each delivery's coffee — 2 x 12 oz bags per box. Skip, pause or cancel anytime.",
    );
    expect(box).toHaveTextContent('$34.00 per box');
    expect(box).toHaveTextContent('Direct+ members save 15% on every delivery.');
    expect(within(box).getByLabelText('Boxes per delivery')).toHaveDisplayValue('1');
    expect(within(box).getByLabelText('Grind')).toHaveDisplayValue('Choose a grind');
    // The coffee is the roasters': no bag of it is offered, and no list of origins.
    expect(box).not.toHaveTextContent('Origins in rotation');
    expect(within(box).queryByLabelText('Size & grind')).toBeNull();
  });

  it('when a member looks at the Explorer, then the origins in rotation and the member price per box show', async () => {
    const { clicks } = open({
      handlers: [
        http.get(`/api/subscriptions/plans/${PLAN_ID}`, () => HttpResponse.json(explorer)),
        optionsAnswer(makeOptions({ isMember: true })),
      ],
    });
    const box = await section();
    expect(await within(box).findByText('Origins in rotation:')).toBeVisible();
    expect(box).toHaveTextContent(
      'Origins in rotation: Kenya Nyeri, Ethiopia Guji, Colombia Huila',
    );
    expect(box).toHaveTextContent(
      'Single Origin Explorer: a different single origin each delivery — 2 x 12 oz bags per box.',
    );
    expect(box).not.toHaveTextContent('Next up');
    expect(box).toHaveTextContent('$28.90 per box');
    expect(within(box).getByLabelText('Regular price $34.00')).toBeInTheDocument();
    await clicks.selectOptions(within(box).getByLabelText('Boxes per delivery'), '2');
    expect(box).toHaveTextContent('$57.80 per delivery');
    expect(within(box).getByLabelText('Regular price $68.00')).toBeInTheDocument();
  });

  it('when Subscribe is pressed without a grind, then it asks for one and sends nothing; with one, the POST carries it', async () => {
    const { clicks, requests } = open({
      handlers: [
        http.post('/api/subscriptions', () =>
          HttpResponse.json(
            makePlanSubscription({
              item: {
                ...makePlanSubscription().item,
                quantity: 2,
                variantLabel: '2 x 12 oz, espresso',
                plan: { kind: 'roasters-choice', grind: 'espresso', bagSize: '12 oz', bags: 2 },
              },
            }),
            { status: 201 },
          ),
        ),
      ],
    });
    const box = await section();
    await clicks.click(await within(box).findByRole('button', { name: 'Subscribe' }));
    const grind = within(box).getByLabelText('Grind');
    expect(await within(box).findByText(PLAN_GRIND_MESSAGE)).toBeVisible();
    expect(grind).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(grind).toHaveFocus());
    expect(posts(requests)).toHaveLength(0);

    await clicks.selectOptions(grind, 'Espresso');
    expect(within(box).queryByText(PLAN_GRIND_MESSAGE)).toBeNull();
    await clicks.selectOptions(within(box).getByLabelText('Boxes per delivery'), '2');
    await clicks.click(within(box).getByRole('button', { name: 'Subscribe' }));

    expect(await within(box).findByRole('heading', { name: /You.re subscribed/ })).toBeVisible();
    expect(box).toHaveTextContent(
      "2 boxes of Roaster's Choice Monthly — 2 x 12 oz, espresso, every 4 weeks.",
    );
    const [post] = posts(requests);
    expect(post!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(post!.body).toEqual({
      productId: PLAN_ID,
      variantId: 'default',
      grind: 'espresso',
      quantity: 2,
      frequencyWeeks: 2,
      firstDeliveryOn: '2026-12-02',
      shippingAddress,
      paymentMethodId: 'offpm_visa4242',
    });
  });

  it('when staff have not set the plan up (404), then it says the plan is not open and offers no form', async () => {
    open({
      handlers: [
        http.get(`/api/subscriptions/plans/${PLAN_ID}`, () =>
          failure(404, 'This plan is not open for subscriptions yet'),
        ),
      ],
    });
    const box = await section();
    expect(
      await within(box).findByText('This plan is not open for subscriptions yet'),
    ).toBeVisible();
    expect(within(box).queryByRole('form')).toBeNull();
    expect(within(box).queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(within(box).queryByLabelText('Send as a gift')).toBeNull();
  });

  it('when the plan cannot be read for another reason, then it says so and Try again reads it again', async () => {
    let tries = 0;
    const { clicks } = open({
      handlers: [
        http.get(`/api/subscriptions/plans/${PLAN_ID}`, () => {
          tries += 1;
          return tries === 1 ? failure(503, 'Service unavailable') : HttpResponse.json(makePlan());
        }),
      ],
    });
    const box = await section();
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      "We couldn't load this plan: 503: Service unavailable",
    );
    await clicks.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await within(box).findByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  it('when signed out, then it offers Sign in to subscribe and does not ask for the plan', async () => {
    const { requests } = open({ user: null });
    expect(await screen.findByRole('link', { name: 'Sign in to subscribe' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(await section()).toHaveTextContent(
      "Get Roaster's Choice Monthly delivered on your schedule, with coffee our roasters choose.",
    );
    expect(requests.map((r) => r.path)).not.toContain(`/api/subscriptions/plans/${PLAN_ID}`);
  });

  it('when a plan is sent as a gift, then the gift posts the chosen grind', async () => {
    const { clicks, requests } = open({
      handlers: [
        http.post('/api/subscriptions/gifts', () =>
          HttpResponse.json(
            makePlanSubscription({
              gift: {
                recipientName: 'Grace Hopper',
                recipientEmail: 'grace@example.com',
                message: null,
                deliveries: 3,
                remaining: 3,
                endedReason: null,
              },
            }),
            { status: 201 },
          ),
        ),
      ],
    });
    const box = await section();
    await clicks.click(await within(box).findByLabelText('Send as a gift'));
    const form = await within(box).findByRole('form', { name: 'Send as a gift' });
    await clicks.selectOptions(within(form).getByLabelText('Grind'), 'French press');
    await clicks.type(within(form).getByLabelText("Recipient's name"), 'Grace Hopper');
    await clicks.type(within(form).getByLabelText("Recipient's email"), 'grace@example.com');
    await clicks.type(within(form).getByLabelText('First Name'), 'Grace');
    await clicks.type(within(form).getByLabelText('Last Name'), 'Hopper');
    await clicks.type(within(form).getByLabelText('Address'), '2 Navy Yard');
    await clicks.type(within(form).getByLabelText('City'), 'Arlington');
    await clicks.type(within(form).getByLabelText('State'), 'VA');
    await clicks.type(within(form).getByLabelText('ZIP Code'), '22202');
    await clicks.click(within(form).getByRole('button', { name: /send the gift/ }));
    expect(
      await within(box).findByRole('heading', { name: 'Your gift is on its way' }),
    ).toBeVisible();
    expect(box).toHaveTextContent("3 deliveries of 1 box of Roaster's Choice Monthly");
    const [post] = posts(requests, '/api/subscriptions/gifts');
    expect(post!.body).toMatchObject({
      productId: PLAN_ID,
      variantId: 'default',
      grind: 'french-press',
      quantity: 1,
      deliveries: 3,
    });
  });
});
