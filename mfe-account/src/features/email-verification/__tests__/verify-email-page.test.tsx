import { screen } from '@testing-library/react';
import { EMAIL_LINK_INVALID_MESSAGE, EMAIL_VERIFIED_MESSAGE } from '@coffee/contracts';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { VerifyEmailPage } from '..';
import { wrap } from '../../../test/render';

const open = (route: string, handlers: RequestHandler[] = []) =>
  renderApp(<VerifyEmailPage />, { route, wrap, handlers });

describe('VerifyEmailPage (/verify-email?token=)', () => {
  it('when the link opens, then the token is sent once and the page confirms', async () => {
    const { requests } = open('/verify-email?token=tok123', [
      http.post('/api/verify-email', () => HttpResponse.json({ message: EMAIL_VERIFIED_MESSAGE })),
    ]);
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(EMAIL_VERIFIED_MESSAGE);
    const sent = requests.filter((r) => r.path === '/api/verify-email');
    expect(sent.map((r) => r.body)).toEqual([{ token: 'tok123' }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('when the link is used or expired, then the page says so', async () => {
    open('/verify-email?token=old', [
      http.post('/api/verify-email', () =>
        HttpResponse.json({ message: EMAIL_LINK_INVALID_MESSAGE }, { status: 400 }),
      ),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID_MESSAGE);
  });

  it('when the link has no token, then nothing is sent', () => {
    const { requests } = open('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID_MESSAGE);
    expect(requests).toHaveLength(0);
  });
});
