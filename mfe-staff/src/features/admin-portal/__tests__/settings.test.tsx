import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { AdminPortalPage } from '..';
import { admin, dashboardHandler, defaultSettings, withUi } from '../../../test/fixtures';

const settingsAnswer = (body: object = defaultSettings, status = 200) =>
  http.get('/api/admin/settings', () => HttpResponse.json(body, { status }));

async function openSettings(handlers: RequestHandler[]) {
  const view = renderApp(<AdminPortalPage />, {
    user: admin,
    wrap: withUi,
    handlers: [dashboardHandler, ...handlers],
  });
  await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
  await screen.findByRole('form', { name: 'Store settings' });
  return view;
}

describe('admin settings', () => {
  it('when the settings load, then the form shows the real store settings', async () => {
    await openSettings([settingsAnswer()]);
    expect(screen.getByLabelText('Monthly price (USD)')).toHaveValue('9.99');
    expect(screen.getByLabelText('Annual price (USD)')).toHaveValue('99.99');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Timezone')).toHaveValue('America/New_York');
    expect(screen.getByText('Using the default settings: not saved yet')).toBeInTheDocument();
  });

  it('when saved, then PUT sends the settings with the CSRF header and a success toast shows', async () => {
    const saved = {
      ...defaultSettings,
      directPlusMonthlyPrice: '10.49',
      updatedAt: '2026-03-02T15:00:00.000Z',
    };
    const { requests, store } = await openSettings([
      settingsAnswer(),
      http.put('/api/admin/settings', () => HttpResponse.json(saved)),
    ]);
    const monthly = screen.getByLabelText('Monthly price (USD)');
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '10.49');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Settings saved',
        variant: 'success',
      }),
    );
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/settings');
    expect(put?.body).toEqual({
      directPlusMonthlyPrice: '10.49',
      directPlusAnnualPrice: '99.99',
      currency: 'USD',
      timezone: 'America/New_York',
    });
    expect(put?.headers.get('x-csrf-token')).toBe('test-csrf-token');
    expect(await screen.findByText('Last saved March 2, 2026')).toBeInTheDocument();
  });

  it('when a field is invalid, then its message shows and nothing is sent', async () => {
    const { requests } = await openSettings([settingsAnswer()]);
    const monthly = screen.getByLabelText('Monthly price (USD)');
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '0');
    const zone = screen.getByLabelText('Timezone');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars/Olympus');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Monthly price must be greater than 0')).toBeInTheDocument();
    expect(
      screen.getByText('Timezone must be an IANA time zone such as America/New_York'),
    ).toBeInTheDocument();
    expect(monthly).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('when the server refuses a field, then its message shows on that field', async () => {
    const { requests } = await openSettings([
      settingsAnswer(),
      http.put('/api/admin/settings', () =>
        HttpResponse.json(
          {
            message: 'Currency must be an ISO 4217 code such as USD',
            code: 'VALIDATION_FAILED',
            issues: [
              { path: 'currency', message: 'Currency must be an ISO 4217 code such as USD' },
            ],
          },
          { status: 400 },
        ),
      ),
    ]);
    const currency = screen.getByLabelText('Currency');
    await userEvent.clear(currency);
    // A code the form's own check accepts: the message on the field is the server's.
    await userEvent.type(currency, 'EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('Currency must be an ISO 4217 code such as USD'),
    ).toBeInTheDocument();
    expect(currency).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'PUT')).toBe(true);
  });

  it('when saving fails without field issues, then the form and the toast read the status and the server message', async () => {
    const { store } = await openSettings([
      settingsAnswer(),
      http.put('/api/admin/settings', () =>
        HttpResponse.json({ message: 'Service unavailable: staff' }, { status: 503 }),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('503: Service unavailable: staff');
    expect(store.getState().toast.toasts[0]).toMatchObject({
      title: 'Could not save settings',
      description: '503: Service unavailable: staff',
      variant: 'destructive',
    });
  });

  it('when the settings cannot be loaded, then the reason and a retry show', async () => {
    renderApp(<AdminPortalPage />, {
      user: admin,
      wrap: withUi,
      handlers: [dashboardHandler, settingsAnswer({ message: 'Admins only' }, 403)],
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(await screen.findByText(/Admins only/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
