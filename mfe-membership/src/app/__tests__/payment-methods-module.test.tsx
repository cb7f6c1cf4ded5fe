import { screen } from '@testing-library/react';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import paymentMethods from '../payment-methods';

describe('membership/PaymentMethods (the exposed module)', () => {
  it('when loaded by the shell, then the default export is the PaymentMethods widget, marked as this remote', async () => {
    expect(paymentMethods).toMatchObject({
      remote: 'membership',
      release: 'test@0.0.0',
      name: 'PaymentMethods',
    });
    const { container } = renderApp(<paymentMethods.component />, {
      wrap: (children) => <UiProvider>{children}</UiProvider>,
      user: makeUser(),
      handlers: [http.get('/api/payment-methods', () => HttpResponse.json([]))],
    });
    expect(
      await screen.findByRole('heading', { name: 'No payment methods saved' }),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-remote="membership"]')).toBeInTheDocument();
  });
});
