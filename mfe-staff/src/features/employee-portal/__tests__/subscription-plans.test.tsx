import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser, SubscriptionPlan } from '@coffee/contracts';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { EmployeePortalPage } from '..';
import {
  emptyOrdersHandler,
  employee,
  manager,
  pageOf,
  sessionReady,
  withUi,
} from '../../../test/fixtures';

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;

const CHOICE = id('aa', 1);
const EXPLORER = id('aa', 2);
const ESPRESSO_EXPLORER = id('aa', 3);
const ETHIOPIA = id('c0ffee', 1);
const KENYA = id('c0ffee', 2);
const COLOMBIA = id('c0ffee', 3);
const FORTE = id('c0ffee', 4);

/** A product as the catalog's public list answers it. */
const product = (productId: string, name: string, category: string, price: string) => ({
  id: productId,
  name,
  price,
  category,
});

const PRODUCTS = [
  product(CHOICE, "Roaster's Choice Box", 'subscription', '36.00'),
  product(ESPRESSO_EXPLORER, 'Espresso Explorer', 'subscription', '40.00'),
  product(EXPLORER, 'Single Origin Explorer', 'subscription', '38.00'),
  product(ETHIOPIA, 'Ethiopia Yirgacheffe', 'beans', '18.00'),
  product(KENYA, 'Kenya AA', 'beans', '19.00'),
  product(COLOMBIA, 'Colombia Supremo', 'ground-coffee', '16.00'),
  product(FORTE, 'Espresso Forte', 'espresso', '17.00'),
];

function plan(overrides: Partial<SubscriptionPlan>): SubscriptionPlan {
  return {
    productId: CHOICE,
    productName: "Roaster's Choice Box",
    kind: 'roasters-choice',
    bagSize: '12 oz',
    bags: 2,
    picks: [
      { from: '2026-11-02', productId: ETHIOPIA, productName: 'Ethiopia Yirgacheffe' },
      { from: '2026-12-01', productId: KENYA, productName: 'Kenya AA' },
    ],
    origins: [],
    price: '36.00',
    memberPrice: '30.60',
    nextCoffee: { productId: KENYA, productName: 'Kenya AA' },
    updatedAt: '2026-12-01T12:00:00.000Z',
    updatedBy: 'Max Manager',
    ...overrides,
  };
}

const ROASTERS_CHOICE = plan({});
const ESPRESSO_PLAN = plan({
  productId: ESPRESSO_EXPLORER,
  productName: 'Espresso Explorer',
  kind: 'origin-explorer',
  bagSize: '8 oz',
  bags: 3,
  picks: [],
  origins: [
    { productId: FORTE, productName: 'Espresso Forte' },
    { productId: COLOMBIA, productName: 'Colombia Supremo' },
  ],
  price: '40.00',
  memberPrice: '34.02',
  nextCoffee: { productId: FORTE, productName: 'Espresso Forte' },
});

/**
 * The portal on Subscriptions > Plans; `save` answers the PUT (else the plan comes back saved),
 * `first` answers before the usual handlers.
 */
