import { screen, within } from '@testing-library/react';
import { memberSubtotal } from '@coffee/contracts';
import { delay, http, makeUser } from '@coffee/platform/testing';
import { formatMoney } from '../../../shared/money';
import { cartLine, variantLine } from '../../../test/fixtures';
import { cartCalls, customer, member, openByEvent, renderWidget } from './cart-helpers';

// A coffee at 10% off, a 2 lb variant at 15% off (an equipment-like figure) and a kettle with
// no member discount: what the service prices from (regular unit price, percent, quantity).
const coffee = cartLine(1, 2, '18.00', { memberDiscountPercent: 10 });
const discountedBag = variantLine(
  2,
  1,
  { id: '2lb-pour-over', label: '2 lb, pour-over', price: '44.99' },
  undefined,
  { memberDiscountPercent: 15 },
);
const kettle = cartLine(3, 1, '42.00', { category: 'equipment' });
const cart = [coffee, discountedBag, kettle];
const priced = [
  { listUnitCents: 1800, memberDiscountPercent: 10, quantity: 2 },
  { listUnitCents: 4499, memberDiscountPercent: 15, quantity: 1 },
  { listUnitCents: 4200, memberDiscountPercent: 0, quantity: 1 },
];

const items = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');

describe('cart drawer: Direct+ member prices', () => {
  it('when a Direct+ member opens the cart, then discounted lines show the member price with the regular price beside it, and the summary the savings and the member subtotal', async () => {
    renderWidget({ user: member, cart });
    await screen.findByRole('button', { name: 'Cart, 4 items' });
    const drawer = await openByEvent();
    const [first, second, third] = items(drawer) as [HTMLElement, HTMLElement, HTMLElement];

    // 10% of 18.00: 16.20 a bag, 32.40 for two.
    expect(within(first).getByText('$16.20 each')).toBeInTheDocument();
    expect(within(first).getByText('Direct+ price')).toBeInTheDocument();
    expect(within(first).getByText('Regular $18.00')).toBeInTheDocument();
    expect(within(first).getByLabelText('Line total $32.40')).toBeInTheDocument();
    // 15% of 44.99 is 6.7485, rounded to 6.75: 38.24.
    expect(within(second).getByText('$38.24 each')).toBeInTheDocument();
    expect(within(second).getByText('Regular $44.99')).toBeInTheDocument();
    expect(within(second).getByLabelText('Line total $38.24')).toBeInTheDocument();
    // No member discount: the regular price alone.
    expect(within(third).getByText('$42.00 each')).toBeInTheDocument();
    expect(within(third).queryByText(/^Regular/)).not.toBeInTheDocument();
    expect(within(third).queryByText('Direct+ price')).not.toBeInTheDocument();

    const expected = memberSubtotal(priced, true);
    expect(expected).toEqual({ subtotalCents: 11264, memberSavingsCents: 1035 });
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent(
      formatMoney(expected.subtotalCents),
    );
    expect(within(drawer).getByText('Direct+ savings')).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-member-savings')).toHaveTextContent('-$10.35');
    expect(within(drawer).queryByRole('link', { name: 'Join Direct+' })).not.toBeInTheDocument();
  });

  it('when a shopper who is not a member opens the same cart, then regular prices show and the teaser says what Direct+ would save', async () => {
    renderWidget({ user: customer, cart });
    await screen.findByRole('button', { name: 'Cart, 4 items' });
    const drawer = await openByEvent();
    const [first, second] = items(drawer) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('$18.00 each')).toBeInTheDocument();
    expect(within(first).getByLabelText('Line total $36.00')).toBeInTheDocument();
    expect(within(second).getByText('$44.99 each')).toBeInTheDocument();
    expect(within(drawer).queryByText(/^Regular/)).not.toBeInTheDocument();
    expect(within(drawer).queryByText('Direct+ price')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('Direct+ savings')).not.toBeInTheDocument();

    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent(
      formatMoney(memberSubtotal(priced, false).subtotalCents),
    );
    const promo = within(drawer).getByRole('complementary', { name: 'Direct+ membership' });
    expect(
      within(promo).getByText('Direct+ members would save $10.35 on this cart'),
    ).toBeInTheDocument();
    expect(within(promo).getByRole('link', { name: 'Join Direct+' })).toHaveAttribute(
      'href',
      '/direct-plus',
    );
  });

  it('when nothing in a non-member’s cart has a member price, then the promo names no savings figure', async () => {
    renderWidget({ user: customer, cart: [kettle] });
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    const drawer = await openByEvent();
    const promo = within(drawer).getByRole('complementary', { name: 'Direct+ membership' });
    expect(promo).toHaveTextContent('Direct+ members get free delivery and member-only savings.');
    expect(within(promo).queryByText(/would save/)).not.toBeInTheDocument();
  });

  it('when the session still says member but the membership has ended, then the cart shows regular prices, as the service will charge them', async () => {
    const lapsed = makeUser({
      username: 'lapsed',
      isDirectPlus: true,
      directPlusExpiry: '2020-01-01T00:00:00.000Z',
    });
    renderWidget({ user: lapsed, cart: [coffee] });
    await screen.findByRole('button', { name: 'Cart, 2 items' });
    const drawer = await openByEvent();
    expect(within(drawer).getByText('$18.00 each')).toBeInTheDocument();
    expect(within(drawer).queryByText('Regular $18.00')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$36.00');
    expect(
      within(drawer).getByText('Direct+ members would save $3.60 on this cart'),
    ).toBeInTheDocument();
  });

  it('when the session has not answered yet, then no member price or savings shows and the cart is not asked for', async () => {
    const { requests } = renderWidget({
      user: member,
      cart: [coffee],
      handlers: [
        http.get('/api/user', async () => {
          await delay('infinite');
        }),
      ],
    });
    const drawer = await openByEvent();
    expect(within(drawer).getByRole('status', { name: 'Loading your cart' })).toBeInTheDocument();
    expect(within(drawer).queryByText('Direct+ price')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('Direct+ savings')).not.toBeInTheDocument();
    expect(cartCalls(requests)).toHaveLength(0);
  });
});
