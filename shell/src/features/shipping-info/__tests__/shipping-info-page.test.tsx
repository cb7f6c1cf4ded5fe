import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { ShippingInfoPage } from '..';

function renderPage() {
  return renderApp(<ShippingInfoPage />, {
    route: '/shipping-info',
    wrap: (c) => <UiProvider>{c}</UiProvider>,
  });
}

describe('Shipping Info page', () => {
  it('when rendered, then the title is set and the table lists the four methods with the spec rates', () => {
    renderPage();
    expect(document.title).toBe('Shipping Information | Brew Haven');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Shipping Information' }),
    ).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Shipping methods and rates (US dollars)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        Array.from(row.children, (cell) => `${cell.getAttribute('role')}:${cell.textContent}`),
      );
    expect(rows).toEqual([
      [
        'columnheader:Method',
        'columnheader:Delivery time',
        'columnheader:Price',
        'columnheader:Direct+ members',
      ],
      ['rowheader:Standard', 'cell:5-7 business days', 'cell:$5.99', 'cell:FREE'],
      ['rowheader:Expedited', 'cell:2-3 business days', 'cell:$12.99', 'cell:$6.99'],
      [
        'rowheader:Overnight',
        'cell:Next business day if ordered before 2pm ET',
        'cell:$24.99',
        'cell:$19.99',
      ],
      [
        'rowheader:International',
        'cell:7-14 business days',
        'cell:Varies by destination',
        'cell:Reduced rates',
      ],
    ]);
  });

  it('when rendered, then the processing time is 1-2 business days, up to 3 at peak', () => {
    renderPage();
    expect(
      screen.getByText(
        /Orders are processed within 1-2 business days \(up to 3 business days at peak times\)/,
      ),
    ).toBeInTheDocument();
  });

  it('when a policy is opened, then its text shows (returns: 30 days, 60 for Direct+)', async () => {
    const user = userEvent.setup();
    renderPage();
    const titles = [
      'Returns & refunds',
      'Damaged, defective or incorrect items',
      'Address changes & cancellations',
      'Order tracking',
      'International shipping, duties & taxes',
      'P.O. boxes & military addresses',
      'Holidays & peak seasons',
      'Subscription shipments',
    ];
    for (const title of titles) expect(screen.getByText(title)).toBeInTheDocument();

    const returns = screen.getByText('Returns & refunds').closest('details')!;
    expect(returns).not.toHaveAttribute('open');
    await user.click(screen.getByText('Returns & refunds'));
    expect(returns).toHaveAttribute('open');
    expect(within(returns).getByText('30 days')).toBeVisible();
    expect(within(returns).getByText('60 days')).toBeVisible();
    expect(within(returns).getByRole('link', { name: 'Your Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(within(returns).getByRole('link', { name: 'How returns work' })).toHaveAttribute(
      'href',
      '/returns',
    );
  });
});
