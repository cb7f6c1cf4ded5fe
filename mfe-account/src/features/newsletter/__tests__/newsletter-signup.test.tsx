import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NEWSLETTER_CONFIRM_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  type NewsletterSubscribeResponse,
} from '@coffee/contracts';
import {
  HttpResponse,
  http,
  renderApp,
  server,
  type RequestHandler,
} from '@coffee/platform/testing';
import { NewsletterSignup } from '..';
import { wrap } from '../../../test/render';

const pending: NewsletterSubscribeResponse = {
  message: NEWSLETTER_CONFIRM_MESSAGE,
  status: 'pending',
};
const subscribed: NewsletterSubscribeResponse = {
  message: NEWSLETTER_SUBSCRIBED_MESSAGE,
  status: 'subscribed',
};

const open = (handlers: RequestHandler[] = []) =>
  renderApp(<NewsletterSignup />, { wrap, handlers });

async function subscribeWith(email: string) {
  await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterSignup (account/NewsletterSignup on the home page)', () => {
  it('when shown, then the block keeps the spec: a required email field, Subscribe and the marketing note', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Join Our Newsletter' })).toBeVisible();
    const email = screen.getByLabelText('Email address');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
    expect(
      screen.getByText(/By subscribing, you agree to receive marketing emails from Brew Haven/),
    ).toBeInTheDocument();
  });

  it('when an email is signed up, then POST /api/newsletter carries it and the answer asks to confirm from the inbox, with no link', async () => {
    const { requests } = open([http.post('/api/newsletter', () => HttpResponse.json(pending))]);
    await subscribeWith('  Casey@Example.com ');

    // The button's 'Subscribing' spinner is a status too: wait for the answer's.
    const message = await screen.findByText(NEWSLETTER_CONFIRM_MESSAGE);
    const status = message.closest('[role="status"]') as HTMLElement;
    expect(message).toBeVisible();
    // Issue 24: the answer used to carry the row's unsubscribe link, whoever the address was.
    expect(within(status).queryByRole('link')).not.toBeInTheDocument();
    expect(status).not.toHaveTextContent(/unsubscribe/i);
    expect(requests.find((r) => r.path === '/api/newsletter')?.body).toEqual({
      email: 'Casey@Example.com',
    });
    expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).not.toBeInTheDocument();
  });

  it("when a signed-in account's own address is subscribed, then the message links to its email preferences", async () => {
    open([http.post('/api/newsletter', () => HttpResponse.json(subscribed))]);
    await subscribeWith('casey@example.com');
    const message = await screen.findByText(NEWSLETTER_SUBSCRIBED_MESSAGE);
    const status = message.closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent('Changed your mind? Manage your email preferences');
    expect(
      within(status).getByRole('link', { name: 'Manage your email preferences' }),
    ).toHaveAttribute('href', '/account-page?tab=notifications');
  });

  it('when the email is not an email, then the message shows and nothing is sent', async () => {
    const { requests } = open();
    await userEvent.type(screen.getByLabelText('Email address'), 'casey');
    // The browser's own check is bypassed here to see the form's.
    screen.getByRole('form', { name: 'Newsletter sign-up' }).setAttribute('novalidate', '');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.path === '/api/newsletter')).toBe(false);
  });

  it('when the call is on its way, then the button is disabled and says so', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    open([
      http.post('/api/newsletter', async () => {
        await gate;
        return HttpResponse.json(pending);
      }),
    ]);
    await subscribeWith('casey@example.com');
    expect(screen.getByRole('button', { name: /Subscribing/ })).toBeDisabled();
    release();
    expect(await screen.findByText(NEWSLETTER_CONFIRM_MESSAGE)).toBeVisible();
  });

  it('when the service refuses (429), then its sentence shows and the form stays to try again', async () => {
    open([
      http.post('/api/newsletter', () =>
        HttpResponse.json({ message: 'Too many requests. Try again later.' }, { status: 429 }),
      ),
    ]);
    await subscribeWith('casey@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '429: Too many requests. Try again later.',
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    server.use(http.post('/api/newsletter', () => HttpResponse.json(pending)));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_CONFIRM_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
