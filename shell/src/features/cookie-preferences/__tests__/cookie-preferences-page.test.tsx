import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Preferences } from '@coffee/contracts';
import { Toasts } from '@coffee/platform';
import {
  HttpResponse,
  http,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { CookiePreferencesPage } from '..';

const CONSENT = 'coffee_cookie_prefs';

function renderPage(
  user: ReturnType<typeof makeUser> | null = null,
  handlers: RequestHandler[] = [],
) {
  const view = renderApp(<CookiePreferencesPage />, {
    route: '/cookie-preferences',
    user,
    handlers,
    wrap: (c) => (
      <UiProvider>
        {c}
        <Toasts />
      </UiProvider>
    ),
  });
  return { user: userEvent.setup(), ...view };
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const findToggle = (name: string) => screen.findByRole('switch', { name });

function consentCookie(): unknown {
  const part = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${CONSENT}=`));
  return part ? JSON.parse(decodeURIComponent(part.slice(CONSENT.length + 1))) : undefined;
}

const setConsentCookie = (value: unknown) => {
  document.cookie = `${CONSENT}=${encodeURIComponent(JSON.stringify(value))}; Path=/`;
};

const accountPrefs = (cookies: Preferences['cookies']): Preferences => ({
  notifications: {
    orderUpdates: true,
    directPlusReminders: true,
    newsletter: false,
    newDeviceSignIn: false,
  },
  cookies,
});

afterEach(() => {
  document.cookie = `${CONSENT}=; Max-Age=0; Path=/`;
  localStorage.clear();
  sessionStorage.clear();
});

describe('Cookie Preferences page', () => {
  it('when opened by a first-time visitor, then the spec defaults show: necessary on and locked, functional and analytics on, marketing off', async () => {
    renderPage();
    expect(await findToggle('Strictly necessary cookies')).toBeChecked();
    expect(document.title).toBe('Cookie Preferences | Brew Haven');
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
    await user.click(await findToggle('Strictly necessary cookies'));
    expect(toggle('Strictly necessary cookies')).toBeChecked();

    await user.click(toggle('Marketing cookies'));
    await user.click(toggle('Analytics cookies'));
    expect(toggle('Marketing cookies')).toBeChecked();
    expect(toggle('Analytics cookies')).not.toBeChecked();
  });

  it("when a signed-out visitor saves, then the toast says 'Preferences Saved' and the choices go into a first-party cookie for a year (SameSite=Lax), with no call", async () => {
    const cookieSetter = jest.spyOn(Document.prototype, 'cookie', 'set');
    const { user, requests } = renderPage();
    await user.click(await findToggle('Marketing cookies'));
    await user.click(toggle('Functional cookies'));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Preferences Saved')).toBeInTheDocument();
    expect(consentCookie()).toEqual({ functional: false, analytics: true, marketing: true });
    const written = cookieSetter.mock.calls
      .map(([value]) => value)
      .find((v) => v.startsWith(CONSENT));
    expect(written).toMatch(/; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(requests.filter((c) => c.path !== '/api/user')).toHaveLength(0);
    expect(localStorage).toHaveLength(0);
    cookieSetter.mockRestore();
  });

  it('when a signed-out visitor comes back, then the choices stored in the cookie show', async () => {
    setConsentCookie({ functional: false, analytics: false, marketing: true });
    renderPage();
    expect(await findToggle('Marketing cookies')).toBeChecked();
    expect(toggle('Functional cookies')).not.toBeChecked();
    expect(toggle('Analytics cookies')).not.toBeChecked();
  });

  it('when the cookie holds something unreadable, then the defaults show', async () => {
    document.cookie = `${CONSENT}=not-json; Path=/`;
    renderPage();
    expect(await findToggle('Functional cookies')).toBeChecked();
    expect(toggle('Marketing cookies')).not.toBeChecked();
  });

  it('when a signed-in user opens the page, then the choices stored on the account show, not this browser’s cookie', async () => {
    setConsentCookie({ functional: true, analytics: true, marketing: false });
    renderPage(makeUser(), [
      http.get('/api/profile/preferences', () =>
        HttpResponse.json(accountPrefs({ functional: false, analytics: false, marketing: true })),
      ),
    ]);
    expect(await findToggle('Marketing cookies')).toBeChecked();
    expect(toggle('Analytics cookies')).not.toBeChecked();
  });

  it('when a signed-in user saves, then the cookie is written and PUT /api/profile/preferences carries the cookies part', async () => {
    const saved = { functional: true, analytics: false, marketing: false };
    const { user, requests } = renderPage(makeUser(), [
      http.get('/api/profile/preferences', () =>
        HttpResponse.json(accountPrefs({ functional: true, analytics: true, marketing: false })),
      ),
      http.put('/api/profile/preferences', () => HttpResponse.json(accountPrefs(saved))),
    ]);
    await user.click(await findToggle('Analytics cookies'));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Preferences Saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ cookies: saved });
    expect(consentCookie()).toEqual(saved);
  });

  it('when the account cannot store them, then the browser keeps them and the toast says so', async () => {
    const { user } = renderPage(makeUser(), [
      http.get('/api/profile/preferences', () =>
        HttpResponse.json(accountPrefs({ functional: true, analytics: true, marketing: false })),
      ),
      http.put('/api/profile/preferences', () =>
        HttpResponse.json({ message: 'Service unavailable: account' }, { status: 503 }),
      ),
    ]);
    await user.click(await findToggle('Marketing cookies'));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Saved in this browser only')).toBeInTheDocument();
    expect(consentCookie()).toEqual({ functional: true, analytics: true, marketing: true });
  });

  it('when the account’s preferences cannot be read, then this browser’s choices show', async () => {
    setConsentCookie({ functional: false, analytics: true, marketing: true });
    renderPage(makeUser(), [
      http.get('/api/profile/preferences', () =>
        HttpResponse.json({ message: 'Service unavailable: account' }, { status: 503 }),
      ),
    ]);
    expect(await findToggle('Marketing cookies')).toBeChecked();
    expect(toggle('Functional cookies')).not.toBeChecked();
  });

  it('when /api/user has not answered yet, then the page waits for it instead of showing the guest’s choices', async () => {
    setConsentCookie({ functional: true, analytics: true, marketing: false });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderPage(makeUser(), [
      http.get('/api/user', async () => {
        await gate;
      }),
      http.get('/api/profile/preferences', () =>
        HttpResponse.json(accountPrefs({ functional: true, analytics: true, marketing: true })),
      ),
    ]);
    expect(
      screen.getByRole('status', { name: 'Loading your cookie preferences' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    release();
    expect(await findToggle('Marketing cookies')).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeEnabled(),
    );
  });
});
