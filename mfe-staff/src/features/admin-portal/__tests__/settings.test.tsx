import { screen, waitFor, within } from '@testing-library/react';
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
  it('when the settings load, then the Direct+ prices and currency show read-only, from the membership price table, and the zone is editable', async () => {
    await openSettings([settingsAnswer()]);
    const prices = screen.getByRole('region', { name: 'Direct+ pricing' });
    expect(prices).toHaveTextContent('Monthly$9.99 a month');
    expect(prices).toHaveTextContent('Annual$99.00 a year');
    expect(prices).toHaveTextContent('CurrencyUSD');
    expect(prices).toHaveTextContent("the membership service's price table");
    // Nothing to type into: the prices are not set here (they used to be, and changed nothing).
    expect(within(prices).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Monthly price (USD)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Timezone')).toHaveValue('America/New_York');
    expect(screen.getByText('Using the default settings: not saved yet')).toBeInTheDocument();
  });

  it('when saved, then PUT sends the time zone and the holidays (no prices) with the CSRF header and a success toast shows', async () => {
    const saved = {
      ...defaultSettings,
      timezone: 'America/Chicago',
      updatedAt: '2026-03-02T15:00:00.000Z',
    };
    const { requests, store } = await openSettings([
      settingsAnswer(),
      http.put('/api/admin/settings', () => HttpResponse.json(saved)),
    ]);
    const zone = screen.getByLabelText('Timezone');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'america/chicago');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Settings saved',
        variant: 'success',
      }),
    );
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/admin/settings');
    expect(put?.body).toEqual({ timezone: 'america/chicago', holidays: [] });
    expect(put?.headers.get('x-csrf-token')).toBe('test-csrf-token');
    expect(await screen.findByText('Last saved March 2, 2026')).toBeInTheDocument();
    expect(zone).toHaveValue('America/Chicago');
  });

  it('when the zone is invalid, then its message shows and nothing is sent', async () => {
    const { requests } = await openSettings([settingsAnswer()]);
    const zone = screen.getByLabelText('Timezone');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars/Olympus');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('Timezone must be an IANA time zone such as America/New_York'),
    ).toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('when the server refuses the zone, then its message shows on that field', async () => {
    const message = 'Timezone must be an IANA time zone such as America/New_York';
    const { requests } = await openSettings([
      settingsAnswer(),
      http.put('/api/admin/settings', () =>
        HttpResponse.json(
          { message, code: 'VALIDATION_FAILED', issues: [{ path: 'timezone', message }] },
          { status: 400 },
        ),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Timezone')).toHaveAttribute('aria-invalid', 'true');
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
