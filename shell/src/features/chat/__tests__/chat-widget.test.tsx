import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HttpResponse,
  http,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { ChatWidget, loadChatSession } from '..';
import { cannedReply } from '../canned-replies';

const ACCESS_KEY = '7KQ2-M9XA-4TPH';
const createsTicket = http.post('/api/support/tickets', () =>
  HttpResponse.json(
    {
      ticketNumber: 'TKT-1001',
      status: 'open',
      createdAt: '2026-11-27T10:00:00.000Z',
      accessKey: ACCESS_KEY,
    },
    { status: 201 },
  ),
);
const addsMessages = http.post('/api/support/tickets/:number/messages', async ({ request }) => {
  const { message } = (await request.json()) as { message: string };
  return HttpResponse.json(
    {
      id: 'm2',
      message,
      isStaff: false,
      authorName: 'Jordan Lee',
      createdAt: '2026-11-27T10:01:00.000Z',
    },
    { status: 201 },
  );
});

const endsChat = http.post('/api/support/tickets/:number/end-chat', async ({ request }) => {
  const { replyByEmail } = (await request.json()) as { replyByEmail: boolean };
  return HttpResponse.json({
    ticketNumber: 'TKT-1001',
    status: replyByEmail ? 'open' : 'closed',
    replyRequested: replyByEmail,
    chatEndedAt: '2026-11-27T10:05:00.000Z',
  });
});

function renderWidget(
  options: { handlers?: RequestHandler[]; user?: ReturnType<typeof makeUser> | null } = {},
) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = renderApp(<ChatWidget />, {
    wrap: (c) => <UiProvider>{c}</UiProvider>,
    handlers: options.handlers ?? [createsTicket, addsMessages, endsChat],
    user: options.user ?? null,
  });
  const posts = () => view.requests.filter((r) => r.method === 'POST');
  return { user, posts, ...view };
}

/**
 * Lets the mock server answer without moving the fake clock: the 1.5 s of the automatic reply
 * must only pass when a test says so (findBy* would advance jest's timers while it polls).
 */
const realSetTimeout = globalThis.setTimeout;
async function settle(done: () => boolean) {
  for (let i = 0; i < 400 && !done(); i++) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 5)));
  }
  if (!done()) throw new Error('The expected answer never came');
}

