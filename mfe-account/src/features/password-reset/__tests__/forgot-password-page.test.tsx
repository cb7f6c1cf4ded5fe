import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  TOO_MANY_PASSWORD_RESETS_MESSAGE,
} from '@coffee/contracts';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { ForgotPasswordPage } from '..';
import { landings, wrap } from '../../../test/render';

const open = (handlers: RequestHandler[] = []) =>
  renderApp(<ForgotPasswordPage />, {
    route: '/forgot-password',
    wrap,
    handlers,
    extraRoutes: landings,
  });

const answered = http.post('/api/password-reset', () =>
  HttpResponse.json({ message: PASSWORD_RESET_REQUESTED_MESSAGE }),
);

describe('ForgotPasswordPage (/forgot-password)', () => {
  it('when an email is sent, then the one answer is announced and the email went to the service', async () => {
    const { requests } = open([answered]);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email'), '  Maria@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_REQUESTED_MESSAGE);
    expect(requests.find((r) => r.path === '/api/password-reset')?.body).toEqual({
      email: 'Maria@Example.com',
    });
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('when the email is not valid, then the field says so, is focused, and nothing is sent', async () => {
    const { requests } = open();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const field = screen.getByLabelText('Email');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(requests.some((r) => r.path === '/api/password-reset')).toBe(false);
  });

  it('when the address was limited (429), then the readable message is announced', async () => {
    open([
      http.post('/api/password-reset', () =>
        HttpResponse.json(
          { message: TOO_MANY_PASSWORD_RESETS_MESSAGE, code: 'TOO_MANY_PASSWORD_RESETS' },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
      ),
    ]);
    await userEvent.type(screen.getByLabelText('Email'), 'maria@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_PASSWORD_RESETS_MESSAGE);
  });

  it('when "Back to sign in" is followed, then the sign-in page opens', async () => {
    open();
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(screen.getByTestId('landing')).toHaveTextContent('/auth as guest'));
  });
});
