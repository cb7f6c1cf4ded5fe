import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { CookiePreferencesPage } from '..';

function renderPage() {
  const user = userEvent.setup();
  const view = renderApp(<CookiePreferencesPage />, {
    route: '/cookie-preferences',
    wrap: (c) => <UiProvider>{c}</UiProvider>,
  });
  return { user, ...view };
}

const toggle = (name: string) => screen.getByRole('switch', { name });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('Cookie Preferences page', () => {
  it('when opened, then the spec defaults show: necessary on and locked, functional and analytics on, marketing off', () => {
    renderPage();
    expect(document.title).toBe('Cookie Preferences | Brew Haven');
    expect(toggle('Strictly necessary cookies')).toBeChecked();
    expect(toggle('Strictly necessary cookies')).toBeDisabled();
    expect(screen.getByText('Always active')).toBeInTheDocument();
    expect(
      screen.getByText(
        "These cookies can't be switched off, because the shop cannot work without them.",
      ),
    ).toBeInTheDocument();
    expect(toggle('Functional cookies')).toBeChecked();
    expect(toggle('Functional cookies')).toBeEnabled();
    expect(toggle('Analytics cookies')).toBeChecked();
    expect(toggle('Marketing cookies')).not.toBeChecked();
  });

  it('when the locked toggle is clicked, then it stays on; when another is clicked, then it changes', async () => {
    const { user } = renderPage();
    await user.click(toggle('Strictly necessary cookies'));
    expect(toggle('Strictly necessary cookies')).toBeChecked();

    await user.click(toggle('Marketing cookies'));
    await user.click(toggle('Analytics cookies'));
    expect(toggle('Marketing cookies')).toBeChecked();
    expect(toggle('Analytics cookies')).not.toBeChecked();
  });

  it("when 'Save Preferences' is pressed, then the toast says 'Preferences Saved' and nothing is stored or sent", async () => {
    const { user, store, requests } = renderPage();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const cookiesBefore = document.cookie;

    await user.click(toggle('Marketing cookies'));
    await user.click(toggle('Functional cookies'));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(store.getState().toast.toasts).toEqual([
      expect.objectContaining({ title: 'Preferences Saved' }),
    ]);
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
    expect(document.cookie).toBe(cookiesBefore);
    expect(requests.filter((c) => c.path !== '/api/user')).toHaveLength(0);
    setItem.mockRestore();
  });
});
