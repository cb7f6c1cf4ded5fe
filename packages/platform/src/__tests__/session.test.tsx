import { act, screen, waitFor } from '@testing-library/react';
import { useLogoutMutation, useSession } from '..';
import { HttpResponse, http, makeUser, renderApp } from '../testing';

function Probe() {
  const { user, isLoading } = useSession();
  const [logout] = useLogoutMutation();
  if (isLoading) return <p>loading</p>;
  return (
    <div>
      <p>{user ? `hello ${user.username}` : 'signed out'}</p>
      <button onClick={() => logout()}>out</button>
    </div>
  );
}

describe('session', () => {
  it('when GET /api/user answers 401, then the visitor is signed out (no error)', async () => {
    renderApp(<Probe />, { user: null });
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('when signed in and logging out, then the user is cleared and the write carries the CSRF header', async () => {
    const { requests } = renderApp(<Probe />, {
      user: makeUser({ username: 'member' }),
      handlers: [http.post('/api/logout', () => HttpResponse.json({ message: 'Signed out' }))],
    });
    expect(await screen.findByText('hello member')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'out' }).click());
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    const logout = requests.find((c) => c.path === '/api/logout');
    expect(logout?.headers.get('x-csrf-token')).toBe('test-csrf-token');
  });

  it('when GET /api/user fails with 503, then the store shows one destructive toast', async () => {
    const { store } = renderApp(<Probe />, {
      handlers: [
        http.get('/api/user', () =>
          HttpResponse.json({ message: 'The service is unavailable' }, { status: 503 }),
        ),
      ],
    });
    await waitFor(() => expect(store.getState().toast.toasts).toHaveLength(1));
    expect(store.getState().toast.toasts[0]).toMatchObject({
      variant: 'destructive',
      description: '503: The service is unavailable',
    });
  });
});
