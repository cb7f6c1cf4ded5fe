import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_SAVINGS_PATH, type MemberSavings as Savings } from '@coffee/contracts';
import { http, HttpResponse, makeUser, renderApp } from '@coffee/platform/testing';
import { MemberSavings } from '..';
import { failure, withUi } from '../../../test/fixtures';

const member = makeUser({ isDirectPlus: true, directPlusExpiry: '2099-01-01T00:00:00.000Z' });

function open(answer: () => Response) {
  const view = renderApp(<MemberSavings />, {
    route: '/direct-plus-benefits',
    user: member,
    wrap: withUi,
    handlers: [http.get(MEMBER_SAVINGS_PATH, answer)],
  });
  return { ...view, clicks: userEvent.setup() };
}

const savings = (overrides: Partial<Savings> = {}): Savings => ({
  year: 2026,
  orders: 3,
  memberPrices: '14.27',
  freeShipping: '11.98',
  freeShippingOrders: 2,
  samples: '6.00',
  sampleCount: 2,
  total: '32.25',
  ...overrides,
});

describe('MemberSavings (benefits page widget)', () => {
  it('when the member has paid orders this year, then the total and what made it show, as the service added them up', async () => {
    open(() => HttpResponse.json(savings()));
    const card = await screen.findByRole('region', { name: 'Your Direct+ savings in 2026' });
    expect(card).toHaveTextContent('$32.25saved with Direct+ in 2026');
    const rows = within(card).getAllByRole('definition');
    expect(rows.map((row) => row.textContent)).toEqual(['$14.27', '$11.98', '$6.00', '']);
    expect(card).toHaveTextContent('2 orders at the Standard Shipping price');
    expect(card).toHaveTextContent('2 coffee samples (2 oz) with your orders');
    expect(card).toHaveTextContent('From 3 paid orders this year');
  });

  it('when nothing was ordered yet this year, then $0.00 and where the savings will come from', async () => {
    open(() =>
      HttpResponse.json(
        savings({
          orders: 0,
          memberPrices: '0.00',
          freeShipping: '0.00',
          freeShippingOrders: 0,
          samples: '0.00',
          sampleCount: 0,
          total: '0.00',
        }),
      ),
    );
    const card = await screen.findByRole('region', { name: 'Your Direct+ savings in 2026' });
    expect(card).toHaveTextContent('$0.00');
    expect(card).toHaveTextContent(/Your savings add up here as you order/);
    expect(within(card).queryByRole('definition')).toBeNull();
  });

  it('when the service cannot answer, then the failure says so with a retry that asks again', async () => {
    let calls = 0;
    const { clicks } = open(() => {
      calls += 1;
      return calls === 1 ? failure(503, 'Orders are unavailable') : HttpResponse.json(savings());
    });
    expect(await screen.findByText("We couldn't add up your savings")).toBeInTheDocument();
    await clicks.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(
      await screen.findByRole('region', { name: 'Your Direct+ savings in 2026' }),
    ).toBeInTheDocument();
  });
});