async function openPlans(user: PublicUser, save?: () => Response, first: RequestHandler[] = []) {
  const plans = [ROASTERS_CHOICE, ESPRESSO_PLAN];
  const handlers: RequestHandler[] = [
    ...first,
    emptyOrdersHandler,
    http.get('/api/employee/subscriptions', () => HttpResponse.json(pageOf([]))),
    http.get('/api/employee/subscription-plans', () => HttpResponse.json(plans)),
    http.put('/api/employee/subscription-plans/:productId', async ({ request, params }) => {
      if (save) return save();
      const body = (await request.json()) as Pick<SubscriptionPlan, 'kind' | 'bagSize' | 'bags'>;
      const saved = plan({
        ...body,
        productId: String(params.productId),
        productName: 'Single Origin Explorer',
        picks: [],
        origins: [
          { productId: KENYA, productName: 'Kenya AA' },
          { productId: ETHIOPIA, productName: 'Ethiopia Yirgacheffe' },
          { productId: COLOMBIA, productName: 'Colombia Supremo' },
        ],
      });
      plans.push(saved);
      return HttpResponse.json(saved);
    }),
    http.get('/api/products/category/:category', ({ params }) => {
      const items = PRODUCTS.filter((p) => p.category === params.category);
      return HttpResponse.json(items, { headers: { 'X-Total-Count': String(items.length) } });
    }),
  ];
  const view = renderApp(<EmployeePortalPage />, { user, wrap: withUi, handlers });
  await sessionReady(view.store);
  await userEvent.click(screen.getByRole('tab', { name: 'Subscriptions' }));
  await userEvent.click(screen.getByRole('tab', { name: 'Plans' }));
  await screen.findByRole('rowheader', { name: /Roaster's Choice Box/ });
  return view;
}

const row = (name: string | RegExp) =>
  screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

async function openEditor(rowName: RegExp, button: 'Edit' | 'Set up') {
  await userEvent.click(within(row(rowName)).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: /plan:/ });
  return within(await within(dialog).findByRole('form', { name: 'Plan' }));
}

const puts = <R extends { method: string }>(requests: readonly R[]) =>
  requests.filter((r) => r.method === 'PUT');

describe('employee portal: subscription plans', () => {
  it('when opened, then every subscription product shows with its plan, or "Not set up yet"', async () => {
    const { requests } = await openPlans(manager);
    const choice = within(row(/Roaster's Choice Box/));
    expect(choice.getByText('$36.00 a box')).toBeInTheDocument();
    expect(choice.getByText("Roaster's Choice")).toBeInTheDocument();
    expect(choice.getByText('2 x 12 oz')).toBeInTheDocument();
    expect(choice.getByText('2 picks')).toBeInTheDocument();
    expect(choice.getByText('Kenya AA')).toBeInTheDocument();
    expect(choice.getByText(/by Max Manager/)).toBeInTheDocument();
    expect(choice.getByRole('button', { name: 'Edit' })).toBeInTheDocument();

    const espresso = within(row(/Espresso Explorer/));
    expect(espresso.getByText('Single Origin Explorer')).toBeInTheDocument();
    expect(espresso.getByText('3 x 8 oz')).toBeInTheDocument();
    expect(espresso.getByText('2 origins')).toBeInTheDocument();

    const unset = within(row(/^Single Origin Explorer/));
    expect(unset.getByText('Not set up yet')).toBeInTheDocument();
    expect(unset.getByText('$38.00 a box')).toBeInTheDocument();
    expect(unset.getByRole('button', { name: 'Set up' })).toBeInTheDocument();

    const asked = requests.find((r) => r.path === '/api/products/category/subscription');
    expect(asked?.search.get('limit')).toBe('100');
    expect(asked?.search.get('offset')).toBe('0');
  });

  it('when a manager sets up the Explorer, then the PUT sends its box and the origins in order, and a toast confirms', async () => {
    const { requests, store } = await openPlans(manager);
    const form = await openEditor(/^Single Origin Explorer/, 'Set up');
    await userEvent.selectOptions(form.getByLabelText('Kind'), 'Single Origin Explorer');
    await userEvent.selectOptions(form.getByLabelText('Bag size'), '2 lb');
    await userEvent.selectOptions(form.getByLabelText('Bags per box'), '1');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Origin 1' }), 'Kenya AA');
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Origin 2' }),
      'Colombia Supremo',
    );
    await userEvent.click(form.getByRole('button', { name: 'Add origin' }));
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Origin 3' }),
      'Ethiopia Yirgacheffe',
    );
    expect(form.getByRole('button', { name: 'Move origin 1 up' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Move origin 3 down' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Move origin 3 up' }));
    expect(form.getByRole('combobox', { name: 'Origin 2' })).toHaveDisplayValue(
      'Ethiopia Yirgacheffe',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save Plan' }));

    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Plan saved',
        description:
          'Single Origin Explorer: Single Origin Explorer, 1 x 2 lb; next delivery: Kenya AA.',
        variant: 'success',
      }),
    );
    const [put] = puts(requests);
    expect(put?.path).toBe(`/api/employee/subscription-plans/${EXPLORER}`);
    expect(put?.body).toEqual({
      kind: 'origin-explorer',
      bagSize: '2 lb',
      bags: 1,
      picks: [],
      origins: [KENYA, ETHIOPIA, COLOMBIA],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is read again: the product now has its plan.
    await waitFor(() =>
      expect(within(row(/^Single Origin Explorer/)).getByText('1 x 2 lb')).toBeInTheDocument(),
    );
  });

  it("when a manager edits Roaster's Choice, then the picks are sent as the rows now stand", async () => {
    const { requests } = await openPlans(manager);
    const form = await openEditor(/Roaster's Choice Box/, 'Edit');
    expect(form.getByLabelText('Pick 1 from')).toHaveValue('2026-11-02');
    expect(form.getByRole('combobox', { name: 'Pick 2 coffee' })).toHaveDisplayValue('Kenya AA');
    await userEvent.click(form.getByRole('button', { name: 'Remove pick 1' }));
    await userEvent.click(form.getByRole('button', { name: 'Add pick' }));
    await userEvent.type(form.getByLabelText('Pick 2 from'), '2027-01-04');
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Pick 2 coffee' }),
      'Espresso Forte',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]?.path).toBe(`/api/employee/subscription-plans/${CHOICE}`);
    expect(puts(requests)[0]?.body).toEqual({
      kind: 'roasters-choice',
      bagSize: '12 oz',
      bags: 2,
      picks: [
        { from: '2026-12-01', productId: KENYA },
        { from: '2027-01-04', productId: FORTE },
      ],
      origins: [],
    });
  });

  it('when the service refuses with 400, then its message shows in the form, at the pick it names, and the editor stays open', async () => {
    const message = 'Kenya AA is not sold in 5 lb bags';
    await openPlans(manager, () =>
      HttpResponse.json(
        { message, code: 'VALIDATION_ERROR', issues: [{ path: 'picks.1.productId', message }] },
        { status: 400 },
      ),
    );
    const form = await openEditor(/Roaster's Choice Box/, 'Edit');
    await userEvent.selectOptions(form.getByLabelText('Bag size'), '5 lb');
    await userEvent.click(form.getByRole('button', { name: 'Save Plan' }));

    await waitFor(() =>
      expect(form.getAllByRole('alert').map((a) => a.textContent)).toContain(message),
    );
    const kenya = form.getByRole('combobox', { name: 'Pick 2 coffee' });
    expect(kenya).toHaveAttribute('aria-invalid', 'true');
    expect(kenya).toHaveAccessibleDescription(message);
    expect(form.getByRole('combobox', { name: 'Pick 1 coffee' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(screen.getByRole('dialog', { name: /Edit plan/ })).toBeInTheDocument();
  });

  it('when the Explorer has a row without a coffee or too few origins, then it says so and sends nothing', async () => {
    const { requests } = await openPlans(manager);
    const form = await openEditor(/^Single Origin Explorer/, 'Set up');
    await userEvent.selectOptions(form.getByLabelText('Kind'), 'Single Origin Explorer');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Origin 1' }), 'Kenya AA');
    await userEvent.click(form.getByRole('button', { name: 'Save Plan' }));
    expect(form.getByRole('combobox', { name: 'Origin 2' })).toHaveAccessibleDescription(
      'Choose a coffee',
    );
    await userEvent.click(form.getByRole('button', { name: 'Remove origin 2' }));
    expect(form.getByRole('alert')).toHaveTextContent('Keep at least two origins for the Explorer');
    expect(puts(requests)).toHaveLength(0);
  });

  it('when a coffee category has more than one page, then the editor offers the coffees of every page', async () => {
    const beans = Array.from({ length: 101 }, (_, i) =>
      product(
        id('bea9', i + 1),
        i === 100 ? 'Zambia Last Bean' : `Bean ${i + 1}`,
        'beans',
        '18.00',
      ),
    );
    const { requests } = await openPlans(manager, undefined, [
      http.get('/api/products/category/beans', ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset'));
        return HttpResponse.json(beans.slice(offset, offset + 100), {
          headers: { 'X-Total-Count': String(beans.length) },
        });
      }),
    ]);
    const form = await openEditor(/Roaster's Choice Box/, 'Edit');
    const choice = form.getByRole('combobox', { name: 'Pick 1 coffee' });
    expect(within(choice).getByRole('option', { name: 'Zambia Last Bean' })).toBeInTheDocument();
    expect(within(choice).getByRole('option', { name: 'Colombia Supremo' })).toBeInTheDocument();
    expect(
      requests
        .filter((r) => r.path === '/api/products/category/beans')
        .map((r) => r.search.get('offset')),
    ).toEqual(['0', '100']);
  });

  it('when an employee (no subscriptions:manage) opens Plans, then they read the plans and there is no editor', async () => {
    const { requests } = await openPlans(employee);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up' })).not.toBeInTheDocument();
    expect(within(row(/^Single Origin Explorer/)).getByText('Not set up yet')).toBeInTheDocument();
    expect(within(row(/^Single Origin Explorer/)).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(
      within(row(/Roaster's Choice Box/)).getByRole('button', { name: 'View' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: "Plan: Roaster's Choice Box" }),
    );
    const picks = within(dialog.getByRole('region', { name: 'Picks' }));
    expect(picks.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ethiopia Yirgacheffe from November 2, 2026',
      'Kenya AA from December 1, 2026',
    ]);
    expect(dialog.getByText('$36.00 (members $30.60)')).toBeInTheDocument();
    expect(dialog.queryByRole('form')).not.toBeInTheDocument();
    expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Save Plan' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(row(/Espresso Explorer/)).getByRole('button', { name: 'View' }));
    const explorer = within(await screen.findByRole('dialog', { name: 'Plan: Espresso Explorer' }));
    expect(
      within(explorer.getByRole('region', { name: 'Origins' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Espresso Forte', 'Colombia Supremo']);
    // Reading plans never asks for the coffees an editor offers.
    expect(requests.some((r) => r.path === '/api/products/category/beans')).toBe(false);
  });
});
