import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROMOTION_MESSAGES, type CartPromotion, type PromotionOffer } from '@coffee/contracts';
import { http, HttpResponse } from '@coffee/platform/testing';
import { cartLine, failure } from '../../../test/fixtures';
import { customer, openByEvent, renderWidget } from './cart-helpers';

// Two bags of a coffee at $18.00 and a kettle at $42.00 (an accessory): $78.00.
const cart = [cartLine(1, 2, '18.00'), cartLine(2, 1, '42.00', { category: 'accessories' })];

const offer = (overrides: Partial<PromotionOffer> = {}): PromotionOffer => ({
  id: 'promo-1',
  code: 'FALL10',
  name: 'Fall ten',
  kind: 'percent',
  percentOff: 10,
  amountOff: null,
  scope: { categories: [], productIds: [], variantIds: [] },
  minSubtotal: '0.00',
  membersOnly: false,
  ...overrides,
});
const state = (overrides: Partial<CartPromotion> = {}): CartPromotion => ({
  code: null,
  offer: null,
  problem: null,
  automatic: [],
  ...overrides,
});
const answer = (body: CartPromotion) =>
  http.get('/api/cart/promotion', () => HttpResponse.json(body));

describe('cart drawer: promo codes', () => {
  it('when a shopper applies a code, then it is sent as typed and the drawer shows the code applied and its discount below the subtotal', async () => {
    const user = userEvent.setup();
    const { requests } = renderWidget({
      user: customer,
      cart,
      handlers: [
        http.post('/api/cart/promotion', () =>
          HttpResponse.json(state({ code: 'FALL10', offer: offer() })),
        ),
      ],
    });
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    const drawer = await openByEvent();

    await user.click(await within(drawer).findByRole('button', { name: 'Have a promo code?' }));
    await user.type(within(drawer).getByLabelText('Promo code'), 'fall10');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));

    // 10% of $78.00.
    expect(await within(drawer).findByTestId('promotion-applied')).toHaveTextContent(
      'Code FALL10 applied: -$7.80',
    );
    expect(within(drawer).getByText('Promotion (FALL10)')).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-discount')).toHaveTextContent('-$7.80');
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$78.00');
    const posted = requests.find((r) => r.method === 'POST' && r.path === '/api/cart/promotion');
    expect(posted?.body).toEqual({ code: 'fall10' });
  });

  it('when the service refuses the code, then its words show under the field and nothing is applied', async () => {
    const user = userEvent.setup();
    renderWidget({
      user: customer,
      cart,
      handlers: [http.post('/api/cart/promotion', () => failure(409, PROMOTION_MESSAGES.expired))],
    });
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    const drawer = await openByEvent();
    await user.click(await within(drawer).findByRole('button', { name: 'Have a promo code?' }));
    await user.type(within(drawer).getByLabelText('Promo code'), 'SUMMER');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(/^This code has expired$/);
    expect(within(drawer).queryByTestId('cart-discount')).not.toBeInTheDocument();
  });

  it('when Apply is pressed with nothing typed, then the field asks for a code and nothing is sent', async () => {
    const user = userEvent.setup();
    const { requests } = renderWidget({ user: customer, cart });
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    const drawer = await openByEvent();
    await user.click(await within(drawer).findByRole('button', { name: 'Have a promo code?' }));
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(within(drawer).getByRole('alert')).toHaveTextContent(PROMOTION_MESSAGES.required);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('when the kept code needs more in the cart, then it says how much and takes nothing off; Remove takes it off the cart', async () => {
    const user = userEvent.setup();
    const { requests } = renderWidget({
      user: customer,
      cart,
      handlers: [
        answer(state({ code: 'BIG', offer: offer({ code: 'BIG', minSubtotal: '100.00' }) })),
        http.delete('/api/cart/promotion', () => HttpResponse.json(state())),
      ],
    });
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    const drawer = await openByEvent();
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Spend $100.00 on eligible items to use BIG',
    );
    expect(within(drawer).queryByTestId('cart-discount')).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Remove code BIG' }));
    expect(
      await within(drawer).findByRole('button', { name: 'Have a promo code?' }),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/cart/promotion')).toBe(
      true,
    );
  });

  it('when an automatic offer fits the cart, then it applies without a code, limited to its categories', async () => {
    renderWidget({
      user: customer,
      cart,
      handlers: [
        answer(
          state({
            automatic: [
              offer({
                id: 'auto',
                code: null,
                name: 'Gear week',
                kind: 'fixed',
                percentOff: null,
                amountOff: '50.00',
                scope: { categories: ['accessories'], productIds: [], variantIds: [] },
              }),
            ],
          }),
        ),
      ],
    });
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    const drawer = await openByEvent();
    // $50.00 off, but only the kettle ($42.00) is in scope.
    expect(await within(drawer).findByTestId('promotion-automatic')).toHaveTextContent(
      'Gear week: -$42.00',
    );
    expect(within(drawer).getByTestId('cart-discount')).toHaveTextContent('-$42.00');
  });
});
