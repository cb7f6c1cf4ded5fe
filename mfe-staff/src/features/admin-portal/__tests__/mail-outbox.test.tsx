import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMail, MailOutboxPage } from '@coffee/contracts';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { AdminPortalPage } from '..';
import { admin, dashboardHandler, withUi } from '../../../test/fixtures';

const counts = { waiting: 1, sending: 0, sent: 7, parked: 2 };

function mail(n: number, overrides: Partial<AdminMail> = {}): AdminMail {
  return {
    id: `6560000000000000000000${String(n).padStart(2, '0')}`,
    key: `order-paid:${n}`,
    messageId: `<${n}@brewhaven.mail>`,
    to: `shopper${n}@example.com`,
    toName: `Shopper ${n}`,
    subject: `Your Brew Haven receipt #${n}`,
    category: 'transactional',
    status: 'sent',
    attempts: 1,
    nextAttemptAt: null,
    lastError: null,
    createdAt: '2026-11-29T13:10:00.000Z',
    sentAt: '2026-11-29T13:10:02.000Z',
    service: 'cart-checkout',
    ...overrides,
  };
}

const page = (mails: AdminMail[], next: string | null = null): MailOutboxPage => ({
  mails,
  counts,
  next,
  services: [
    { service: 'account', available: true, counts, message: null },
    { service: 'cart-checkout', available: true, counts, message: null },
    { service: 'membership', available: true, counts, message: null },
    { service: 'staff', available: true, counts, message: null },
  ],
});

async function openOutbox(handlers: NonNullable<Parameters<typeof renderApp>[1]>['handlers']) {
  const rendered = renderApp(<AdminPortalPage />, {
    user: admin,
    wrap: withUi,
    handlers: [dashboardHandler, ...(handlers ?? [])],
  });
  await userEvent.click(screen.getByRole('tab', { name: 'Email outbox' }));
  return rendered;
}

describe('admin portal: email outbox', () => {
  it('when opened, then the mails show with their service, recipient, status, attempts and error, and the counts per status', async () => {
    await openOutbox([
      http.get('/api/admin/mail-outbox', () =>
        HttpResponse.json(
          page([
            mail(1),
            mail(2, {
              service: 'staff',
              status: 'parked',
              attempts: 8,
              lastError: '550 mailbox unavailable',
              subject: 'We received your message',
            }),
            mail(3, { service: 'membership', status: 'waiting', attempts: 0 }),
          ]),
        ),
      ),
    ]);
    const table = within(await screen.findByRole('region', { name: 'Email outbox' }));
    // The table shows its header while the first page loads: wait for the mails themselves.
    await table.findByText('shopper3@example.com');
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'When',
      'Service',
      'To',
      'Subject',
      'Status',
      'Attempts',
      'Last error',
      'Actions',
    ]);
    const parked = within(rows[2]!);
    expect(parked.getByText('Support')).toBeInTheDocument();
    expect(parked.getByText('Failed (parked)')).toBeInTheDocument();
    expect(parked.getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(parked.getByRole('button', { name: 'Resend' })).toHaveAccessibleDescription(
      'We received your message',
    );
    // A waiting mail cannot be resent: it is in line already.
    expect(within(rows[3]!).queryByRole('button', { name: 'Resend' })).toBeNull();
    const figures = within(screen.getByLabelText('Mails by status'));
    expect(figures.getByText('Failed (parked)').nextSibling).toHaveTextContent('2');
    expect(figures.getByText('Sent').nextSibling).toHaveTextContent('7');
  });

  it('when a filter is chosen, then the server is asked for that status and service from the first page', async () => {
    const { requests } = await openOutbox([
      http.get('/api/admin/mail-outbox', ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json(
          page(
            [mail(1)],
            url.searchParams.get('before') ? null : 'cart-checkout:656000000000000000000001',
          ),
        );
      }),
    ]);
    await screen.findByRole('region', { name: 'Email outbox' });
    const pages = screen.getByRole('navigation', { name: 'Email outbox pages' });
    await userEvent.click(await within(pages).findByRole('button', { name: 'Older' }));
    const asked = () => requests.filter((r) => r.path === '/api/admin/mail-outbox');
    expect(asked().at(-1)?.search.get('before')).toBe('cart-checkout:656000000000000000000001');
    expect(within(pages).getByRole('button', { name: 'Older' })).toBeDisabled();

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', {
        name: 'Failed (parked)',
      }),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Service' })).getByRole('button', {
        name: 'Direct+',
      }),
    );
    const last = asked().at(-1)!;
    expect(last.search.get('status')).toBe('parked');
    expect(last.search.get('service')).toBe('membership');
    expect(last.search.get('before')).toBeNull();
  });

  it('when the admin resends a parked mail and confirms, then it is queued again and a toast says so', async () => {
    let resent = 0;
    const { store } = await openOutbox([
      http.get('/api/admin/mail-outbox', () =>
        HttpResponse.json(
          page([
            mail(2, { service: 'staff', status: 'parked', attempts: 8, lastError: 'timeout' }),
          ]),
        ),
      ),
      http.post('/api/admin/mail-outbox/staff/:id/resend', ({ params }) => {
        resent += 1;
        return HttpResponse.json({
          mail: mail(2, {
            id: String(params.id),
            service: 'staff',
            status: 'waiting',
            attempts: 0,
          }),
        });
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Try this mail again?' });
    expect(dialog).toHaveTextContent('It failed 8 times (timeout)');
    // Cancel first: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(resent).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Resend mail' }),
    );
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Mail queued again',
        variant: 'success',
      }),
    );
    expect(resent).toBe(1);
  });

  it("when the server refuses a resend, then the toast says so in the server's words", async () => {
    const { store } = await openOutbox([
      http.get('/api/admin/mail-outbox', () => HttpResponse.json(page([mail(1)]))),
      http.post('/api/admin/mail-outbox/cart-checkout/:id/resend', () =>
        HttpResponse.json(
          { message: 'This mail is already waiting to be sent', code: 'MAIL_QUEUED' },
          { status: 409 },
        ),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Send this mail again?' })).getByRole(
        'button',
        { name: 'Resend mail' },
      ),
    );
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Could not resend the mail',
        description: expect.stringContaining('already waiting to be sent'),
        variant: 'destructive',
      }),
    );
  });

  it('when a service does not answer, then the others show and a note names it', async () => {
    const body = page([mail(1)]);
    body.services[2] = {
      service: 'membership',
      available: false,
      counts: null,
      message: 'The membership service is unavailable',
    };
    await openOutbox([http.get('/api/admin/mail-outbox', () => HttpResponse.json(body))]);
    expect(
      await screen.findByText(/Not shown: Direct\+ \(The membership service is unavailable\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('Your Brew Haven receipt #1')).toBeInTheDocument();
  });

  it('when the outbox cannot load, then the error and Try again show', async () => {
    await openOutbox([
      http.get('/api/admin/mail-outbox', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    ]);
    expect(await screen.findByText("We couldn't load the email outbox")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
