import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_NOT_YOURS_MESSAGE, type Preferences } from '@coffee/contracts';
import {
  HttpResponse,
  delay,
  http,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { NotificationsTab } from '..';
import { wrap } from '../../../test/render';

const saved: Preferences = {
  notifications: {
    orderUpdates: true,
    directPlusReminders: true,
    newsletter: false,
    newDeviceSignIn: false,
  },
  cookies: { functional: true, analytics: true, marketing: false },
};

const open = (handlers: RequestHandler[] = []) =>
  renderApp(<NotificationsTab />, { user: makeUser(), wrap, handlers });

const toggle = (name: string) => screen.getByRole('switch', { name });

describe('Notifications tab', () => {
  it('when the preferences are loading, then a spinner says so', async () => {
    open([
      http.get('/api/profile/preferences', async () => {
        await delay('infinite');
      }),
    ]);
    expect(await screen.findByRole('status', { name: 'Loading your preferences' })).toBeVisible();
  });

  it('when they load, then the four email choices show as stored', async () => {
    open([http.get('/api/profile/preferences', () => HttpResponse.json(saved))]);
    expect(await screen.findByRole('switch', { name: 'Order updates' })).toBeChecked();
    expect(toggle('Direct+ reminders')).toBeChecked();
    expect(toggle('Newsletter')).not.toBeChecked();
    expect(toggle('Sign-in from a new device')).not.toBeChecked();
  });

  it('when the new-device switch is turned on and saved, then PUT sends it on and it shows on', async () => {
    const on = { ...saved.notifications, newDeviceSignIn: true };
    const { requests } = open([
      http.get('/api/profile/preferences', () => HttpResponse.json(saved)),
      http.put('/api/profile/preferences', () =>
        HttpResponse.json({ ...saved, notifications: on }),
      ),
    ]);
    const device = await screen.findByRole('switch', {
      name: 'Sign-in from a new device',
      description: 'Email me when my account is signed in from a new device.',
    });
    expect(device).not.toBeChecked();
    await userEvent.click(device);
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Preferences Saved')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ notifications: on });
    expect(toggle('Sign-in from a new device')).toBeChecked();
  });

  it('when an older answer has no new-device choice, then its switch shows off', async () => {
    const { newDeviceSignIn: _dropped, ...older } = saved.notifications;
    open([
      http.get('/api/profile/preferences', () =>
        HttpResponse.json({ ...saved, notifications: older }),
      ),
    ]);
    expect(
      await screen.findByRole('switch', { name: 'Sign-in from a new device' }),
    ).not.toBeChecked();
  });

  it("when choices are changed and saved, then PUT sends only the notifications part and the toast reads 'Preferences Saved'", async () => {
    const answer: Preferences = {
      ...saved,
      notifications: { ...saved.notifications, orderUpdates: false, newsletter: true },
    };
    const { requests } = open([
      http.get('/api/profile/preferences', () => HttpResponse.json(saved)),
      http.put('/api/profile/preferences', () => HttpResponse.json(answer)),
    ]);
    await userEvent.click(await screen.findByRole('switch', { name: 'Order updates' }));
    await userEvent.click(toggle('Newsletter'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Preferences Saved')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ notifications: answer.notifications });
    expect(toggle('Order updates')).not.toBeChecked();
    expect(toggle('Newsletter')).toBeChecked();
  });

  it('when saving fails, then a toast says the preferences were not saved and the choices stay', async () => {
    open([
      http.get('/api/profile/preferences', () => HttpResponse.json(saved)),
      http.put('/api/profile/preferences', () =>
        HttpResponse.json({ message: 'Service unavailable: account' }, { status: 503 }),
      ),
    ]);
    await userEvent.click(await screen.findByRole('switch', { name: 'Newsletter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Preferences not saved')).toBeInTheDocument();
    expect(toggle('Newsletter')).toBeChecked();
  });

  it("when the account's email has a subscription it did not make, then the toast says to use the emails' link", async () => {
    open([
      http.get('/api/profile/preferences', () => HttpResponse.json(saved)),
      http.put('/api/profile/preferences', () =>
        HttpResponse.json(
          { message: NEWSLETTER_NOT_YOURS_MESSAGE, code: 'NEWSLETTER_NOT_YOURS' },
          { status: 409 },
        ),
      ),
    ]);
    await userEvent.click(await screen.findByRole('switch', { name: 'Newsletter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Preferences not saved')).toBeInTheDocument();
    expect(toast).toHaveTextContent(NEWSLETTER_NOT_YOURS_MESSAGE);
  });

  it('when they cannot be loaded, then the failure shows with a retry that loads them', async () => {
    let fail = true;
    open([
      http.get('/api/profile/preferences', () =>
        fail
          ? HttpResponse.json({ message: 'Service unavailable: account' }, { status: 503 })
          : HttpResponse.json(saved),
      ),
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Preferences unavailable')).toBeInTheDocument();
    expect(within(alert).getByText('503: Service unavailable: account')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Order updates' })).toBeChecked();
  });
});
