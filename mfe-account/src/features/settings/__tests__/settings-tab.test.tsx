import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_DELETE_UNAVAILABLE_MESSAGE,
  ACCOUNT_DELETED_MESSAGE,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  DELETE_PASSWORD_INCORRECT_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SIGNED_OUT_EVERYWHERE_MESSAGE,
} from '@coffee/contracts';
import {
  HttpResponse,
  http,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { SettingsTab } from '..';
import { landings, wrap } from '../../../test/render';

const open = (handlers: RequestHandler[] = []) =>
  renderApp(<SettingsTab />, {
    route: '/account-page?tab=settings',
    user: makeUser({ username: 'casey' }),
    wrap,
    handlers,
    extraRoutes: landings,
  });

const passwordForm = () => screen.getByRole('form', { name: 'Change password' });

async function fillPasswords(current: string, next: string, confirm: string) {
  const form = passwordForm();
  await userEvent.type(within(form).getByLabelText('Current password'), current);
  await userEvent.type(within(form).getByLabelText('New password'), next);
  await userEvent.type(within(form).getByLabelText('Confirm new password'), confirm);
  await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
}

describe('Settings tab: change password', () => {
  it('when the new password is short and the confirmation differs, then the spec messages show and nothing is sent', async () => {
    const { requests } = open();
    await fillPasswords('old password', 'short', 'other');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/profile/password')).toBe(false);
  });

  it('when the form is empty, then the current password is asked for', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
  });

  it("when the current password is wrong, then 'Current password is incorrect' shows by its field", async () => {
    open([
      http.put('/api/profile/password', () =>
        HttpResponse.json({ message: CURRENT_PASSWORD_INCORRECT_MESSAGE }, { status: 400 }),
      ),
    ]);
    await fillPasswords('wrong one', 'new password 1', 'new password 1');
    expect(await screen.findByText(CURRENT_PASSWORD_INCORRECT_MESSAGE)).toBeInTheDocument();
    expect(within(passwordForm()).getByLabelText('Current password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('when the change succeeds, then the body carries the three fields, the form empties and a toast says other devices were signed out', async () => {
    const { requests } = open([
      http.put('/api/profile/password', () =>
        HttpResponse.json({ message: PASSWORD_CHANGED_MESSAGE }),
      ),
    ]);
    await fillPasswords('old password', 'new password 1', 'new password 1');

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Password changed')).toBeInTheDocument();
    expect(within(toasts).getByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/profile/password')?.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password 1',
      confirmPassword: 'new password 1',
    });
    expect(within(passwordForm()).getByLabelText('Current password')).toHaveValue('');
    // Still signed in on this device.
    expect(screen.queryByText(/as guest/)).not.toBeInTheDocument();
  });
});

describe('Settings tab: sign out everywhere', () => {
  it('when pressed, then every session ends: the visitor lands on / signed out with a toast', async () => {
    const { requests } = open([
      http.post('/api/profile/sign-out-everywhere', () =>
        HttpResponse.json({ message: SIGNED_OUT_EVERYWHERE_MESSAGE }),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));

    expect(await screen.findByText('/ as guest')).toBeInTheDocument();
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByText(SIGNED_OUT_EVERYWHERE_MESSAGE)).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/profile/sign-out-everywhere')).toHaveLength(1);
  });

  it('when it fails, then the toast says so and the visitor stays', async () => {
    open([
      http.post('/api/profile/sign-out-everywhere', () =>
        HttpResponse.json({ message: 'Service unavailable: account' }, { status: 503 }),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out Everywhere' })).toBeInTheDocument();
  });
});

describe('Settings tab: delete account', () => {
  async function openDialog(handlers: Parameters<typeof open>[0] = []) {
    const view = open(handlers);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    return { ...view, dialog };
  }

  it('when Delete Account is pressed, then a dialog asks for the password, focused; Cancel closes it and sends nothing', async () => {
    const { dialog, requests } = await openDialog();
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('when Escape is pressed, then the dialog closes', async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when confirmed without a password, then it is required and nothing is sent', async () => {
    const { dialog, requests } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('when the password is wrong, then the dialog says so and the account stays', async () => {
    const { dialog } = await openDialog([
      http.delete('/api/profile', () =>
        HttpResponse.json({ message: DELETE_PASSWORD_INCORRECT_MESSAGE }, { status: 400 }),
      ),
    ]);
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText(DELETE_PASSWORD_INCORRECT_MESSAGE)).toBeVisible();
    expect(screen.queryByText(/as guest/)).not.toBeInTheDocument();
  });

  it('when another part of the shop cannot forget the account (503), then the dialog says nothing was removed', async () => {
    const { dialog } = await openDialog([
      http.delete('/api/profile', () =>
        HttpResponse.json({ message: ACCOUNT_DELETE_UNAVAILABLE_MESSAGE }, { status: 503 }),
      ),
    ]);
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText(ACCOUNT_DELETE_UNAVAILABLE_MESSAGE)).toBeVisible();
  });

  it('when the right password confirms, then DELETE carries it and the visitor lands on / signed out with a toast', async () => {
    const { dialog, requests } = await openDialog([
      http.delete('/api/profile', () => HttpResponse.json({ message: ACCOUNT_DELETED_MESSAGE })),
    ]);
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));

    expect(await screen.findByText('/ as guest')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({
        password: 'correct horse',
      }),
    );
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByText('Account deleted')).toBeVisible();
    expect(within(toasts).getByText(ACCOUNT_DELETED_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
