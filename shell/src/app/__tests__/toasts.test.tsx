import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast, TOAST_DURATION_MS, Toasts } from '@coffee/platform';
import { renderApp } from '@coffee/platform/testing';
import { withUi } from './remote-stubs';

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('when two toasts are raised, then only the newest is visible', () => {
    const { store } = renderApp(<Toasts />, { wrap: withUi });
    act(() => {
      store.dispatch(showToast({ title: 'Item added to cart' }));
      store.dispatch(
        showToast({ title: 'Signed out', description: 'You have been signed out successfully' }),
      );
    });
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText('You have been signed out successfully')).toBeInTheDocument();
    expect(screen.queryByText('Item added to cart')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('when 5 seconds pass, then the toast closes by itself (not a moment earlier)', () => {
    jest.useFakeTimers();
    const { store } = renderApp(<Toasts />, { wrap: withUi });
    act(() => {
      store.dispatch(showToast({ title: 'Preferences Saved' }));
    });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Preferences Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Preferences Saved')).not.toBeInTheDocument();
    expect(store.getState().toast.toasts).toHaveLength(0);
  });

  it('when a new toast replaces the current one, then it gets its own full 5 seconds', () => {
    jest.useFakeTimers();
    const { store } = renderApp(<Toasts />, { wrap: withUi });
    act(() => {
      store.dispatch(showToast({ title: 'First' }));
    });
    act(() => jest.advanceTimersByTime(4000));
    act(() => {
      store.dispatch(showToast({ title: 'Second' }));
    });
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('when the close button is pressed, then the toast goes at once', async () => {
    const { store } = renderApp(<Toasts />, { wrap: withUi });
    act(() => {
      store.dispatch(
        showToast({ title: 'Logout failed', description: 'Network error', variant: 'destructive' }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Logout failed');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Logout failed')).not.toBeInTheDocument();
  });

  it('when there are no toasts, then the polite live region is still in place for the next one', () => {
    renderApp(<Toasts />, { wrap: withUi });
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});
