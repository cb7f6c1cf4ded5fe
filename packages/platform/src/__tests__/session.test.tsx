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

function MemberProbe() {
  const { isLoading, isDirectPlus } = useSession();
  if (isLoading) return <p>loading</p>;
  return <p>{isDirectPlus ? 'member prices' : 'regular prices'}</p>;
}

describe('session', () => {
  it('when a membership ends while the page is open, then isDirectPlus turns false at that moment, as the next order is charged', async () => {
    const ends = new Date(Date.now() + 400).toISOString();
    renderApp(<MemberProbe />, {
      user: makeUser({ isDirectPlus: true, directPlusExpiry: ends }),
    });
    expect(await screen.findByText('member prices')).toBeInTheDocument();
    expect(await screen.findByText('regular prices', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('when the session says member but gives no end date, then it is not an active membership', async () => {
    renderApp(<MemberProbe />, {
      user: makeUser({ isDirectPlus: true, directPlusExpiry: null }),
    });
    expect(await screen.findByText('regular prices')).toBeInTheDocument();
  });

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
