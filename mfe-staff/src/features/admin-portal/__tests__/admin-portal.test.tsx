import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { AdminPortalPage } from '..';
import { admin, dashboard, defaultSettings, withUi } from '../../../test/fixtures';

const dashboardAnswer = (body: object = dashboard(), status = 200) =>
  http.get('/api/admin/dashboard', () => HttpResponse.json(body, { status }));

const figure = (group: string, label: string) => {
  const list = screen.getByLabelText(group);
  const term = within(list)
    .getAllByRole('term')
    .find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
};

describe('admin portal tabs', () => {
  it('when opened, then the sections are tabs and the dashboard shows', async () => {
    renderApp(<AdminPortalPage />, { user: admin, wrap: withUi, handlers: [dashboardAnswer()] });
    const tabs = within(
      screen.getByRole('tablist', { name: 'Admin portal sections' }),
    ).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Dashboard',
      'Products',
      'Samples',
      'Promotions',
      'Orders',
      'Users',
      'Settings',
      'Audit Log',
      'Email outbox',
    ]);
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByLabelText('Revenue');
  });

  it('when arrow keys are pressed on a tab, then the selection moves and wraps', async () => {
    renderApp(<AdminPortalPage />, {
      user: admin,
      wrap: withUi,
      handlers: [
        dashboardAnswer(),
        http.get('/api/admin/audit', () =>
          HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 }),
        ),
        http.get('/api/admin/settings', () => HttpResponse.json(defaultSettings)),
        http.get('/api/admin/mail-outbox', () =>
          HttpResponse.json({
            mails: [],
            services: [],
            counts: { waiting: 0, sending: 0, sent: 0, parked: 0 },
            next: null,
          }),
        ),
      ],
    });
    screen.getByRole('tab', { name: 'Dashboard' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Email outbox' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Audit Log' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveFocus();
  });
});

describe('admin dashboard', () => {
  it('when the figures load, then revenue, members, new customers, orders by status and low stock show', async () => {
    renderApp(<AdminPortalPage />, { user: admin, wrap: withUi, handlers: [dashboardAnswer()] });
    await screen.findByLabelText('Revenue');
    expect(figure('Revenue', 'Revenue today')).toBe('$120.50');
    expect(figure('Revenue', 'Revenue, last 7 days')).toBe('$180.50');
    expect(figure('Revenue', 'Revenue, last 30 days')).toBe('$410.50');
    expect(figure('Customers', 'Active Direct+ members')).toBe('186');
    expect(figure('Customers', 'New customers, 30 days')).toBe('40');
    expect(figure('Orders by status', 'Completed')).toBe('20');
    expect(figure('Orders by status', 'Paid')).toBe('3');
    const low = screen.getByRole('region', { name: 'Low-stock products' });
    expect(within(low).getByText('Burr Grinder')).toBeInTheDocument();
    expect(within(low).getByText('2')).toBeInTheDocument();
    expect(screen.getByText(/days in America\/New_York/)).toBeInTheDocument();
  });

  it('when the figures load, then the subscriptions show: active, paused, due this week and monthly revenue', async () => {
    renderApp(<AdminPortalPage />, { user: admin, wrap: withUi, handlers: [dashboardAnswer()] });
    await screen.findByLabelText('Subscriptions');
    expect(figure('Subscriptions', 'Active subscriptions')).toBe('42');
    expect(figure('Subscriptions', 'Paused subscriptions')).toBe('5');
    expect(figure('Subscriptions', 'Deliveries due this week')).toBe('9');
    expect(figure('Subscriptions', 'Monthly recurring revenue')).toBe('$1,820.00');
  });

  it('when the subscription figures are missing, then the rest of the dashboard still shows', async () => {
    renderApp(<AdminPortalPage />, {
      user: admin,
      wrap: withUi,
      handlers: [dashboardAnswer({ ...dashboard(), subscriptions: null })],
    });
    await screen.findByLabelText('Revenue');
    expect(screen.queryByLabelText('Subscriptions')).not.toBeInTheDocument();
  });

  it('when the figures load, then the 30-day revenue chart is an image with a text summary and a table of every day', async () => {
    renderApp(<AdminPortalPage />, { user: admin, wrap: withUi, handlers: [dashboardAnswer()] });
    const chart = await screen.findByRole('img', { name: /Daily revenue, last 30 days/ });
    expect(chart).toHaveAccessibleName(
      'Daily revenue, last 30 days $410.50 over 30 days; the best day Oct 30 with $120.50.',
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const figureTable = within(chart.closest('figure') as HTMLElement).getByRole('table', {
      hidden: true,
    });
    expect(within(figureTable).getAllByRole('row', { hidden: true })).toHaveLength(31);
  });

  it('when the dashboard call fails, then the error and a retry show, and the retry asks again', async () => {
    let calls = 0;
    renderApp(<AdminPortalPage />, {
      user: admin,
      wrap: withUi,
      handlers: [
        http.get('/api/admin/dashboard', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ message: 'Service unavailable: orders' }, { status: 503 })
            : HttpResponse.json(dashboard());
        }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the dashboard");
    expect(alert).toHaveTextContent('503: Service unavailable: orders');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Revenue')).toBeInTheDocument();
  });
});
