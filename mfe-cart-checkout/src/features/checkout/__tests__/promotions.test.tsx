import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderTotals, PROMOTION_MESSAGES, type CartPromotion } from '@coffee/contracts';
import { http, HttpResponse } from '@coffee/platform/testing';
import { formatMoney } from '../../../shared/money';
import { cartLine } from '../../../test/fixtures';
import { customer, goToReview, renderCheckout, summary } from './checkout-helpers';

const shown = (id: string) => summary().getByTestId(id).textContent;
const promotion = (overrides: Partial<CartPromotion> = {}): CartPromotion => ({
  code: 'FALL15',
  offer: {
    id: 'promo-1',
    code: 'FALL15',
    name: 'Fall fifteen',
    kind: 'percent',
    percentOff: 15,
    amountOff: null,
    scope: { categories: [], productIds: [], variantIds: [] },
    minSubtotal: '0.00',
    membersOnly: false,
  },
  problem: null,
  automatic: [],
  ...overrides,
});

// Three bags at $12.35: $37.05.
const cart = [cartLine(1, 3, '12.35')];

describe('checkout summary: promotions', () => {
  it('when the cart keeps a code, then the summary takes it off the subtotal and taxes what is left, as orderTotals does', async () => {
    renderCheckout({
      user: customer,
      cart,
      handlers: [http.get('/api/cart/promotion', () => HttpResponse.json(promotion()))],
    });
    await screen.findByRole('heading', { name: 'Order Summary' });
    // 15% of 37.05 = 5.5575 -> 5.56; tax 7% of 31.49 = 2.2043 -> 2.20.
    const totals = orderTotals(3705, 'standard', { discountCents: 556, freeShipping: false });
    expect(totals).toMatchObject({ discountCents: 556, taxCents: 220 });
    expect(await summary().findByTestId('totals-discount')).toHaveTextContent('-$5.56');
    expect(summary().getByText('Promotion (FALL15)')).toBeInTheDocument();
    expect(shown('totals-subtotal')).toBe('$37.05');
    expect(shown('totals-tax')).toBe(formatMoney(totals.taxCents));
    expect(shown('totals-total')).toBe(formatMoney(totals.totalCents));
  });

  it('when a free-shipping code applies and the shopper picks express, then standard is free and express is paid again', async () => {
    const user = userEvent.setup();
    renderCheckout({
      user: customer,
      cart,
      handlers: [
        http.get('/api/cart/promotion', () =>
          HttpResponse.json(
            promotion({
              code: 'SHIPFREE',
              offer: {
                ...promotion().offer!,
                code: 'SHIPFREE',
                kind: 'free-shipping',
                percentOff: null,
              },
            }),
          ),
        ),
      ],
    });
    await screen.findByRole('heading', { name: 'Shipping Information' });
    expect(await summary().findByText('Free')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    expect(shown('totals-shipping')).not.toBe('Free');
  });

  it('when the service refuses the kept code, then Place Order waits with its words until the code is removed', async () => {
    const user = userEvent.setup();
    renderCheckout({
      user: customer,
      cart,
      handlers: [
        http.get('/api/cart/promotion', () =>
          HttpResponse.json(promotion({ offer: null, problem: PROMOTION_MESSAGES.usedUp })),
        ),
      ],
    });
    await goToReview(user);
    expect(
      await screen.findByText(`${PROMOTION_MESSAGES.usedUp}: remove FALL15 to place your order.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Place Order/ })).toBeDisabled();
  });
});
