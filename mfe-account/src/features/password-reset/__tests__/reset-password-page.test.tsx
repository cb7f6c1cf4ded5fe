import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  type PublicUser,
} from '@coffee/contracts';
import {
  HttpResponse,
  http,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { ResetPasswordPage } from '..';
import { landings, wrap } from '../../../test/render';

const TOKEN = 'abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123';

const open = (route: string, handlers: RequestHandler[] = [], user: PublicUser | null = null) =>
  renderApp(<ResetPasswordPage />, { route, wrap, handlers, user, extraRoutes: landings });

const done = http.post('/api/password-reset/confirm', () =>
  HttpResponse.json({ message: PASSWORD_RESET_DONE_MESSAGE }),
);

async function choose(password: string, confirm = password) {
  if (password) await userEvent.type(screen.getByLabelText('New password'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage (/reset-password?token=)', () => {
  it('when a new password is chosen, then the token and the password are sent and the sign-in page opens', async () => {
    const { requests } = open(`/reset-password?token=${TOKEN}`, [done]);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await choose('Brand-new-pass1');
    await waitFor(() =>
      expect(screen.getByTestId('landing')).toHaveTextContent('/auth?reset=done as guest'),
    );
    expect(requests.find((r) => r.path === '/api/password-reset/confirm')?.body).toEqual({
      token: TOKEN,
      password: 'Brand-new-pass1',
    });
  });

  it('when the passwords break the registration rules, then the same messages show by the fields and nothing is sent', async () => {
    const { requests } = open(`/reset-password?token=${TOKEN}`);
    await choose('short', 'other');
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await choose('Long-enough-1', 'Long-enough-2');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm your password');
    expect(requests.some((r) => r.path === '/api/password-reset/confirm')).toBe(false);
  });

  it('when the link is used or expired, then the page explains it and offers a new one', async () => {
    open(`/reset-password?token=${TOKEN}`, [
      http.post('/api/password-reset/confirm', () =>
        HttpResponse.json(
          { message: RESET_LINK_INVALID_MESSAGE, code: 'RESET_LINK_INVALID' },
          { status: 400 },
        ),
      ),
    ]);
    await choose('Brand-new-pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('when the link has no token, then it is not valid and no form shows', () => {
    open('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('when this browser was signed in, then its revoked session is signed out before the sign-in page', async () => {
    const { requests } = open(
      `/reset-password?token=${TOKEN}`,
      [done, http.post('/api/logout', () => HttpResponse.json({ message: 'Signed out' }))],
      makeUser({ username: 'maria' }),
    );
    await choose('Brand-new-pass1');
    expect(await screen.findByTestId('landing')).toHaveTextContent('/auth?reset=done');
    expect(requests.some((r) => r.path === '/api/logout')).toBe(true);
  });

  it('when the service is down, then the failure is announced and the form stays', async () => {
    open(`/reset-password?token=${TOKEN}`, [
      http.post('/api/password-reset/confirm', () =>
        HttpResponse.json({ message: 'Service unavailable: account' }, { status: 503 }),
      ),
    ]);
    await choose('Brand-new-pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable: account');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });
});
