import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NEWSLETTER_LINK_INVALID_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '@coffee/contracts';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
import { NewsletterUnsubscribePage } from '..';
import { wrap } from '../../../test/render';

const open = (route: string, handlers: RequestHandler[] = []) =>
  renderApp(<NewsletterUnsubscribePage />, { route, wrap, handlers });

describe('NewsletterUnsubscribePage (/newsletter/unsubscribe?token=)', () => {
  it('when the link has a token, then nothing happens until the visitor confirms; then the token is sent and the page confirms', async () => {
    const { requests } = open('/newsletter/unsubscribe?token=abc123', [
      http.post('/api/newsletter/unsubscribe', () =>
        HttpResponse.json({ message: NEWSLETTER_UNSUBSCRIBED_MESSAGE }),
      ),
    ]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' }),
    ).toBeVisible();
    expect(requests.some((r) => r.path === '/api/newsletter/unsubscribe')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
    expect(screen.getByText(NEWSLETTER_UNSUBSCRIBED_MESSAGE)).toBeVisible();
    expect(requests.find((r) => r.path === '/api/newsletter/unsubscribe')?.body).toEqual({
      token: 'abc123',
    });
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('when the link has no token, then it is not valid and nothing is sent', () => {
    const { requests } = open('/newsletter/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_LINK_INVALID_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/newsletter/unsubscribe')).toBe(false);
  });

  it('when the token is unknown (404), then the page says the link is not valid', async () => {
    open('/newsletter/unsubscribe?token=nope', [
      http.post('/api/newsletter/unsubscribe', () =>
        HttpResponse.json({ message: NEWSLETTER_LINK_INVALID_MESSAGE }, { status: 404 }),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_LINK_INVALID_MESSAGE);
  });

  it('when the service is down, then the failure shows and the button stays to try again', async () => {
    open('/newsletter/unsubscribe?token=abc123', [
      http.post('/api/newsletter/unsubscribe', () =>
        HttpResponse.json({ message: 'Service unavailable: account' }, { status: 503 }),
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('503: Service unavailable: account');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
