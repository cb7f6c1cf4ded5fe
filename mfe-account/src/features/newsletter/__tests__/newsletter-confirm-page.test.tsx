import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE,
  NEWSLETTER_CONFIRM_MESSAGE,
} from '@coffee/contracts';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { NewsletterConfirmPage } from '..';
import { wrap } from '../../../test/render';

const open = (route: string, handlers: RequestHandler[] = []) =>
  renderApp(<NewsletterConfirmPage />, { route, wrap, handlers });

describe('NewsletterConfirmPage (/newsletter/confirm?token=)', () => {
  it('when the link opens, then the token is sent once and the page says the subscription is confirmed', async () => {
    const { requests } = open('/newsletter/confirm?token=abc123', [
      http.post('/api/newsletter/confirm', () =>
        HttpResponse.json({ message: NEWSLETTER_CONFIRMED_MESSAGE }),
      ),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_CONFIRMED_MESSAGE);
    const sent = requests.filter((r) => r.path === '/api/newsletter/confirm');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('when the link is expired, used or forged (400), then the page explains it and offers the sign-up form, which asks for a new link', async () => {
    const { requests } = open('/newsletter/confirm?token=spent', [
      http.post('/api/newsletter/confirm', () =>
        HttpResponse.json({ message: NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE }, { status: 400 }),
      ),
      http.post('/api/newsletter', () =>
        HttpResponse.json({ message: NEWSLETTER_CONFIRM_MESSAGE, status: 'pending' }),
      ),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: "This link doesn't work" }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE);
    await userEvent.type(screen.getByLabelText(/email/i), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: /subscribe/i }));
    expect(await screen.findByText(NEWSLETTER_CONFIRM_MESSAGE)).toBeVisible();
    expect(requests.find((r) => r.path === '/api/newsletter')?.body).toMatchObject({
      email: 'ada@example.com',
    });
  });

  it('when the link has no token, then it is refused at once and nothing is sent', () => {
    const { requests } = open('/newsletter/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE);
    expect(requests.some((r) => r.path === '/api/newsletter/confirm')).toBe(false);
  });

  it('when the service is down, then the failure shows with a button that tries again', async () => {
    let calls = 0;
    open('/newsletter/confirm?token=abc123', [
      http.post('/api/newsletter/confirm', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Service unavailable: account' }, { status: 503 })
          : HttpResponse.json({ message: NEWSLETTER_CONFIRMED_MESSAGE });
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Not confirmed yet' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  });
});
