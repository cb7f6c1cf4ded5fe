import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HttpResponse,
  delay,
  http,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { ContactUsPage } from '..';

const created = {
  ticketNumber: 'TKT-1001',
  status: 'open',
  createdAt: '2026-11-27T10:00:00.000Z',
  accessKey: '7KQ2-M9XA-4TPH',
};
const createsTicket = http.post('/api/support/tickets', async () => {
  await delay(20);
  return HttpResponse.json(created, { status: 201 });
});

function renderPage(
  options: { user?: ReturnType<typeof makeUser> | null; handlers?: RequestHandler[] } = {},
) {
  const user = userEvent.setup();
  const view = renderApp(<ContactUsPage />, {
    route: '/contact-us',
    wrap: (c) => <UiProvider>{c}</UiProvider>,
    handlers: options.handlers ?? [createsTicket],
    user: options.user ?? null,
  });
  const posts = () => view.requests.filter((r) => r.method === 'POST');
  return { user, posts, ...view };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Jordan Lee');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'returns');
  await user.type(
    screen.getByLabelText('Message'),
    'I would like to return an unopened bag of beans.',
  );
}

describe('Contact Us page', () => {
  it('when rendered, then it sets the document title and lists every topic with a readable label', () => {
    renderPage();
    expect(document.title).toBe('Contact Us | Brew Haven');
    const options = within(screen.getByLabelText('Topic')).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Select a topic'],
      ['order-status', 'Order status'],
      ['returns', 'Returns & refunds'],
      ['product-info', 'Product information'],
      ['direct-plus', 'Direct+ membership'],
      ['technical-issue', 'Technical issue'],
      ['feedback', 'Feedback'],
      ['other', 'Other'],
    ]);
  });

  it('when the empty form is submitted, then every required field shows the spec message and nothing is sent', async () => {
    const { user, store, posts } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please select a topic.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().toast.toasts).toHaveLength(0);
    expect(posts()).toHaveLength(0);
  });

  it('when the values are just short of the rules, then each field explains its own rule', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Name'), ' J ');
    await user.type(screen.getByLabelText('Email'), 'jordan@example');
    await user.type(screen.getByLabelText('Message'), '  too short  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('Please select a topic.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Message must be at least 10 characters.',
    );
  });

  it('when a field is corrected after a failed submit, then its message goes away', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(screen.getByLabelText('Name'), 'Jo');
    expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument();
    expect(screen.getByText('Please select a topic.')).toBeInTheDocument();
  });

  it('when the topic is order-status, then the order number field shows, and only then', async () => {
    const { user } = renderPage();
    expect(screen.queryByLabelText('Order number (optional)')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Topic'), 'order-status');
    expect(screen.getByLabelText('Order number (optional)')).toBeInTheDocument();

    for (const topic of [
      'returns',
      'product-info',
      'direct-plus',
      'technical-issue',
      'feedback',
      'other',
    ]) {
      await user.selectOptions(screen.getByLabelText('Topic'), topic);
      expect(screen.queryByLabelText('Order number (optional)')).not.toBeInTheDocument();
    }
  });

  it('when a valid form is sent, then it opens a contact ticket and the thank-you panel shows its number with the spec toast', async () => {
    const { user, store, posts } = renderPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Thank you, Jordan Lee!' })).toHaveFocus();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      path: '/api/support/tickets',
      body: {
        source: 'contact',
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        topic: 'returns',
        message: 'I would like to return an unopened bag of beans.',
      },
    });
    expect(screen.getByText('#TKT-1001')).toBeInTheDocument();
    expect(store.getState().toast.toasts).toEqual([
      expect.objectContaining({
        title: 'Contact form submitted',
        description: "We've received your message and will respond shortly.",
      }),
    ]);
    expect(screen.getByText('jordan@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    // A guest learns where to read the replies, with the access code that opens the ticket
    // (the number and email alone no longer do): shown, and carried by the link's fragment.
    expect(screen.getByText('7KQ2-M9XA-4TPH')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your ticket' })).toHaveAttribute(
      'href',
      '/support/ticket?number=TKT-1001#code=7KQ2-M9XA-4TPH',
    );
  });

  it('when the topic is order-status, then the order number goes with the ticket', async () => {
    const { user, posts } = renderPage();
    await user.selectOptions(screen.getByLabelText('Topic'), 'order-status');
    await user.type(screen.getByLabelText('Order number (optional)'), 'ORD-1234');
    await user.type(screen.getByLabelText('Name'), 'Jordan Lee');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Message'), 'Where is my order, please?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('#TKT-1001');
    expect(posts()[0]!.body).toMatchObject({ topic: 'order-status', orderId: 'ORD-1234' });
  });

  it('when a customer is signed in, then name and email are filled in and the panel points to the account', async () => {
    const { user } = renderPage({
      user: makeUser({ fullName: 'Casey Customer', email: 'casey@example.com' }),
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Casey Customer'));
    expect(screen.getByLabelText('Email')).toHaveValue('casey@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'feedback');
    await user.type(screen.getByLabelText('Message'), 'The Ethiopian roast is lovely.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('link', { name: 'Support in your account' })).toHaveAttribute(
      'href',
      '/account-page?tab=support',
    );
  });

  it('when the server refuses with 429, then its sentence shows and the form stays filled', async () => {
    const { user, store } = renderPage({
      handlers: [
        http.post('/api/support/tickets', () =>
          HttpResponse.json(
            {
              message:
                'Too many messages from this address. Please wait a few minutes and try again.',
            },
            { status: 429, headers: { 'Retry-After': '600' } },
          ),
        ),
      ],
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages from this address. Please wait a few minutes and try again.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Lee');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(store.getState().toast.toasts).toHaveLength(0);
  });

  it('when the server refuses a field, then its message shows beside that field', async () => {
    const { user } = renderPage({
      handlers: [
        http.post('/api/support/tickets', () =>
          HttpResponse.json(
            {
              message: 'Please enter a valid email address.',
              issues: [{ path: 'email', message: 'Please enter a valid email address.' }],
            },
            { status: 400 },
          ),
        ),
      ],
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("when 'Send Another Message' is pressed, then an empty form returns", async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Phone (optional)'), '555-0100');
    await user.selectOptions(screen.getByLabelText('Topic'), 'order-status');
    await user.type(screen.getByLabelText('Order number (optional)'), 'ORD-1234');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await user.click(await screen.findByRole('button', { name: 'Send Another Message' }));

    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Topic')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByLabelText('Order number (optional)')).not.toBeInTheDocument();
    expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument();
  });
});
