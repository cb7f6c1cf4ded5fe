import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberSubtotal, orderTotals } from '@coffee/contracts';
import { formatMoney } from '../../../shared/money';
import { cartLine } from '../../../test/fixtures';
import { customer, goToReview, member, renderCheckout, summary } from './checkout-helpers';

const shown = (id: string) => summary().getByTestId(id).textContent;

// Two coffees at 10% off and a grinder at 12% off (the admin's figure); a filter at none.
const cart = [
  cartLine(1, 2, '18.00', { memberDiscountPercent: 10 }),
  cartLine(2, 1, '129.99', { category: 'equipment', memberDiscountPercent: 12 }),
  cartLine(3, 3, '0.35', { category: 'accessories' }),
];
const priced = [
  { listUnitCents: 1800, memberDiscountPercent: 10, quantity: 2 },
  { listUnitCents: 12999, memberDiscountPercent: 12, quantity: 1 },
  { listUnitCents: 35, memberDiscountPercent: 0, quantity: 3 },
];

describe('checkout summary: Direct+ member prices', () => {
  it('when a Direct+ member checks out, then the summary totals are orderTotals of memberSubtotal to the cent, with the savings row and regular prices beside member prices', async () => {
    renderCheckout({ user: member, cart });
    await screen.findByRole('heading', { name: 'Order Summary' });
    const { subtotalCents, memberSavingsCents } = memberSubtotal(priced, true);
    const totals = orderTotals(subtotalCents, 'free');
    // 2 × 16.20 + 114.39 (12% of 129.99 is 15.5988, so 15.60 off) + 3 × 0.35 = 147.84;
    // 7% tax on that, after the discount: 10.3488, so 10.35.
    expect(totals).toEqual({
      subtotalCents: 14784,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 1035,
      totalCents: 15819,
    });
    expect(memberSavingsCents).toBe(360 + 1560);

    expect(shown('totals-member-savings')).toBe('-$19.20');
    expect(summary().getByText('Direct+ savings')).toBeInTheDocument();
    expect(shown('totals-subtotal')).toBe(formatMoney(totals.subtotalCents));
    expect(shown('totals-shipping')).toBe('Free');
    expect(shown('totals-tax')).toBe(formatMoney(totals.taxCents));
    expect(shown('totals-total')).toBe(formatMoney(totals.totalCents));

    const [first, second, third] = within(
      summary().getByRole('list', { name: 'Items in your order' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Qty 2 × $16.20');
    expect(within(first).getByText('Regular $18.00')).toBeInTheDocument();
    expect(first).toHaveTextContent('$32.40');
    expect(second).toHaveTextContent('Qty 1 × $114.39');
    expect(within(second).getByText('Regular $129.99')).toBeInTheDocument();
    expect(third).toHaveTextContent('Qty 3 × $0.35');
    expect(within(third).queryByText(/^Regular/)).not.toBeInTheDocument();
  });

  it('when a member moves on to Review, then the items and the total there are the member prices the summary shows', async () => {
    const user = userEvent.setup();
    renderCheckout({ user: member, cart });
    await goToReview(user);
    const review = within(screen.getByRole('list', { name: 'Items to order' }));
    expect(review.getByText('Regular $18.00')).toBeInTheDocument();
    expect(screen.getByText('Total $158.19')).toBeInTheDocument();
  });

  it('when a shopper who is not a member checks out, then the summary is orderTotals of the regular subtotal with no savings row', async () => {
    renderCheckout({ user: customer, cart });
    await screen.findByRole('heading', { name: 'Order Summary' });
    const totals = orderTotals(memberSubtotal(priced, false).subtotalCents, 'standard');
    // 36.00 + 129.99 + 1.05 = 167.04; 7% is 11.6928, so 11.69; plus 5.99 standard shipping.
    expect(totals.totalCents).toBe(16704 + 1169 + 599);
    expect(summary().queryByText('Direct+ savings')).not.toBeInTheDocument();
    expect(summary().queryByTestId('totals-member-savings')).not.toBeInTheDocument();
    expect(summary().queryByText(/^Regular/)).not.toBeInTheDocument();
    expect(shown('totals-subtotal')).toBe(formatMoney(totals.subtotalCents));
    expect(shown('totals-shipping')).toBe('$5.99');
    expect(shown('totals-tax')).toBe(formatMoney(totals.taxCents));
    expect(shown('totals-total')).toBe(formatMoney(totals.totalCents));
  });
});