async function startChat(
  user: ReturnType<typeof userEvent.setup>,
  question = 'Where is my order?',
) {
  await user.click(screen.getByRole('button', { name: 'Chat with us' }));
  await user.type(screen.getByLabelText('Name'), 'Jordan Lee');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await user.type(screen.getByLabelText('How can we help?'), question);
  await user.click(screen.getByRole('button', { name: 'Start Chat' }));
  await settle(() => screen.queryByRole('log', { name: 'Conversation' }) !== null);
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const bubbles = () =>
  within(screen.getByRole('log', { name: 'Conversation' })).queryAllByRole('listitem');

// The panel's code is fetched when the launcher is first reached for (chat-widget.tsx); here it
// is loaded up front, so a press opens the panel at once as it does once the code is there.
beforeAll(() => loadChatSession());

// The mock server's own ticks stay real; only the clock (setTimeout, Date) is the test's.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

describe('Chat widget', () => {
  it('when the launcher is pressed, then the panel opens with focus on the name field', async () => {
    const { user } = renderWidget();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(launcher);

    expect(screen.getByRole('dialog', { name: 'Chat with Brew Haven' })).toBeVisible();
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('when the start form is sent empty or with a bad email, then each field says what is missing', async () => {
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('How can we help?')).toHaveAccessibleDescription(
      'Please enter your question',
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Name'), 'Jordan');
    await user.type(screen.getByLabelText('Email'), 'jordan@');
    await user.type(screen.getByLabelText('How can we help?'), '   ');
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));

    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('How can we help?')).toHaveAccessibleDescription(
      'Please enter your question',
    );
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('when the chat starts, then the question opens a chat ticket, is the first user message and the reply comes after 1.5 s, not before', async () => {
    const { user, posts } = renderWidget();
    await startChat(user, '  Where is my order?  ');

    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      path: '/api/support/tickets',
      body: {
        source: 'chat',
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        question: 'Where is my order?',
      },
    });
    expect(screen.getByText('Ticket #TKT-1001')).toBeInTheDocument();

    expect(bubbles()).toHaveLength(1);
    expect(bubbles()[0]).toHaveTextContent('You said:Where is my order?');
    expect(screen.getByText('Brew Haven Support is typing')).toBeInTheDocument();
    expect(screen.getByText('Chatting as Jordan Lee (jordan@example.com)')).toBeInTheDocument();
    expect(screen.getByLabelText('Type your message')).toHaveFocus();

    await advance(1499);
    expect(bubbles()).toHaveLength(1);

    await advance(1);
    expect(bubbles()).toHaveLength(2);
    expect(bubbles()[1]).toHaveTextContent(`Hi Jordan! ${cannedReply('Where is my order?')}`);
    expect(screen.queryByText('Brew Haven Support is typing')).not.toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('when a follow-up is sent, then it is added to the ticket with its key and answered 1.5 s later too', async () => {
    const { user, posts } = renderWidget();
    await startChat(user);
    await advance(1500);

    await user.type(
      screen.getByLabelText('Type your message'),
      '  Can I return an opened bag?  {Enter}',
    );
    expect(bubbles()).toHaveLength(3);
    await settle(() => posts()[1]?.body !== undefined);
    expect(posts()[1]).toMatchObject({
      path: '/api/support/tickets/TKT-1001/messages',
      body: { message: 'Can I return an opened bag?' },
    });
    expect(posts()[1]!.headers.get('x-ticket-key')).toBe(ACCESS_KEY);
    expect(bubbles()[2]).toHaveTextContent('Can I return an opened bag?');
    expect(screen.getByLabelText('Type your message')).toHaveValue('');

    await advance(1499);
    expect(bubbles()).toHaveLength(3);
    await advance(1);
    expect(bubbles()[3]).toHaveTextContent('60 days for Direct+ members');
  });

  it('when the message is empty after trimming, then nothing is sent', async () => {
    const { user, posts } = renderWidget();
    await startChat(user);
    await advance(1500);

    const input = screen.getByLabelText('Type your message');
    await user.type(input, '    ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input, '{Enter}');
    await advance(2000);

    expect(bubbles()).toHaveLength(2);
    expect(screen.queryByText('Brew Haven Support is typing')).not.toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('when the ticket cannot be opened, then the start form says why and the chat does not begin', async () => {
    const { user } = renderWidget({
      handlers: [
        http.post('/api/support/tickets', () =>
          HttpResponse.json(
            {
              message:
                'Too many messages from this address. Please wait a few minutes and try again.',
            },
            { status: 429 },
          ),
        ),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Name'), 'Jordan Lee');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('How can we help?'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    await settle(() => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many messages from this address. Please wait a few minutes and try again.',
    );
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Lee');
  });

  it('when a follow-up is refused, then the conversation says it could not be sent', async () => {
    const { user } = renderWidget({
      handlers: [
        createsTicket,
        http.post('/api/support/tickets/:number/messages', () =>
          HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
        ),
      ],
    });
    await startChat(user);
    await user.type(screen.getByLabelText('Type your message'), 'Anyone there?{Enter}');
    await settle(() => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your last message could not be sent: Service unavailable',
    );
  });

  it('when a signed-in customer chats, then name and email are filled in and the ticket is opened for them', async () => {
    const { user, posts } = renderWidget({
      user: makeUser({ fullName: 'Casey Customer', email: 'casey@example.com' }),
    });
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    // The store tells the page about a query's answer on the next animation frame (RTK's
    // auto-batching), a fake timer here: let frames pass before the chat's own clock matters.
    await settle(() => {
      act(() => jest.advanceTimersByTime(16));
      return (screen.getByLabelText('Name') as HTMLInputElement).value !== '';
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Casey Customer');
    expect(screen.getByLabelText('Email')).toHaveValue('casey@example.com');
    await user.type(screen.getByLabelText('How can we help?'), 'Do you sell decaf?');
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    await settle(() => posts()[0]?.body !== undefined);
    expect(posts()[0]!.body).toEqual({
      source: 'chat',
      name: 'Casey Customer',
      email: 'casey@example.com',
      question: 'Do you sell decaf?',
    });
    await settle(() => screen.queryByRole('log', { name: 'Conversation' }) !== null);
    await user.type(screen.getByLabelText('Type your message'), 'Thanks!{Enter}');
    await settle(() => posts().length === 2);
    expect(posts()[1]!.path).toBe('/api/support/tickets/TKT-1001/messages');
  });

  it('when Escape is pressed or Close chat is used, then the panel closes, focus returns and the conversation is kept', async () => {
    const { user } = renderWidget();
    await startChat(user);
    const launcher = screen.getByRole('button', { name: 'Chat with us' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher).toHaveFocus();

    // The reply still arrives while the panel is closed.
    await advance(1500);
    await user.click(launcher);
    expect(bubbles()).toHaveLength(2);
    expect(screen.getByLabelText('Type your message')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });

  it('when the panel is closed mid-form, then its fields leave the page and come back as typed', async () => {
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Name'), 'Jordan');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan');
  });

  it('when the widget unmounts with a reply pending, then no timer is left behind', async () => {
    const setTimer = jest.spyOn(globalThis, 'setTimeout');
    const clearTimer = jest.spyOn(globalThis, 'clearTimeout');
    const { user, unmount } = renderWidget();
    await startChat(user);
    const replyTimer = setTimer.mock.results[
      setTimer.mock.calls.findIndex(([, ms]) => ms === 1500)
    ]!.value as ReturnType<typeof setTimeout>;
    unmount();
    expect(clearTimer).toHaveBeenCalledWith(replyTimer);
  });
});

describe('Chat widget: ending the chat', () => {
  it('when the visitor ends the chat without asking for a reply, then the ticket is closed by the service and the panel says so', async () => {
    const { user, posts } = renderWidget();
    await startChat(user, 'Do you sell decaf?');
    await advance(1500);
    const endChat = screen.getByRole('button', { name: 'End chat' });
    // The button says what ending does.
    expect(endChat).toHaveAccessibleDescription(
      'Done? Ending the chat closes your ticket unless you ask for a reply.',
    );
    await user.click(endChat);
    expect(screen.getByRole('heading', { name: 'End this chat?' })).toHaveFocus();
    expect(
      screen.getByText('Without a reply request, ticket #TKT-1001 is closed when the chat ends.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End chat, no reply needed' }));
    await settle(() => screen.queryByRole('heading', { name: 'Chat ended' }) !== null);
    const end = posts().find((p) => p.path.endsWith('/end-chat'));
    expect(end).toMatchObject({
      path: '/api/support/tickets/TKT-1001/end-chat',
      body: { replyByEmail: false },
    });
    expect(end!.headers.get('x-ticket-key')).toBe(ACCESS_KEY);
    expect(screen.getByText(/Thanks for chatting with us!/)).toHaveTextContent(
      'Ticket #TKT-1001 is closed: nobody will contact you about it.',
    );
    expect(screen.queryByLabelText('Type your message')).not.toBeInTheDocument();
  });

  it('when the visitor asks for a reply by email, then the ticket stays open and the guest gets the access code and the link to read it', async () => {
    const { user, posts } = renderWidget();
    await startChat(user);
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    await user.click(screen.getByRole('button', { name: 'Email me a reply' }));
    await settle(() => screen.queryByRole('heading', { name: 'Chat ended' }) !== null);
    expect(posts().find((p) => p.path.endsWith('/end-chat'))!.body).toEqual({
      replyByEmail: true,
    });
    expect(screen.getByText(/We will reply to/)).toHaveTextContent(
      'We will reply to jordan@example.com within 1-2 business days (ticket #TKT-1001).',
    );
    expect(screen.getByText(ACCESS_KEY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your ticket' })).toHaveAttribute(
      'href',
      `/support/ticket?number=TKT-1001#code=${ACCESS_KEY}`,
    );
  });

  it('when a Direct+ member asks for a reply by email, then the chat promises the first reply within 4 business hours', async () => {
    const due = '2026-12-01T18:00:00.000Z';
    // The tier is the service's answer (it asked the account service); the widget says it.
    const { user } = renderWidget({
      handlers: [
        http.post('/api/support/tickets', () =>
          HttpResponse.json(
            {
              ticketNumber: 'TKT-1001',
              status: 'open',
              createdAt: '2026-12-01T14:00:00.000Z',
              accessKey: ACCESS_KEY,
              tier: 'direct-plus',
              firstReplyDueAt: due,
            },
            { status: 201 },
          ),
        ),
        addsMessages,
        endsChat,
      ],
    });
    await startChat(user);
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    expect(screen.getByText(/we aim to reply within/)).toHaveTextContent(
      /^Priority support: we aim to reply within 4 business hours \(by .+\)\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Email me a reply' }));
    await settle(() => screen.queryByRole('heading', { name: 'Chat ended' }) !== null);
    expect(screen.getByText(/We will reply to/)).toHaveTextContent(
      'We will reply to jordan@example.com (ticket #TKT-1001).',
    );
    expect(screen.getByText(/we aim to reply within/).querySelector('time')).toHaveAttribute(
      'dateTime',
      due,
    );
  });

  it('when Keep chatting is chosen, then the conversation is back as it was and nothing is sent', async () => {
    const { user, posts } = renderWidget();
    await startChat(user);
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    await user.click(screen.getByRole('button', { name: 'Keep chatting' }));
    expect(bubbles()).toHaveLength(1);
    expect(posts().some((p) => p.path.endsWith('/end-chat'))).toBe(false);
  });

  it('when ending is refused, then the question stays with the reason', async () => {
    const { user } = renderWidget({
      handlers: [
        createsTicket,
        addsMessages,
        http.post('/api/support/tickets/:number/end-chat', () =>
          HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
        ),
      ],
    });
    await startChat(user);
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    await user.click(screen.getByRole('button', { name: 'End chat, no reply needed' }));
    await settle(() => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The chat could not be ended: Service unavailable',
    );
    expect(screen.getByRole('heading', { name: 'End this chat?' })).toBeInTheDocument();
  });

  it('when a new chat is started after the end, then the form comes back with the visitor filled in and a fresh question', async () => {
    const { user } = renderWidget();
    await startChat(user);
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    await user.click(screen.getByRole('button', { name: 'End chat, no reply needed' }));
    await settle(() => screen.queryByRole('heading', { name: 'Chat ended' }) !== null);
    await user.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Lee');
    expect(screen.getByLabelText('Email')).toHaveValue('jordan@example.com');
    expect(screen.getByLabelText('How can we help?')).toHaveValue('');
    expect(screen.queryByText('Ticket #TKT-1001')).not.toBeInTheDocument();
  });
});
