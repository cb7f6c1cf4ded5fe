import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { rolesWith } from '@coffee/contracts';
import { NotAllowedPage } from '..';

function SignInProbe() {
  const { state } = useLocation() as { state: { from?: { pathname: string } } | null };
  return <h1>Sign-in page (back to {state?.from?.pathname})</h1>;
}

const wrap = (c: React.ReactNode) => <UiProvider>{c}</UiProvider>;

describe('NotAllowedPage', () => {
  it('when a customer opens an admin-only page, then it says who they are and offers a way home', async () => {
    renderApp(<NotAllowedPage roles={rolesWith('admin-portal')} />, {
      route: '/admin-portal',
      user: makeUser({ username: 'customer' }),
      wrap,
    });
    expect(
      await screen.findByText(
        'This page is for admins only. You are signed in as customer (Customer).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('when they choose another account, then they are signed out and sent to sign in, coming back here after', async () => {
    const { requests, store } = renderApp(<NotAllowedPage roles={rolesWith('employee-portal')} />, {
      route: '/employee-portal',
      user: makeUser({ role: 'customer' }),
      handlers: [http.post('/api/logout', () => HttpResponse.json({ message: 'Signed out' }))],
      extraRoutes: <Route path="/auth" element={<SignInProbe />} />,
      wrap,
    });
    expect(
      await screen.findByText(/This page is for employees, managers and admins only\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign-in page (back to /employee-portal)' }),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/logout')).toHaveLength(1);
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({ title: 'Signed out' }),
    );
  });
});
