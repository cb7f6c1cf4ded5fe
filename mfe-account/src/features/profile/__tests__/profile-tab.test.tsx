import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  USERNAME_TAKEN_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  type PublicUser,
} from '@coffee/contracts';
import { useSession } from '@coffee/platform';
import {
  HttpResponse,
  http,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { ProfileTab } from '..';
import { wrap } from '../../../test/render';

/** Stands in for the header: it reads the same session cache. */
function HeaderName() {
  const { user } = useSession();
  return <p data-testid="header-name">{user?.fullName ?? ''}</p>;
}

const casey = makeUser({
  username: 'casey',
  fullName: 'Casey Customer',
  email: 'casey@example.com',
  createdAt: '2026-01-15T10:00:00.000Z',
});

function open(user: PublicUser = casey, handlers: RequestHandler[] = []) {
  return renderApp(
    <>
      <HeaderName />
      <ProfileTab />
    </>,
    { route: '/account-page', user, wrap, handlers },
  );
}

const value = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

describe('Profile tab', () => {
  it('when the user has no address, then the spec fields show and the address says none is provided', async () => {
    open();
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(value('Full name')).toBe('Casey Customer');
    expect(value('Email')).toBe('casey@example.com');
    expect(value('Phone')).toBe('Not provided');
    expect(value('Username')).toBe('casey');
    expect(value('Role')).toBe('Customer');
    expect(value('Member since')).toBe('January 15, 2026');
    expect(value('Address')).toBe('No address information provided');
  });

  it('when the user has an address, then it shows in postal lines', async () => {
    open(
      makeUser({
        address: '12 Roast Lane',
        city: 'Portland',
        state: 'OR',
        zipCode: '97201',
        phone: '555-0100',
      }),
    );
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(value('Address')).toBe('12 Roast LanePortland, OR 97201United States');
    expect(value('Phone')).toBe('555-0100');
  });

  it('when text typed by a user looks like HTML, then it is shown as text', async () => {
    open(makeUser({ fullName: '<img src=x onerror=alert(1)>' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(value('Full name')).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it("when 'Edit Profile' is pressed, then the form holds the stored values; Cancel returns to the view", async () => {
    open(makeUser({ fullName: 'Casey Customer', city: 'Portland' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Casey Customer');
    expect(screen.getByLabelText('City')).toHaveValue('Portland');
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('when the full name is emptied and the email is invalid, then the spec messages show and nothing is sent', async () => {
    const { requests } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('Full name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.path === '/api/profile')).toBe(false);
  });

  it('when the form is saved, then PUT /api/profile carries the form and the header shows the new name at once', async () => {
    const updated = { ...casey, fullName: 'Casey Roaster', city: 'Austin' };
    const { requests } = open(casey, [http.put('/api/profile', () => HttpResponse.json(updated))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Casey Roaster ');
    await userEvent.type(screen.getByLabelText('City'), 'Austin');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByTestId('header-name')).toHaveTextContent('Casey Roaster');
    expect(value('Full name')).toBe('Casey Roaster');
    const put = requests.find((r) => r.method === 'PUT' && r.path === '/api/profile');
    expect(put?.body).toEqual({
      fullName: 'Casey Roaster',
      email: 'casey@example.com',
      phone: '',
      address: '',
      city: 'Austin',
      state: '',
      zipCode: '',
      country: 'United States',
    });
    // The session took the answer itself: no second GET /api/user.
    expect(requests.filter((r) => r.path === '/api/user')).toHaveLength(1);
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByText('Profile updated')).toBeInTheDocument();
  });

  it("when the new email belongs to another account (409), then the email field says 'Username or email already exists'", async () => {
    open(casey, [
      http.put('/api/profile', () =>
        HttpResponse.json({ message: USERNAME_TAKEN_MESSAGE }, { status: 409 }),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(USERNAME_TAKEN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('header-name')).toHaveTextContent('Casey Customer');
  });

  it('when the service refuses a field (400 with issues), then the message shows by that field', async () => {
    open(casey, [
      http.put('/api/profile', () =>
        HttpResponse.json(
          {
            message: 'Invalid request',
            issues: [{ path: 'zipCode', message: 'Must be at most 20 characters' }],
          },
          { status: 400 },
        ),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Must be at most 20 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the service is down, then a toast says so and the form stays open with what was typed', async () => {
    open(casey, [
      http.put('/api/profile', () =>
        HttpResponse.json({ message: 'Service unavailable: account' }, { status: 503 }),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(screen.getByLabelText('Phone'), '555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Profile not saved')).toBeInTheDocument();
    expect(within(toast).getByText('503: Service unavailable: account')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('555-0100');
  });
});

describe('Profile tab: the email verification', () => {
  const status = (body: object) => http.get('/api/profile/email', () => HttpResponse.json(body));

  it('when the address is verified, then it says so and offers no link', async () => {
    open(casey, [status({ email: casey.email, emailVerified: true, pendingEmail: null })]);
    expect(await screen.findByText('Verified')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend link' })).not.toBeInTheDocument();
  });

  it('when it is not verified, then "Not verified" and a new link can be asked for', async () => {
    const { requests } = open(casey, [
      status({ email: casey.email, emailVerified: false, pendingEmail: null }),
      http.post('/api/profile/email/verification', () =>
        HttpResponse.json({ message: VERIFICATION_SENT_MESSAGE }),
      ),
    ]);
    expect(await screen.findByText('Not verified')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText(VERIFICATION_SENT_MESSAGE)).toBeVisible();
    expect(requests.some((r) => r.path === '/api/profile/email/verification')).toBe(true);
  });

  it('when a changed address waits for its link, then it is named', async () => {
    open(casey, [
      status({ email: casey.email, emailVerified: true, pendingEmail: 'new@example.com' }),
    ]);
    expect(await screen.findByText('new@example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeEnabled();
  });
});
