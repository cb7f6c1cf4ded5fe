import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HOLIDAY_DAY_MESSAGE,
  HOLIDAY_DUPLICATE_MESSAGE,
  type StoreSettings,
} from '@coffee/contracts';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { AdminPortalPage } from '..';
import { admin, dashboardHandler, defaultSettings, withUi } from '../../../test/fixtures';

const settingsAnswer = (body: object = defaultSettings) =>
  http.get('/api/admin/settings', () => HttpResponse.json(body));

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

async function addHoliday(day: string) {
  const input = screen.getByLabelText('New holiday');
  await userEvent.clear(input);
  await userEvent.type(input, day);
  await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
}

const listedDays = () =>
  within(screen.getByRole('list', { name: 'Holidays' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('time')?.getAttribute('datetime'));

describe('admin settings: holidays', () => {
  it('when an older service answers without holidays, then none are listed', async () => {
    await openSettings([settingsAnswer()]);
    expect(
      screen.getByText('No holidays: every Monday to Friday is a business day.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Holidays' })).not.toBeInTheDocument();
  });

  it('when the admin adds days out of order and removes one, then the list keeps date order and Save sends it', async () => {
    const saved: StoreSettings = {
      ...defaultSettings,
      holidays: ['2026-01-01', '2026-12-25'],
      updatedAt: '2026-03-02T15:00:00.000Z',
    };
    const { requests, store } = await openSettings([
      settingsAnswer({ ...defaultSettings, holidays: ['2026-07-03'] }),
      http.put('/api/admin/settings', () => HttpResponse.json(saved)),
    ]);
    expect(listedDays()).toEqual(['2026-07-03']);

    await addHoliday('2026-12-25');
    await addHoliday('2026-01-01');
    expect(listedDays()).toEqual(['2026-01-01', '2026-07-03', '2026-12-25']);
    expect(screen.getByLabelText('New holiday')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Remove holiday July 3, 2026' }));
    expect(listedDays()).toEqual(['2026-01-01', '2026-12-25']);
    expect(
      screen.queryByRole('button', { name: 'Remove holiday July 3, 2026' }),
    ).not.toBeInTheDocument();
    // Nothing is sent before Save.
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({ title: 'Settings saved' }),
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      timezone: 'America/New_York',
      holidays: ['2026-01-01', '2026-12-25'],
    });
    expect(listedDays()).toEqual(['2026-01-01', '2026-12-25']);
  });

  it('when a listed day is added again, then the message shows by the field and the list keeps one', async () => {
    await openSettings([settingsAnswer({ ...defaultSettings, holidays: ['2026-12-25'] })]);
    await addHoliday('2026-12-25');
    expect(await screen.findByText(HOLIDAY_DUPLICATE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('New holiday')).toHaveAttribute('aria-invalid', 'true');
    expect(listedDays()).toEqual(['2026-12-25']);
  });

  it('when the server refuses the holidays, then its message shows by the holidays field', async () => {
    const { requests } = await openSettings([
      settingsAnswer({ ...defaultSettings, holidays: ['2026-12-25'] }),
      http.put('/api/admin/settings', () =>
        HttpResponse.json(
          {
            message: HOLIDAY_DAY_MESSAGE,
            code: 'VALIDATION_FAILED',
            issues: [{ path: 'holidays.0', message: HOLIDAY_DAY_MESSAGE }],
          },
          { status: 400 },
        ),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(HOLIDAY_DAY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('New holiday')).toHaveAttribute('aria-invalid', 'true');
    // On the field, not as the form's own message.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(requests.some((r) => r.method === 'PUT')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Remove holiday December 25, 2026' }));
    expect(screen.queryByText(HOLIDAY_DAY_MESSAGE)).not.toBeInTheDocument();
  });
});
