import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type RequestHandler } from '@coffee/platform/testing';
import { pageOf, staffUser } from '../../../test/fixtures';
import { openAdminTab } from './open-admin-tab';

const ALICE = staffUser(1, { username: 'alice', fullName: 'Alice Admin', role: 'admin' });
const BOB = staffUser(2, { username: 'bob', fullName: 'Bob Buyer' });

async function openUsers(handlers: RequestHandler[] = []) {
  const view = await openAdminTab('Users', [
    ...handlers,
    http.get('/api/admin/users', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return HttpResponse.json(pageOf(page === 1 ? [ALICE, BOB] : [staffUser(21)], 21, page));
    }),
  ]);
  await screen.findByText('Alice Admin');
  return view;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('admin portal: users', () => {
  it('when accounts load, then each shows its role, membership, sign-in and status; search and pages ask the server', async () => {
    const { requests } = await openUsers();
    expect(within(rowOf('Bob Buyer')).getByRole('combobox', { name: 'Role of bob' })).toHaveValue(
      'customer',
    );
    expect(within(rowOf('Bob Buyer')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Bob Buyer')).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('User 21')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search users'), 'bob');
    await waitFor(() => expect(requests.some((r) => r.search.get('q') === 'bob')).toBe(true));
    const search = requests.find((r) => r.search.get('q') === 'bob');
    expect(search?.search.get('page')).toBe('1');
    const filters = screen.getByRole('group', { name: 'Filter users by role' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Manager' }));
    await waitFor(() =>
      expect(requests.some((r) => r.search.get('role') === 'manager')).toBe(true),
    );
  });

  it('when a role is chosen and confirmed, then it is put, and a refusal shows the server’s message', async () => {
    const { requests, store } = await openUsers([
      http.put('/api/admin/users/:id/role', () =>
        HttpResponse.json({ message: 'The shop must keep at least one admin' }, { status: 409 }),
      ),
    ]);
    await userEvent.selectOptions(
      within(rowOf('Alice Admin')).getByRole('combobox', { name: 'Role of alice' }),
      'manager',
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make Manager' }),
    );
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Could not change the role',
        description: 'The shop must keep at least one admin',
        variant: 'destructive',
      }),
    );
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/api/admin/users/${ALICE.id}/role`);
    expect(put?.body).toEqual({ role: 'manager' });
    // The list still says what the server holds.
    expect(within(rowOf('Alice Admin')).getByRole('combobox')).toHaveValue('admin');
  });

  it('when Disable is confirmed, then the status is put and a toast says the sessions ended', async () => {
    const { requests, store } = await openUsers([
      http.put('/api/admin/users/:id/status', () => HttpResponse.json({ ...BOB, disabled: true })),
    ]);
    await userEvent.click(within(rowOf('Bob Buyer')).getByRole('button', { name: 'Disable' }));
    // Named as the role question names people (it said 'Disable bob?'); the username beside.
    const confirm = screen.getByRole('alertdialog', { name: 'Disable Bob Buyer?' });
    expect(confirm).toHaveAccessibleDescription(`Account bob · ${BOB.email}`);
    expect(confirm).toHaveTextContent('Every session of this account ends at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable Account' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Account disabled',
        description: 'Bob Buyer is signed out everywhere and cannot sign in.',
      }),
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ disabled: true });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  describe('a role change asks first and can be undone', () => {
    afterEach(() => jest.restoreAllMocks());
    /** The account service's side: a role put is kept, and the list answers it. */
    function accounts() {
      const users = { [ALICE.id]: { ...ALICE }, [BOB.id]: { ...BOB, fullName: 'Ada Lovelace' } };
      return [
        http.get('/api/admin/users', () => HttpResponse.json(pageOf(Object.values(users)))),
        http.put('/api/admin/users/:id/role', async ({ params, request }) => {
          const user = users[String(params.id)]!;
          user.role = ((await request.json()) as { role: typeof user.role }).role;
          return HttpResponse.json(user);
        }),
      ];
    }
    const roleOf = () =>
      within(rowOf('Ada Lovelace')).getByRole('combobox', { name: 'Role of bob' });
    const puts = (requests: readonly { method: string; body: unknown }[]) =>
      requests.filter((r) => r.method === 'PUT').map((r) => r.body);

    it('when a role is picked, then nothing changes until the question is answered; Keep leaves it', async () => {
      const { requests } = await openAdminTab('Users', accounts());
      await screen.findByText('Ada Lovelace');
      await userEvent.selectOptions(roleOf(), 'manager');
      const question = screen.getByRole('alertdialog', { name: 'Make Ada Lovelace a manager?' });
      expect(question).toHaveAccessibleDescription('They will be signed out.');
      // The safe answer has the focus: Enter by habit changes nothing.
      expect(within(question).getByRole('button', { name: 'Keep as Customer' })).toHaveFocus();
      expect(puts(requests)).toEqual([]);
      expect(roleOf()).toHaveValue('customer');
      await userEvent.click(within(question).getByRole('button', { name: 'Keep as Customer' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(roleOf()).toHaveValue('customer');
      expect(puts(requests)).toEqual([]);
    });

    it('when Escape is pressed on the question, then it closes and nothing changes', async () => {
      const { requests } = await openAdminTab('Users', accounts());
      await screen.findByText('Ada Lovelace');
      await userEvent.selectOptions(roleOf(), 'admin');
      expect(
        screen.getByRole('alertdialog', { name: 'Make Ada Lovelace an admin?' }),
      ).toBeVisible();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(puts(requests)).toEqual([]);
    });

    it('when confirmed, then the role is put, Undo comes into view with the focus, and puts the previous one back', async () => {
      // jsdom has no layout: record what is scrolled into view, and how.
      const scrolled: { element: Element; options: unknown }[] = [];
      jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
        this: Element,
        options?: unknown,
      ) {
        scrolled.push({ element: this, options });
      });
      const { requests, store } = await openAdminTab('Users', accounts());
      await screen.findByText('Ada Lovelace');
      await userEvent.selectOptions(roleOf(), 'manager');
      await userEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make Manager' }),
      );
      await waitFor(() => expect(roleOf()).toHaveValue('manager'));
      expect(store.getState().toast.toasts[0]).toMatchObject({
        title: 'Role changed',
        description:
          'Ada Lovelace is now Manager; their sessions have ended. Undo is beside their role.',
      });
      const undo = within(rowOf('Ada Lovelace')).getByRole('button', {
        name: 'Undo: make Ada Lovelace a customer again',
      });
      // On a phone it sat off screen, half cut off at the table's right edge: now it is brought
      // into view (the middle of the screen, sideways as little as needed) and has the focus.
      await waitFor(() => expect(undo).toHaveFocus());
      expect(scrolled).toContainEqual({
        element: undo,
        options: { block: 'center', inline: 'nearest' },
      });
      await userEvent.click(undo);
      await waitFor(() => expect(roleOf()).toHaveValue('customer'));
      expect(puts(requests)).toEqual([{ role: 'manager' }, { role: 'customer' }]);
      expect(store.getState().toast.toasts[0]).toMatchObject({ title: 'Role change undone' });
      expect(within(rowOf('Ada Lovelace')).queryByRole('button', { name: /Undo/ })).toBeNull();
    });
  });
});
