import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { AccountMenu } from '../header/account-menu';

const wrap = (c: React.ReactNode) => <UiProvider>{c}</UiProvider>;

describe('account menu', () => {
  it('when signed out, then it offers Sign In to /auth and no account links', async () => {
    renderApp(<AccountMenu />, { user: null, wrap });
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('when the session is still loading, then neither Sign In nor a user is shown yet', () => {
    renderApp(<AccountMenu />, { user: makeUser(), wrap });
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('when a Standard customer is signed in, then the menu shows their name, Standard Account and Join Direct+', async () => {
    renderApp(<AccountMenu />, {
      user: makeUser({ fullName: 'Casey Customer', isDirectPlus: false }),
      wrap,
    });
    const trigger = await screen.findByRole('button', {
      name: 'Account menu for Casey Customer Standard Account',
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Join Direct+' })).toHaveAttribute(
      'href',
      '/direct-plus',
    );
    expect(screen.queryByRole('link', { name: 'Direct+ Benefits' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getAllByText('Standard Account').length).toBeGreaterThan(0);
  });

  it.each([
    ['employee', 'Employee', ['Employee Portal']],
    ['manager', 'Manager', ['Employee Portal']],
    ['admin', 'Admin', ['Admin Portal', 'Employee Portal']],
  ] as const)(
    'when a(n) %s is signed in, then the header names their role (not a membership) and links their portals',
    async (role, label, portals) => {
      renderApp(<AccountMenu />, { user: makeUser({ fullName: 'Sam Staff', role }), wrap });
      await userEvent.click(
        await screen.findByRole('button', { name: `Account menu for Sam Staff ${label}` }),
      );
      expect(screen.queryByText('Standard Account')).not.toBeInTheDocument();
      for (const portal of ['Admin Portal', 'Employee Portal']) {
        const link = screen.queryByRole('link', { name: portal });
        if ((portals as readonly string[]).includes(portal)) expect(link).toBeInTheDocument();
        else expect(link).not.toBeInTheDocument();
      }
    },
  );

  it('when a Direct+ member is signed in, then the menu shows Direct+ Member and Direct+ Benefits', async () => {
    renderApp(<AccountMenu />, {
      user: makeUser({ fullName: 'Morgan Member', isDirectPlus: true }),
      wrap,
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Account menu for Morgan Member Direct+ Member' }),
    );
    expect(screen.getByRole('link', { name: 'Direct+ Benefits' })).toHaveAttribute(
      'href',
      '/direct-plus',
    );
    expect(screen.queryByRole('link', { name: 'Join Direct+' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Direct+ Member').length).toBeGreaterThan(0);
  });

  it('when the user has no full name, then the username is shown', async () => {
    renderApp(<AccountMenu />, { user: makeUser({ fullName: null, username: 'brewfan' }), wrap });
    expect(
      await screen.findByRole('button', { name: 'Account menu for brewfan Standard Account' }),
    ).toBeInTheDocument();
  });

  it('when Escape is pressed, then the menu closes and focus returns to its button', async () => {
    renderApp(<AccountMenu />, { user: makeUser(), wrap });
    const trigger = await screen.findByRole('button', { name: /Account menu/ });
    await userEvent.click(trigger);
    expect(screen.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('when the user clicks outside the open menu, then it closes', async () => {
    renderApp(
      <>
        <p>Elsewhere</p>
        <AccountMenu />
      </>,
      { user: makeUser(), wrap },
    );
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('when Sign Out succeeds, then the session clears, Sign In returns and the Signed out toast is raised', async () => {
    const { store, requests } = renderApp(<AccountMenu />, {
      user: makeUser(),
      handlers: [http.post('/api/logout', () => HttpResponse.json({ message: 'Signed out' }))],
      wrap,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(store.getState().toast.toasts).toEqual([
      expect.objectContaining({
        title: 'Signed out',
        description: 'You have been signed out successfully',
      }),
    ]);
    expect(requests.filter((c) => c.method === 'POST' && c.path === '/api/logout')).toHaveLength(1);
  });

  it('when Sign Out fails, then a destructive Logout failed toast carries the message and the user stays signed in', async () => {
    const { store } = renderApp(<AccountMenu />, {
      user: makeUser({ fullName: 'Casey Customer' }),
      handlers: [
        http.post('/api/logout', () =>
          HttpResponse.json({ message: 'Service unavailable: account' }, { status: 503 }),
        ),
      ],
      wrap,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts).toEqual([
        expect.objectContaining({
          title: 'Logout failed',
          description: '503: Service unavailable: account',
          variant: 'destructive',
        }),
      ]),
    );
    expect(
      screen.getByRole('button', { name: /Account menu for Casey Customer/ }),
    ).toBeInTheDocument();
  });
});
