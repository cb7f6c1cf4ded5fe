import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_PAYMENT_CONFIG_PATH } from '@coffee/contracts';
import { http, HttpResponse } from '@coffee/platform/testing';
import { cartLine, failure, findToast, makePaymentConfig } from '../../../test/fixtures';
import { customer, fillShipping, giveCard, member, renderCheckout, tab } from './checkout-helpers';

describe('checkout steps', () => {
  it('when the cart is empty, then Your Cart is Empty offers Continue Shopping to /', async () => {
    renderCheckout({ cart: [] });
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('when on shipping, then payment and review tabs are disabled; on payment only review is; Back walks back', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    expect(tab('Shipping')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Payment')).toBeDisabled();
    expect(tab('Review')).toBeDisabled();

    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(tab('Payment')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Shipping')).toBeEnabled();
    expect(tab('Review')).toBeDisabled();
    expect(screen.getByRole('tabpanel', { name: /Payment/ })).toHaveFocus();

    await giveCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(await screen.findByRole('heading', { name: 'Review Your Order' })).toBeInTheDocument();
    expect(tab('Shipping')).toBeEnabled();
    expect(tab('Payment')).toBeEnabled();
    expect(tab('Review')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(tab('Payment')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(tab('Shipping')).toHaveAttribute('aria-selected', 'true');
    // The address typed is still there after going back.
    expect(screen.getByLabelText('Address')).toHaveValue('12 Roast Lane');
  });

  it('when on review, then the tabs lead back to earlier steps', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await giveCard(user);
    await user.click(await screen.findByRole('button', { name: 'Continue to Review' }));
    await user.click(tab('Shipping'));
    expect(screen.getByRole('heading', { name: 'Shipping Information' })).toBeInTheDocument();
    expect(tab('Review')).toBeDisabled();
  });

  it('when a required field is empty, then the toast says Missing Information and the flow stays on shipping', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    // Only blanks in the city: the contracts' schema trims, so this is empty too.
    await fillShipping(user, { City: '   ', Address: '' });
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const toast = await findToast('Missing Information');
    expect(toast.closest('[role="alert"]')).toHaveTextContent(
      'Please fill out all required fields',
    );
    expect(tab('Shipping')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Payment')).toBeDisabled();
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Address')).toHaveFocus();
  });

  it('when the phone is left empty, then the shipping step still passes (phone is optional)', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillShipping(user, { 'Phone (optional)': '' });
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  });

  it('when the shopper has a profile, then the form starts from their name and address', async () => {
    renderCheckout({
      user: {
        ...customer,
        address: '9 Bean St',
        city: 'Seattle',
        state: 'WA',
        zipCode: '98101',
        phone: '555-0199',
      },
    });
    await screen.findByRole('heading', { name: 'Shipping Information' });
    expect(screen.getByLabelText('First Name')).toHaveValue('Casey');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Customer');
    expect(screen.getByLabelText('Address')).toHaveValue('9 Bean St');
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('98101');
  });

  it('when the shopper is not a member, then free shipping is not offered and standard is the default', async () => {
    renderCheckout();
    const methods = within(await screen.findByRole('group', { name: 'Shipping Method' }));
    expect(methods.queryByRole('radio', { name: /Free Shipping/ })).not.toBeInTheDocument();
    expect(methods.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    expect(methods.getByRole('radio', { name: /Express Shipping/ })).not.toBeChecked();
    expect(
      methods.getByRole('radio', { name: /Standard Shipping/ }).closest('label'),
    ).toHaveTextContent('3-7 business days');
    expect(
      methods.getByRole('radio', { name: /Standard Shipping/ }).closest('label'),
    ).toHaveTextContent('$5.99');
    expect(
      methods.getByRole('radio', { name: /Express Shipping/ }).closest('label'),
    ).toHaveTextContent('1-2 business days');
    expect(
      methods.getByRole('radio', { name: /Express Shipping/ }).closest('label'),
    ).toHaveTextContent('$14.99');
  });

  it('when the shopper is a Direct+ member, then free shipping is offered and is the default', async () => {
    renderCheckout({ user: member });
    const methods = within(await screen.findByRole('group', { name: 'Shipping Method' }));
    const free = methods.getByRole('radio', { name: /Free Shipping/ });
    expect(free).toBeChecked();
    expect(free.closest('label')).toHaveTextContent('2-5 business days');
    expect(methods.getAllByRole('radio')).toHaveLength(3);
  });

  it('when on payment, then credit card is the default and the provider’s card form takes the card there, once; PayPal has none', async () => {
    const user = userEvent.setup();
    const { requests } = renderCheckout({ cart: [cartLine(1, 1)] });
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const payment = within(await screen.findByRole('group', { name: 'Payment Method' }));
    expect(payment.getByRole('radio', { name: /Credit Card/ })).toBeChecked();
    expect(payment.getByRole('radio', { name: /PayPal/ })).not.toBeChecked();
    // The offline provider's own form with its test cards; none of the spec's display-only fields.
    const card = within(screen.getByRole('form', { name: 'Card details' }));
    expect(card.getByText('Test mode: no real card is charged')).toBeInTheDocument();
    for (const label of ['Card Number', 'Expiry Date', 'CVV', 'Name on Card'])
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();

    // The card is checked before the shopper moves on, with the provider's messages by each field.
    await user.click(card.getByRole('button', { name: 'Continue to Review' }));
    expect(card.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Your card number is incomplete.',
    );
    expect(tab('Payment')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Review')).toBeDisabled();

    await giveCard(user, '4242 4242 4242 4242');
    await user.click(card.getByRole('button', { name: 'Continue to Review' }));
    const review = await screen.findByRole('region', { name: 'Payment Method' });
    expect(review).toHaveTextContent('Credit Card');
    expect(review).toHaveTextContent('Card ending 4242');
    // Nothing about the card left the page: it is sent only with the order's payment.
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(tab('Payment'));
    await user.click(
      within(screen.getByRole('group', { name: 'Payment Method' })).getByRole('radio', {
        name: /PayPal/,
      }),
    );
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
    expect(screen.getByText(/You approve the PayPal payment right after/)).toBeInTheDocument();
  });

  it('when the provider cannot be asked, then the card step says so and Try again asks again', async () => {
    const user = userEvent.setup();
    let fails = true;
    renderCheckout({
      handlers: [
        http.get(ORDER_PAYMENT_CONFIG_PATH, () =>
          fails ? failure(503, 'Service unavailable') : HttpResponse.json(makePaymentConfig()),
        ),
      ],
    });
    await screen.findByRole('heading', { name: 'Shipping Information' });
    await fillShipping(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment form could not be loaded.',
    );
    expect(screen.queryByRole('button', { name: 'Continue to Review' })).not.toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Card details' })).toBeInTheDocument();
  });
});
